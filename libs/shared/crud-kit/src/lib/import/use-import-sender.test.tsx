import { MATERIAL_ENDPOINTS } from '@rescue-admin/api-contract';
import { ExtensionAbsentError } from '@rescue-admin/data-access';
import { TestDataAccessProvider, createTestQueryClient, createTestServer, testUrl, unknownRouteResponse } from '@rescue-admin/data-access/testing';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useImportSender, type ImportTarget } from './use-import-sender';

const server = createTestServer();
beforeAll(() => server.listen());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const LISTS = ['materials', 'list'];
const TARGET: ImportTarget = { create: MATERIAL_ENDPOINTS['material.create'], bulkCreate: MATERIAL_ENDPOINTS['material.bulkCreate'], bulkList: 'materials', lists: LISTS };

function setup() {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <TestDataAccessProvider queryClient={queryClient}>{children}</TestDataAccessProvider>;
  const sent: { url: string; body: unknown; key: string | null }[] = [];
  const record = async (request: Request) => sent.push({ url: request.url, body: await request.json(), key: request.headers.get('Idempotency-Key') });
  return { queryClient, sent, record, hook: renderHook(() => useImportSender(TARGET), { wrapper }) };
}

describe('useImportSender', () => {
  it('should send a batch under the bulk create’s list and one record to the create, each with its key', async () => {
    const { sent, record, hook } = setup();
    server.use(
      http.post(testUrl('material.bulkCreate'), async ({ request }) => (await record(request), HttpResponse.json({ created: ['m-1', 'm-2'] }))),
      http.post(testUrl('material.create'), async ({ request }) => (await record(request), HttpResponse.json({ uid: 'm-3', name: 'Kübel', createDate: '2026-01-01T00:00:00Z', lastUpdate: '2026-01-01T00:00:00Z' }, { status: 201 }))),
    );
    await hook.result.current.sendBatch?.([{ name: 'Sprungpolster' }, { name: 'Leiter' }], 'key-batch-1');
    await hook.result.current.createOne({ name: 'Kübel' }, 'key-row-3');
    expect(sent).toEqual([
      { url: testUrl('material.bulkCreate'), body: { materials: [{ name: 'Sprungpolster' }, { name: 'Leiter' }] }, key: 'key-batch-1' },
      { url: testUrl('material.create'), body: { name: 'Kübel' }, key: 'key-row-3' },
    ]);
  });

  it('given the service has no bulk create, should offer no batch sender once it answered so', async () => {
    const { hook } = setup();
    server.use(http.post(testUrl('material.bulkCreate'), ({ request }) => unknownRouteResponse(request.method, request.url)));
    await expect(hook.result.current.sendBatch?.([{ name: 'Leiter' }], 'key-batch-1')).rejects.toBeInstanceOf(ExtensionAbsentError);
    await waitFor(() => expect(hook.result.current.sendBatch).toBeUndefined());
  });

  it('should mark the area’s lists stale after an import', () => {
    const { queryClient, hook } = setup();
    queryClient.setQueryData([...LISTS, {}], []);
    hook.result.current.onImported();
    expect(queryClient.getQueryState([...LISTS, {}])?.isInvalidated).toBe(true);
  });
});
