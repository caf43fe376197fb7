import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, render, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { HYDRANTS } from '@rescue-admin/api-contract';
import { createEntity } from '../entity/create-entity';

const hydrantApi = createEntity(HYDRANTS);
import { TestDataAccessProvider, TEST_SESSION_USER, createTestQueryClient } from '../../testing/test-provider';
import { aHydrant } from '@rescue-admin/api-contract/testing';
import { createTestServer, testUrl, TEST_TOKEN } from '../../testing/test-server';
import { ApiProvider, useApiClients } from './api-provider';
import { useAuth, type SessionUser } from '@rescue-admin/session';
import type { TestDataAccessProviderProps } from '../../testing/test-provider';

const server = createTestServer();
beforeAll(() => server.listen());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The shell's arrangement: the session at the root, the API layer further down with its own QueryClient. */
function renderSessionWithApiLayer(queryClient: QueryClient, props: Partial<TestDataAccessProviderProps> = {}) {
  return renderHook(() => ({ auth: useAuth(), clients: useApiClients(), hydrants: useQuery(hydrantApi.queries.list()) }), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <TestDataAccessProvider sessionOnly {...props}>
        <ApiProvider queryClient={queryClient}>{children}</ApiProvider>
      </TestDataAccessProvider>
    ),
  });
}

describe('ApiProvider under a session', () => {
  it('should give its QueryClient real clients that send the session token', async () => {
    let authorization: string | null = null;
    server.use(
      http.get(testUrl('hydrant.all'), ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json([aHydrant()]);
      }),
    );
    const queryClient = createTestQueryClient();
    const { result } = renderSessionWithApiLayer(queryClient);

    await waitFor(() => expect(result.current.hydrants.data).toHaveLength(1));
    expect(authorization).toBe(`Bearer ${TEST_TOKEN}`);
    expect(queryClient.getQueryData(hydrantApi.keys.list())).toHaveLength(1);
  });

  it('given no ID token yet, should offer no clients', () => {
    const { result } = renderSessionWithApiLayer(createTestQueryClient(), { tokenAvailable: false });
    expect(result.current.auth.status).toBe('signed-in');
    expect(result.current.clients).toEqual({ user: null, base: null, mission: null });
  });

  it('should drop the cached data when the user signs out', async () => {
    server.use(http.get(testUrl('hydrant.all'), () => HttpResponse.json([aHydrant()])));
    const queryClient = createTestQueryClient();
    const { result } = renderSessionWithApiLayer(queryClient);
    await waitFor(() => expect(result.current.hydrants.data).toHaveLength(1));

    await act(() => result.current.auth.signOut());

    expect(result.current.clients).toEqual({ user: null, base: null, mission: null });
    expect(queryClient.getQueryData(hydrantApi.keys.list())).toBeUndefined();
  });

  it('should drop the cached data when another user takes over the session (e.g. signed in in another tab)', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(hydrantApi.keys.detail('cached-for-erika'), aHydrant());
    const app = (user: SessionUser) => (
      <TestDataAccessProvider sessionOnly user={user}>
        <ApiProvider queryClient={queryClient}>signed in</ApiProvider>
      </TestDataAccessProvider>
    );
    const { rerender } = render(app(TEST_SESSION_USER));
    expect(queryClient.getQueryData(hydrantApi.keys.detail('cached-for-erika'))).toBeDefined();

    rerender(app({ uid: 'max-mustermann', email: 'max@example.org' }));

    await waitFor(() => expect(queryClient.getQueryData(hydrantApi.keys.detail('cached-for-erika'))).toBeUndefined());
  });

  it('inside an existing API layer should add nothing, leaving clients and cache to the outer one', async () => {
    server.use(http.get(testUrl('hydrant.all'), () => HttpResponse.json([aHydrant(), aHydrant({ uid: 'h-2' })])));
    const outer = createTestQueryClient();
    const inner = createTestQueryClient();
    const { result } = renderHook(() => useQuery(hydrantApi.queries.list()), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <TestDataAccessProvider queryClient={outer}>
          <ApiProvider queryClient={inner}>{children}</ApiProvider>
        </TestDataAccessProvider>
      ),
    });

    await waitFor(() => expect(result.current.data).toHaveLength(2));
    expect(outer.getQueryData(hydrantApi.keys.list())).toHaveLength(2);
    expect(inner.getQueryCache().getAll()).toHaveLength(0);
  });
});

describe('useApiClients', () => {
  it('given a session without an API layer (the sign-in page), should say where it belongs', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      renderHook(() => useApiClients(), {
        wrapper: ({ children }: { children: ReactNode }) => <TestDataAccessProvider sessionOnly>{children}</TestDataAccessProvider>,
      }),
    ).toThrow('useApiClients must be used inside <ApiProvider>');
  });
});
