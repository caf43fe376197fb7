/**
 * The caller's grants (`session.grants`): the client shows only what the role may do; a service
 * without the endpoint (404, one that implements only SPEC.md) leaves everything allowed.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { ACTIONS, AREAS, grantsOf, reachOf, USER_ROLES, type PolicyArea } from '@rescue-admin/api-contract';
import { TEST_CUSTOMER_UID } from '@rescue-admin/api-contract/testing';
import { TestDataAccessProvider, createTestQueryClient, createTestServer, testUrl } from '../../testing';
import { PolicyAreaProvider, useAreaCan, useGrants } from './grants';

const server = createTestServer();
beforeAll(() => server.listen());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const providerWith = (area?: PolicyArea) => {
  const queryClient = createTestQueryClient();
  return ({ children }: { children: ReactNode }) => (
    <TestDataAccessProvider queryClient={queryClient}>{area ? <PolicyAreaProvider area={area}>{children}</PolicyAreaProvider> : children}</TestDataAccessProvider>
  );
};

describe('useGrants', () => {
  it.each(USER_ROLES)('given a %s, should allow exactly what the policy table grants the role', async (role) => {
    server.use(http.get(testUrl('session.grants'), () => HttpResponse.json({ role, customerUid: TEST_CUSTOMER_UID, grants: grantsOf(role) })));
    const { result } = renderHook(() => useGrants(), { wrapper: providerWith() });
    await waitFor(() => expect(result.current.isPending).toBe(false));
    for (const area of AREAS) {
      for (const action of ACTIONS) expect([area, action, result.current.can(area, action)]).toEqual([area, action, reachOf(role, area, action) !== null]);
      // A list needs read beyond `self` (one's own record only).
      expect([area, 'list', result.current.canList(area)]).toEqual([area, 'list', ['all', 'customer'].includes(reachOf(role, area, 'read') ?? '-')]);
    }
  });

  it('given grants of a generated area (beyond the policy table), should allow exactly those there and nothing in another', async () => {
    const grants = { ...grantsOf('UNIT_ADMIN'), vehicles: { read: 'all' } };
    server.use(http.get(testUrl('session.grants'), () => HttpResponse.json({ role: 'UNIT_ADMIN', customerUid: TEST_CUSTOMER_UID, grants })));
    const { result } = renderHook(() => useGrants(), { wrapper: providerWith() });
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(result.current.canList('vehicles')).toBe(true);
    expect(result.current.can('vehicles', 'create')).toBe(false);
    expect(result.current.canList('boats')).toBe(false);
  });

  it('given a service without the endpoint (404), should allow everything and ask only once in the session', async () => {
    let asked = 0;
    server.use(
      http.get(testUrl('session.grants'), () => {
        asked += 1;
        return HttpResponse.json({ statusCode: 404, error: 'Not Found', message: 'Route GET /user/grants not found' }, { status: 404 });
      }),
    );
    const wrapper = providerWith();
    const first = renderHook(() => useGrants(), { wrapper });
    await waitFor(() => expect(first.result.current.isPending).toBe(false));
    expect(first.result.current.grants).toBeNull();
    for (const area of AREAS) {
      expect(first.result.current.canList(area)).toBe(true);
      for (const action of ACTIONS) expect(first.result.current.can(area, action)).toBe(true);
    }

    // Another screen asking later gets the kept answer, without a second request.
    const second = renderHook(() => useGrants(), { wrapper });
    expect(second.result.current.isPending).toBe(false);
    expect(second.result.current.can('hydrants', 'delete')).toBe(true);
    expect(asked).toBe(1);
  });
});

describe('useAreaCan', () => {
  it('given no policy area around it (a feature on its own), should allow everything and ask nothing', () => {
    // No handler: a request would fail the test (unhandled).
    const { result } = renderHook(() => useAreaCan('delete'), { wrapper: providerWith() });
    expect(result.current).toBe(true);
  });

  it('given the area of a UNIT_ADMIN, should allow reading hydrants but not deleting them', async () => {
    server.use(http.get(testUrl('session.grants'), () => HttpResponse.json({ role: 'UNIT_ADMIN', customerUid: TEST_CUSTOMER_UID, grants: grantsOf('UNIT_ADMIN') })));
    const { result } = renderHook(() => ({ read: useAreaCan('read'), delete: useAreaCan('delete') }), { wrapper: providerWith('hydrants') });
    await waitFor(() => expect(result.current.delete).toBe(false));
    expect(result.current.read).toBe(true);
  });
});
