import { ACTIONS, AREAS, reachOf, SessionGrants, USER_ROLES } from '@rescue-admin/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from './test/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('session.grants', () => {
  it.each(USER_ROLES)('answers a %s their role, customer and exactly the cells of the policy table that are theirs', async (role) => {
    const caller = await api.signUpAs(role, 'ff-beispielhausen');
    const response = await api.call('session.grants', { token: caller.idToken });
    expect(response.statusCode, response.body).toBe(200);
    const answer = SessionGrants.parse(response.json());
    expect(answer.role).toBe(role);
    expect(answer.customerUid).toBe('ff-beispielhausen');
    // Cell by cell against the table: a grant the table has not, or one it has left out, fails here.
    for (const area of AREAS) {
      for (const action of ACTIONS) {
        expect([area, action, answer.grants[area]?.[action] ?? null]).toEqual([area, action, reachOf(role, area, action)]);
      }
    }
    // An area without any grant is left out, not sent empty.
    expect(Object.values(answer.grants).every((grants) => Object.keys(grants ?? {}).length > 0)).toBe(true);
  });

  it('is refused to an account without a user record (fail closed)', async () => {
    const stranger = await api.signUpAs(null);
    const response = await api.call('session.grants', { token: stranger.idToken });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'no_user_record' });
  });
});
