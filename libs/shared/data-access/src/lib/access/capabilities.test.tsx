/**
 * What the service offers, learned per session without configuration: `session.grants` answering
 * 404 means SPEC.md only; an extension answering an unknown route's 404 is absent; absent
 * extensions are not asked again; the next session starts knowing nothing.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, render, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { QueryClient } from '@tanstack/react-query';
import { ENDPOINTS, HYDRANTS, grantsOf } from '@rescue-admin/api-contract';
import { TEST_CUSTOMER_UID } from '@rescue-admin/api-contract/testing';
import { TestDataAccessProvider, createTestQueryClient, createTestServer, specOnlyHandlers, testUrl, unknownRouteResponse } from '../../testing';
import { createEntity, recordQuery } from '../entity/create-entity';
import { errorReasonOf } from '../http/errors';
import { createAppQueryClient } from '../query/query-client';
import { grantsQuery } from './grants';
import { ExtensionAbsentError, capabilityOf, learnEndpointAbsent, useCapability } from './capabilities';

const server = createTestServer();
beforeAll(() => server.listen());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const hydrantApi = createEntity(HYDRANTS);
const HISTORY = ENDPOINTS['hydrant.history'];
const SUMMARY = ENDPOINTS['summary.get'];

/** A session bound to `queryClient` (the provider binds its HTTP clients during render). */
function session(queryClient: QueryClient = createTestQueryClient()) {
  render(<TestDataAccessProvider queryClient={queryClient}>{null}</TestDataAccessProvider>);
  return queryClient;
}

const grantsAnswer = () => HttpResponse.json({ role: 'ADMIN', customerUid: TEST_CUSTOMER_UID, grants: grantsOf('ADMIN') });

describe('capabilities', () => {
  it('given nothing answered yet, should know nothing of extensions and count the spec endpoints as present', () => {
    const queryClient = session();
    expect(capabilityOf(queryClient, HISTORY)).toBe('unknown');
    expect(capabilityOf(queryClient, ENDPOINTS['hydrant.all'])).toBe('present');
  });

  it('given a spec-only service (grants answer 404), should mark every extension absent and never send one', async () => {
    const calls = new Map<string, number>();
    server.use(...specOnlyHandlers(calls));
    const queryClient = session();
    const { result } = renderHook(() => useCapability(HISTORY), { wrapper: ({ children }) => <TestDataAccessProvider queryClient={queryClient}>{children}</TestDataAccessProvider> });
    expect(result.current).toBe('unknown');

    await expect(queryClient.fetchQuery(grantsQuery())).resolves.toEqual({ offered: false });

    await waitFor(() => expect(result.current).toBe('absent'));
    expect(capabilityOf(queryClient, SUMMARY)).toBe('absent');
    expect(capabilityOf(queryClient, ENDPOINTS['hydrant.update'])).toBe('present');
    await expect(queryClient.fetchQuery(hydrantApi.queries.history('h-1'))).rejects.toBeInstanceOf(ExtensionAbsentError);
    expect(calls.get(HISTORY.name)).toBeUndefined();
    expect(calls.get('session.grants')).toBe(1);
  });

  it('given a full service whose one extension answers an unknown route, should mark that one absent and not ask it again', async () => {
    let asked = 0;
    server.use(
      http.get(testUrl('session.grants'), grantsAnswer),
      http.get(testUrl(HISTORY), ({ request }) => {
        asked += 1;
        return unknownRouteResponse(request.method, request.url);
      }),
    );
    const queryClient = session();
    await queryClient.fetchQuery(grantsQuery());
    expect(capabilityOf(queryClient, HISTORY)).toBe('present');

    const first = await queryClient.fetchQuery(hydrantApi.queries.history('h-1')).catch((error: unknown) => error);
    expect(first).toBeInstanceOf(ExtensionAbsentError);
    expect(capabilityOf(queryClient, HISTORY)).toBe('absent');
    expect(capabilityOf(queryClient, SUMMARY)).toBe('present');

    await expect(queryClient.fetchQuery(hydrantApi.queries.history('h-2'))).rejects.toBeInstanceOf(ExtensionAbsentError);
    expect(asked).toBe(1);
  });

  it('given an extension answering the API 404 for a record (fieldErrors), should keep the endpoint present and fail as ever', async () => {
    server.use(
      http.get(testUrl('session.grants'), grantsAnswer),
      http.get(testUrl(SUMMARY), () => HttpResponse.json({ statusCode: 404, error: 'Not Found', message: 'Customer not found', fieldErrors: { customerUid: 'not_found' } }, { status: 404 })),
    );
    const queryClient = session();
    await queryClient.fetchQuery(grantsQuery());
    const error = await queryClient.fetchQuery(recordQuery(SUMMARY)).catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(ExtensionAbsentError);
    expect(errorReasonOf(error)).toBe('notFound');
    expect(capabilityOf(queryClient, SUMMARY)).toBe('present');
  });

  it('given the session ends (the cache is cleared), should start the next one knowing nothing', async () => {
    server.use(...specOnlyHandlers());
    const queryClient = session();
    await queryClient.fetchQuery(grantsQuery());
    expect(capabilityOf(queryClient, HISTORY)).toBe('absent');
    queryClient.clear();
    expect(capabilityOf(queryClient, HISTORY)).toBe('unknown');
  });

  it('given an absent extension, should neither retry nor report it as an error', async () => {
    let asked = 0;
    server.use(
      http.get(testUrl('session.grants'), grantsAnswer),
      http.get(testUrl(SUMMARY), ({ request }) => {
        asked += 1;
        return unknownRouteResponse(request.method, request.url);
      }),
    );
    const onQueryError = vi.fn();
    const queryClient = session(createAppQueryClient({ onQueryError }));
    await expect(queryClient.fetchQuery(recordQuery(SUMMARY))).rejects.toBeInstanceOf(ExtensionAbsentError);
    expect(asked).toBe(1);
    expect(onQueryError).not.toHaveBeenCalled();
  });

  it('given an endpoint outside the table learned absent (the live stream), should mark that one absent and no other', () => {
    const queryClient = session();
    const LIVE = { name: 'live.events', extension: true } as const;
    const { result } = renderHook(() => useCapability(LIVE), { wrapper: ({ children }) => <TestDataAccessProvider queryClient={queryClient}>{children}</TestDataAccessProvider> });
    expect(result.current).toBe('unknown');

    act(() => learnEndpointAbsent(queryClient, LIVE.name));

    expect(result.current).toBe('absent');
    expect(capabilityOf(queryClient, HISTORY)).toBe('unknown');
  });
});
