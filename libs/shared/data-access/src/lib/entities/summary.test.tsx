import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import type { DashboardSummary } from '@rescue-admin/api-contract';
import { createAppQueryClient, isSummaryRefused, useCreateMaterial, useDashboardSummary } from '../../index';
import { TestDataAccessProvider, createTestServer, testUrl } from '../../testing';

const server = createTestServer();
beforeAll(() => server.listen());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const summary = (materials: number): DashboardSummary => ({
  counts: { users: 2, customers: 1, stagingRooms: 3, hydrants: 1234, beacons: 4, gateways: 2, materials, qualifications: 5, blueprints: 2 },
  hydrantsByType: [{ value: 'UNTERFLUR', count: 1000 }],
  hydrantsByDiameter: [{ value: 'DN100', count: 1234 }],
  syncFreshness: { beacons: { recent: 1, older: 2, never: 1 }, gateways: { recent: 2, older: 0, never: 0 } },
  standardLoads: { blueprints: 2, withLoad: 1, lines: 4 },
  latestChanges: [],
});

let queryClient: QueryClient;
const errorHandler = vi.fn();
beforeEach(() => {
  // The app's own client: its MutationCache refreshes the figures after every write.
  queryClient = createAppQueryClient({ onQueryError: errorHandler, onMutationError: errorHandler });
  queryClient.setDefaultOptions({ ...queryClient.getDefaultOptions(), queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  errorHandler.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

const wrapper = ({ children }: { children: ReactNode }) => <TestDataAccessProvider queryClient={queryClient}>{children}</TestDataAccessProvider>;

describe('useDashboardSummary', () => {
  it('given a successful write of this client, should fetch the figures again', async () => {
    let materials = 7;
    server.use(
      http.get(testUrl('summary.get'), () => HttpResponse.json(summary(materials))),
      http.post(testUrl('material.create'), () => HttpResponse.json({ uid: 'm-1', name: 'Kübelspritze' }, { status: 201 })),
      http.get(testUrl('material.all'), () => HttpResponse.json([])),
    );
    const figures = renderHook(() => useDashboardSummary(), { wrapper });
    await waitFor(() => expect(figures.result.current.data?.counts.materials).toBe(7));

    const create = renderHook(() => useCreateMaterial(), { wrapper });
    materials = 8;
    await act(async () => {
      await create.result.current.mutateAsync({ name: 'Kübelspritze' });
    });

    await waitFor(() => expect(figures.result.current.data?.counts.materials).toBe(8));
  });

  it('given a user without admin rights (403), should report it as refused, not to the shell', async () => {
    server.use(http.get(testUrl('summary.get'), () => HttpResponse.json({ error: 'forbidden' }, { status: 403 })));
    const figures = renderHook(() => useDashboardSummary(), { wrapper });

    await waitFor(() => expect(figures.result.current.isError).toBe(true));
    expect(isSummaryRefused(figures.result.current.error)).toBe(true);
    expect(errorHandler).not.toHaveBeenCalled();
  });

  it('given a server error, should fail without calling it refused', async () => {
    server.use(http.get(testUrl('summary.get'), () => HttpResponse.json({ error: 'internal' }, { status: 500 })));
    const figures = renderHook(() => useDashboardSummary(), { wrapper });

    await waitFor(() => expect(figures.result.current.isError).toBe(true));
    expect(isSummaryRefused(figures.result.current.error)).toBe(false);
  });
});
