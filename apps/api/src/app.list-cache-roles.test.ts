import type { DashboardSummary } from '@rescue-admin/api-contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApi, type TestApi } from './test/test-api';

/**
 * A policy in which two roles share a scope (everything) but not their grants: here ADMIN may not
 * read hydrants. The real table gives SUPER_ADMIN and ADMIN the same grants today; the cached
 * answers must still be computed per role, or a change to the table would leak one role's
 * figures to the other.
 */
vi.mock('./access/policy', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./access/policy')>();
  return {
    ...actual,
    reachOf: (...args: Parameters<typeof actual.reachOf>) => (args[0] === 'ADMIN' && args[1] === 'hydrants' ? null : actual.reachOf(...args)),
  };
});

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('given two roles with the same scope but different grants', () => {
  it('summary.get answers each the figures computed for their own role, whoever asked first', async () => {
    const admin = await api.signUpAs('ADMIN');
    const superAdmins = await api.call('summary.get');
    expect(superAdmins.statusCode).toBe(200);
    expect(superAdmins.json<DashboardSummary>().counts.hydrants).toBeGreaterThan(0);

    const admins = await api.call('summary.get', { token: admin.idToken });
    expect(admins.statusCode).toBe(200);
    expect(admins.json<DashboardSummary>().counts.hydrants).toBeNull();
    // Without the hydrants, the latest changes start with another area and keep their field names.
    expect(admins.json<DashboardSummary>().latestChanges[0]).toEqual({ kind: expect.any(String), uid: expect.any(String), name: expect.any(String), lastUpdate: expect.any(String) });
    expect(admins.headers.etag).not.toBe(superAdmins.headers.etag);

    // And the other way round, both now answered from the cache.
    expect((await api.call('summary.get')).json<DashboardSummary>().counts.hydrants).toBe(superAdmins.json<DashboardSummary>().counts.hydrants);
    expect((await api.call('summary.get', { token: admin.idToken })).json<DashboardSummary>().counts.hydrants).toBeNull();
  });
});
