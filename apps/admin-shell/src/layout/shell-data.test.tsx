import { TestDataAccessProvider, createTestQueryClient, createTestServer, testUrl, type TestDataAccessProviderProps } from '@rescue-admin/data-access/testing';
import { theSignedInUser } from '@rescue-admin/api-contract/testing';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useActiveMissions, useCurrentUser } from './shell-data';

const server = createTestServer();
beforeAll(() => server.listen());
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());

const wrapper =
  (props: Partial<TestDataAccessProviderProps> = {}) =>
  ({ children }: { children: ReactNode }) => (
    <TestDataAccessProvider queryClient={createTestQueryClient()} {...props}>
      {children}
    </TestDataAccessProvider>
  );

describe('useCurrentUser', () => {
  it('should look up the signed-in user by uid', async () => {
    const asked: string[] = [];
    server.use(
      http.get(testUrl('user.lookup'), ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('userUid') ?? '');
        return HttpResponse.json(theSignedInUser());
      }),
    );
    const { result } = renderHook(() => useCurrentUser(), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.data).toEqual(theSignedInUser()));
    expect(asked).toEqual(['erika-mustermann']);
  });

  it('given no ID token yet, should not ask the user service', () => {
    const asked = vi.fn();
    server.events.on('request:start', asked);
    const { result } = renderHook(() => useCurrentUser(), { wrapper: wrapper({ tokenAvailable: false }) });
    expect(result.current.fetchStatus).toBe('idle');
    expect(asked).not.toHaveBeenCalled();
  });
});

describe('useActiveMissions', () => {
  it('given no customer yet, should not ask the mission service', () => {
    const { result } = renderHook(() => useActiveMissions(null), { wrapper: wrapper() });
    expect(result.current.fetchStatus).toBe('idle');
  });
});
