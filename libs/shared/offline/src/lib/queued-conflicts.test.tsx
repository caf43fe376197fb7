/**
 * Issue 41: a change that waited for the connection and is refused, once sent, because a
 * colleague changed the record meanwhile (409 `stale`) is not lost in a notice: it is listed
 * with who changed the record, and can be saved anyway on the current version or let go.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { HYDRANTS } from '@rescue-admin/api-contract';
import { aHydrant } from '@rescue-admin/api-contract/testing';
import { createEntity, useSendTracker } from '@rescue-admin/data-access';
import { TestDataAccessProvider, createTestQueryClient, createTestServer, testUrl } from '@rescue-admin/data-access/testing';
import { OfflineData } from './offline-data';
import { memoryStores } from './offline-store';
import { isQueuedConflict, onCurrentVersion, ownChangeStored, useQueuedConflicts } from './queued-conflicts';

const hydrantApi = createEntity(HYDRANTS);
const hydrant = aHydrant({ uid: 'h-1', name: 'H-001 Mühlenweg', lastUpdate: new Date('2026-11-26T13:32:00.000Z') });
const { createDate: _created, ...editable } = hydrant;
const CHANGED_AT = '2026-11-27T08:15:00.000Z';

const server = createTestServer();
beforeAll(() => server.listen());
afterEach(() => {
  server.resetHandlers();
  onlineManager.setOnline(true);
});
afterAll(() => server.close());

/** What the API received, in order; the first update is refused as stale, later ones are stored. */
let updates: { hydrant: Record<string, unknown> }[];
beforeEach(() => {
  updates = [];
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  server.use(
    http.get(testUrl('hydrant.all'), () => HttpResponse.json([hydrant])),
    http.post(testUrl('hydrant.update'), async ({ request }) => {
      const body = (await request.json()) as { hydrant: Record<string, unknown> };
      updates.push(body);
      if (body.hydrant.lastUpdate !== CHANGED_AT) {
        return HttpResponse.json(
          { statusCode: 409, error: 'Conflict', code: 'stale', message: 'Der Eintrag wurde inzwischen geändert.', changedBy: { uid: 'max', name: 'Max Muster', at: CHANGED_AT }, current: { ...hydrant, name: 'H-001 von Max', lastUpdate: CHANGED_AT } },
          { status: 409 },
        );
      }
      return HttpResponse.json({ ...body.hydrant, lastUpdate: '2026-11-27T09:00:00.000Z' });
    }),
  );
});

function openPage(): { queryClient: QueryClient; wrapper: (props: { children: ReactNode }) => ReactNode } {
  const queryClient = createTestQueryClient();
  const stores = memoryStores();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestDataAccessProvider queryClient={queryClient}>
      <OfflineData stores={stores}>{children}</OfflineData>
    </TestDataAccessProvider>
  );
  return { queryClient, wrapper };
}

/** Saves the hydrant offline (from a form that shows its own errors, if `tracked`), then comes back online. */
async function saveOfflineThenOnline(tracked: boolean) {
  const page = openPage();
  const view = renderHook(() => ({ update: hydrantApi.useUpdate(), send: useSendTracker(), ...useQueuedConflicts() }), { wrapper: page.wrapper });
  await waitFor(() => expect(view.result.current).not.toBeNull());
  onlineManager.setOnline(false);
  const save = () => view.result.current.update.mutateAsync({ ...editable, name: 'H-001 Neu' });
  act(() => void (tracked ? view.result.current.send.run(save) : save()).catch(() => undefined));
  await waitFor(() => expect(page.queryClient.getMutationCache().getAll()[0]?.state.isPaused).toBe(true));
  return { page, view };
}

describe('a change that waited and was refused as stale', () => {
  it('should be listed with who changed the record, and not as a notice', async () => {
    const { page, view } = await saveOfflineThenOnline(false);
    act(() => onlineManager.setOnline(true));

    await waitFor(() => expect(view.result.current.conflicts).toEqual([{ id: expect.any(Number), area: 'hydrants', kind: 'update', name: 'H-001 Neu', changedBy: expect.objectContaining({ name: 'Max Muster' }) }]));
    const [mutation] = page.queryClient.getMutationCache().getAll();
    expect(isQueuedConflict(mutation, mutation.state.error)).toBe(true);
  });

  it('given „Trotzdem speichern“, should send the same change on the current version once, and list it no more', async () => {
    const { view } = await saveOfflineThenOnline(false);
    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(view.result.current.conflicts).toHaveLength(1));

    act(() => view.result.current.saveAnyway(view.result.current.conflicts[0].id));

    await waitFor(() => expect(updates).toHaveLength(2));
    expect(updates[1].hydrant).toEqual(expect.objectContaining({ name: 'H-001 Neu', lastUpdate: CHANGED_AT }));
    await waitFor(() => expect(view.result.current.conflicts).toEqual([]));
  });

  it('given „Verwerfen“, should send nothing more and list it no more', async () => {
    const { view } = await saveOfflineThenOnline(false);
    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(view.result.current.conflicts).toHaveLength(1));

    act(() => view.result.current.discard(view.result.current.conflicts[0].id));

    await waitFor(() => expect(view.result.current.conflicts).toEqual([]));
    expect(updates).toHaveLength(1);
  });

  it('given the form that saved it is still open, should leave it to the form', async () => {
    const { view } = await saveOfflineThenOnline(true);
    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(updates).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(view.result.current.conflicts).toEqual([]);
  });
});

describe('ownChangeStored', () => {
  it('should tell a change the record already holds (sent twice) from one that met another', () => {
    const at = new Date('2026-11-27T08:15:00.000Z');
    expect(ownChangeStored({ uid: 'h-1', name: 'Neu', checked: at, lastUpdate: 'alt' }, { uid: 'h-1', name: 'Neu', checked: new Date(at), lastUpdate: 'neu', extra: 1 })).toBe(true);
    expect(ownChangeStored({ uid: 'h-1', name: 'Neu', lastUpdate: 'alt' }, { uid: 'h-1', name: 'Max', lastUpdate: 'neu' })).toBe(false);
    expect(ownChangeStored({ uid: 'h-1' }, undefined)).toBe(false);
  });
});

describe('onCurrentVersion', () => {
  it('should take the version fields the change names from the current record, and nothing else', () => {
    expect(onCurrentVersion({ uid: 'h-1', name: 'Neu', lastUpdate: 'alt' }, { uid: 'h-1', name: 'Max', lastUpdate: 'neu', version: 3 })).toEqual({ uid: 'h-1', name: 'Neu', lastUpdate: 'neu' });
    expect(onCurrentVersion({ uid: 'c-1', version: 2 }, { version: 5 })).toEqual({ uid: 'c-1', version: 5 });
    expect(onCurrentVersion(undefined, { version: 5 })).toBeUndefined();
  });
});
