import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { HYDRANTS } from '@rescue-admin/api-contract';
import { useAuth } from '@rescue-admin/session';
import { createEntity, useApiClients } from '../index';

const hydrantQueries = createEntity(HYDRANTS).queries;
import { TestDataAccessProvider, createTestQueryClient, createTestServer, testUrl, TEST_TOKEN, type TestDataAccessProviderProps } from '../testing';
import { aHydrant } from '@rescue-admin/api-contract/testing';

const server = createTestServer();
beforeAll(() => server.listen());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const render = (props: Partial<TestDataAccessProviderProps> = {}) =>
  renderHook(() => ({ auth: useAuth(), clients: useApiClients() }), {
    wrapper: ({ children }: { children: ReactNode }) => <TestDataAccessProvider {...props}>{children}</TestDataAccessProvider>,
  });

describe('TestDataAccessProvider', () => {
  it('should provide a signed-in session whose real clients send the test token', async () => {
    let authorization: string | null = null;
    server.use(
      http.get(testUrl('hydrant.all'), ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json([]);
      }),
    );
    const { result } = render();
    expect(result.current.auth).toMatchObject({ status: 'signed-in', user: { uid: 'erika-mustermann' } });
    await result.current.clients.base?.get('hydrant/all/');
    expect(authorization).toBe(`Bearer ${TEST_TOKEN}`);
  });

  it('given a failing sign-in answer, should stay signed out and hand the reason on', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = render({ initialStatus: 'signed-out', signIn: () => ({ ok: false, reason: 'too-many-requests' }) });
    expect(result.current.clients.base).toBeNull();
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.auth.signIn('admin@example.org', 'falsch');
    });
    expect(outcome).toEqual({ ok: false, reason: 'too-many-requests' });
    expect(result.current.auth.status).toBe('signed-out');
  });

  it('should sign in, and on sign-out drop the clients and the cached data', async () => {
    server.use(http.get(testUrl('hydrant.all'), () => HttpResponse.json([aHydrant()])));
    const queryClient = createTestQueryClient();
    const { result } = renderHook(() => ({ auth: useAuth(), clients: useApiClients() }), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <TestDataAccessProvider initialStatus="signed-out" queryClient={queryClient}>
          {children}
        </TestDataAccessProvider>
      ),
    });
    await act(() => result.current.auth.signIn('admin@example.org', 'Feuerwehr112!'));
    expect(result.current.auth.status).toBe('signed-in');
    await expect(queryClient.fetchQuery(hydrantQueries.list())).resolves.toHaveLength(1);

    await act(() => result.current.auth.signOut());
    expect(result.current.auth).toMatchObject({ status: 'signed-out', user: null });
    expect(result.current.clients).toEqual({ user: null, base: null, mission: null });
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
