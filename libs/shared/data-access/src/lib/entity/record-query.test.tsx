/**
 * `recordQuery`: one GET of the table that belongs to no entity (the dashboard's figures), keyed by
 * the endpoint's name, throwing on failure, and refetched after every successful write.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { MATERIALS, SUMMARY_ENDPOINTS, type DashboardSummary } from '@rescue-admin/api-contract';
import { errorReasonOf } from '../http/errors';
import { createAppQueryClient } from '../query/query-client';
import { TestDataAccessProvider, createTestServer, testUrl } from '../../testing';
import { createEntity, recordQuery } from './create-entity';

const server = createTestServer();
beforeAll(() => server.listen());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const summary = (materials: number): DashboardSummary => ({
  counts: { users: 2, customers: 1, stagingRooms: 3, hydrants: 1234, beacons: 4, gateways: 2, materials, qualifications: 5, blueprints: 2 },
  hydrantsByType: [{ value: 'UNTERFLURHYDRANT', count: 1000 }],
  hydrantsByDiameter: [{ value: 'MM_150', count: 1234 }],
  syncFreshness: { beacons: { recent: 1, older: 2, never: 1 }, gateways: { recent: 2, older: 0, never: 0 } },
  standardLoads: { blueprints: 2, withLoad: 1, lines: 4 },
  inspections: null,
  latestChanges: [],
});

const materialApi = createEntity(MATERIALS);
const figuresQuery = () => ({ ...recordQuery(SUMMARY_ENDPOINTS['summary.get']), retry: false });

let queryClient: QueryClient;
const errorHandler = vi.fn();
beforeEach(() => {
  // The app's own client: its MutationCache refreshes `refreshAfterWrites` queries after every write.
  queryClient = createAppQueryClient({ onQueryError: errorHandler, onMutationError: errorHandler });
  errorHandler.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

const wrapper = ({ children }: { children: ReactNode }) => <TestDataAccessProvider queryClient={queryClient}>{children}</TestDataAccessProvider>;

describe('recordQuery', () => {
  it('given a successful write of this client, should fetch the record again', async () => {
    let materials = 7;
    server.use(
      http.get(testUrl('summary.get'), () => HttpResponse.json(summary(materials))),
      http.post(testUrl('material.create'), () => HttpResponse.json({ uid: 'm-1', name: 'Kübelspritze' }, { status: 201 })),
      http.get(testUrl('material.all'), () => HttpResponse.json([])),
    );
    const figures = renderHook(() => useQuery(figuresQuery()), { wrapper });
    await waitFor(() => expect(figures.result.current.data?.counts.materials).toBe(7));

    const create = renderHook(() => materialApi.useCreate(), { wrapper });
    materials = 8;
    await act(async () => {
      await create.result.current.mutateAsync({ name: 'Kübelspritze' });
    });

    await waitFor(() => expect(figures.result.current.data?.counts.materials).toBe(8));
  });

  it('given a failed write, should leave the record as it was', async () => {
    let calls = 0;
    server.use(
      http.get(testUrl('summary.get'), () => {
        calls += 1;
        return HttpResponse.json(summary(7));
      }),
      http.post(testUrl('material.create'), () => HttpResponse.json({ error: 'taken' }, { status: 409 })),
    );
    const figures = renderHook(() => useQuery(figuresQuery()), { wrapper });
    await waitFor(() => expect(figures.result.current.data?.counts.materials).toBe(7));

    const create = renderHook(() => materialApi.useCreate(), { wrapper });
    await act(async () => {
      await create.result.current.mutateAsync({ name: 'Kübelspritze' }).catch(() => undefined);
    });

    expect(calls).toBe(1);
    expect(queryClient.getQueryState(figuresQuery().queryKey)?.isInvalidated).toBe(false);
  });

  it('given a 403, should fail with the reason „forbidden“', async () => {
    server.use(http.get(testUrl('summary.get'), () => HttpResponse.json({ error: 'forbidden' }, { status: 403 })));
    const figures = renderHook(() => useQuery(figuresQuery()), { wrapper });

    await waitFor(() => expect(figures.result.current.isError).toBe(true));
    expect(errorReasonOf(figures.result.current.error)).toBe('forbidden');
  });
});
