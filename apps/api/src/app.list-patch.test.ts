import { BULK_LIMIT, type EndpointName, type Hydrant, type StagingRoom } from '@rescue-admin/api-contract';
import type { LightMyRequestResponse } from 'fastify';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PATCHED_ROWS } from './lists/list-patch';
import { VALID_REQUESTS } from './test/samples';
import { createTestApi, type TestApi } from './test/test-api';

/**
 * The list cache per area, over HTTP: a write of another area leaves a kept list as it is, a
 * write of the list's own area patches it — to exactly the answer (bytes and ETag) that reading
 * the list afresh gives. `fresh` is a second app on the same database whose cache is empty.
 */
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const source = (response: LightMyRequestResponse) => /^list;desc=(\w+);dur=/.exec(String(response.headers['server-timing']))?.[1];

/** The list through the app under test, then the same list read afresh by a new app on the same database. */
async function listAndFresh(name: EndpointName, token?: string) {
  const kept = await api.call(name, token ? { token } : {});
  const fresh = await createTestApi({ db: api.db });
  try {
    const rebuilt = await fresh.call(name, token ? { token } : {});
    expect(source(rebuilt)).toBe('rebuilt');
    return { kept, rebuilt };
  } finally {
    await fresh.close();
  }
}

const create = async (body: Record<string, unknown>) => (await api.call('hydrant.create', { body: { ...VALID_REQUESTS['hydrant.create'].body, ...body } })).json<string>();

describe('a kept hydrant list', () => {
  it('stays in place when another area is written', async () => {
    const first = await api.call('hydrant.all');
    expect((await api.call('material.create', { body: { name: 'Kübelspritze Listentest' } })).statusCode).toBe(201);
    const again = await api.call('hydrant.all');
    expect(source(again)).toBe('hit');
    expect(again.headers.etag).toBe(first.headers.etag);
  });

  it('is patched by a hydrant create, rename and delete: the row appears, moves and goes in the list’s order, same bytes and ETag as a fresh read', async () => {
    await api.call('hydrant.all');
    const uid = await create({ name: 'H-000 Listenanfang' });
    const { kept: created, rebuilt } = await listAndFresh('hydrant.all');
    expect(source(created)).toBe('patched');
    expect(created.json<Hydrant[]>()[0]?.uid).toBe(uid);
    expect(created.body).toBe(rebuilt.body);
    expect(created.headers.etag).toBe(rebuilt.headers.etag);

    const row = created.json<Hydrant[]>()[0] as Hydrant;
    expect((await api.call('hydrant.update', { body: { hydrant: { ...row, name: 'H-0245 Listenmitte' } } })).statusCode).toBe(200);
    const moved = await listAndFresh('hydrant.all');
    expect(source(moved.kept)).toBe('patched');
    const names = moved.kept.json<Hydrant[]>().map((h) => h.name);
    const at = names.indexOf('H-0245 Listenmitte');
    expect(at).toBeGreaterThan(0);
    expect(names.slice(at - 1, at + 2)).toEqual([...names.slice(at - 1, at + 2)].sort((x, y) => (x < y ? -1 : 1)));
    expect(moved.kept.body).toBe(moved.rebuilt.body);
    expect(moved.kept.headers.etag).toBe(moved.rebuilt.headers.etag);

    expect((await api.call('hydrant.delete', { query: { hydrantUid: uid, ...(await api.readAt('hydrant.delete', uid)) } })).statusCode).toBe(200);
    const deleted = await listAndFresh('hydrant.all');
    expect(source(deleted.kept)).toBe('patched');
    expect(deleted.kept.json<Hydrant[]>().map((h) => h.uid)).not.toContain(uid);
    expect(deleted.kept.body).toBe(deleted.rebuilt.body);
  });

  it('is patched by several writes at once, ending at the top, the bottom and between rows', async () => {
    await api.call('hydrant.all');
    const uids = [await create({ name: 'A-001 ganz oben' }), await create({ name: 'H-0011 dazwischen' }), await create({ name: 'ZZZ ganz unten' })];
    const { kept, rebuilt } = await listAndFresh('hydrant.all');
    expect(source(kept)).toBe('patched');
    const order = kept.json<Hydrant[]>().map((h) => h.uid);
    expect(order[0]).toBe(uids[0]);
    expect(order.at(-1)).toBe(uids[2]);
    expect(kept.body).toBe(rebuilt.body);
  });

  it('shows an update that changed no field (its lastUpdate did)', async () => {
    const [row] = (await api.call('hydrant.all')).json<Hydrant[]>();
    const updated = (await api.call('hydrant.update', { body: { hydrant: row } })).json<Hydrant>();
    const after = await api.call('hydrant.all');
    expect(source(after)).toBe('patched');
    expect(after.json<Hydrant[]>()[0]?.lastUpdate).toBe(updated.lastUpdate);
  });

  it('is patched by an inspection (the hydrant’s row, with its new status), rebuilt by a change of the register’s cycle', async () => {
    const uid = await create({ name: 'H-Listentest Prüfung' });
    await api.call('hydrant.all');
    const inspection = await api.call('inspection.create', { body: { hydrantUid: uid, inspectedAt: '2026-01-05T10:00:00.000Z', result: 'AUSSER_BETRIEB', defects: ['UNDICHT'] } });
    expect(inspection.statusCode, inspection.body).toBe(201);
    const inspected = await listAndFresh('hydrant.all');
    expect(source(inspected.kept)).toBe('patched');
    expect(inspected.kept.body).toBe(inspected.rebuilt.body);
    expect(inspected.kept.json<Hydrant[]>().find((row) => row.uid === uid)).toMatchObject({ inspectionStatus: 'AUSSER_BETRIEB', statusDefects: ['UNDICHT'] });

    expect((await api.call('inspection.updateSettings', { body: { intervalMonths: 48 } })).statusCode).toBe(200);
    const recycled = await listAndFresh('hydrant.all');
    expect(source(recycled.kept)).toBe('rebuilt');
    expect(recycled.kept.json<Hydrant[]>().find((row) => row.uid === uid)?.nextInspection).toBe('2030-01-05T10:00:00.000Z');
    expect((await api.call('inspection.updateSettings', { body: { intervalMonths: 12 } })).statusCode).toBe(200);
  });

  it('is read afresh after a bulk import of more rows than a patch takes', async () => {
    await api.call('hydrant.all');
    const hydrants = Array.from({ length: Math.min(BULK_LIMIT, MAX_PATCHED_ROWS + 1) }, (_, i) => ({
      ...VALID_REQUESTS['hydrant.create'].body,
      name: `I-${String(i).padStart(4, '0')} Import`,
    }));
    expect((await api.call('hydrant.bulkCreate', { body: { hydrants } })).statusCode).toBe(200);
    const { kept, rebuilt } = await listAndFresh('hydrant.all');
    expect(source(kept)).toBe('rebuilt');
    expect(kept.body).toBe(rebuilt.body);
  });
});

describe('a kept list of thousands of rows (kept in blocks)', () => {
  it('is patched in the blocks a write touches, also when a block grows past twice its size; the gzip answer decodes to the same list', async () => {
    const imported = (prefix: string, count: number) =>
      Array.from({ length: count }, (_, i) => ({ ...VALID_REQUESTS['hydrant.create'].body, name: `${prefix}-${String(i).padStart(4, '0')}` }));
    for (const prefix of ['K1', 'K2', 'K3']) expect((await api.call('hydrant.bulkCreate', { body: { hydrants: imported(prefix, BULK_LIMIT) } })).statusCode).toBe(200);
    expect(source(await api.call('hydrant.all'))).toBe('rebuilt');

    // Three imports small enough to patch, all landing inside one block, which grows past twice its size.
    for (const prefix of ['K2-0500a', 'K2-0500b', 'K2-0500c']) {
      expect((await api.call('hydrant.bulkCreate', { body: { hydrants: imported(prefix, 400) } })).statusCode).toBe(200);
      expect(source(await api.call('hydrant.all'))).toBe('patched');
    }
    const uid = await create({ name: 'K3-0999z ans Ende von K3' });
    const { kept, rebuilt } = await listAndFresh('hydrant.all');
    expect(source(kept)).toBe('patched');
    expect(kept.json<Hydrant[]>().some((h) => h.uid === uid)).toBe(true);
    expect(kept.body).toBe(rebuilt.body);
    expect(kept.headers.etag).toBe(rebuilt.headers.etag);

    const zipped = await api.call('hydrant.all', { headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(kept.body);
  });
});

describe('a UNIT_ADMIN’s kept list', () => {
  it('takes in writes inside their customer and nothing of another customer’s, also when a row leaves the scope', async () => {
    const unitAdmin = await api.signUpAs('UNIT_ADMIN', 'fw-musterstadt');
    const token = unitAdmin.idToken;
    const rooms = async () => {
      const { kept, rebuilt } = await listAndFresh('staging.all', token);
      expect(kept.body).toBe(rebuilt.body);
      expect(kept.headers.etag).toBe(rebuilt.headers.etag);
      return { source: source(kept), uids: kept.json<StagingRoom[]>().map((room) => room.uid) };
    };
    await api.call('staging.all', { token });
    const body = VALID_REQUESTS['staging.create'].body;

    const own = (await api.call('staging.create', { body: { ...body, name: 'BR Listentest eigen' } })).json<string>();
    const other = (await api.call('staging.create', { body: { ...body, name: 'BR Listentest fremd', customerUid: 'ff-beispielhausen' } })).json<string>();
    const afterCreates = await rooms();
    expect(afterCreates.source).toBe('patched');
    expect(afterCreates.uids).toContain(own);
    expect(afterCreates.uids).not.toContain(other);

    const stored = (await api.call('staging.all')).json<StagingRoom[]>().find((room) => room.uid === own) as StagingRoom;
    expect((await api.call('staging.update', { body: { ...stored, customerUid: 'ff-beispielhausen' } })).statusCode).toBe(200);
    const afterMove = await rooms();
    expect(afterMove.source).toBe('patched');
    expect(afterMove.uids).not.toContain(own);
  });
});

describe('a kept customer list', () => {
  it('loses a deleted customer (its missions go with it by cascade)', async () => {
    const uid = (await api.call('customer.create', { body: { ...VALID_REQUESTS['customer.create'].body, kennung: 'LT-1', name: 'Listentest' } })).json<string>();
    expect((await api.call('mission.generate', { body: { customerUid: uid } })).statusCode).toBe(201);
    expect((await api.call('customer.all')).json<{ uid: string }[]>().map((c) => c.uid)).toContain(uid);
    expect((await api.call('customer.delete', { query: { customerUid: uid, ...(await api.readAt('customer.delete', uid)) } })).statusCode).toBe(200);
    const { kept, rebuilt } = await listAndFresh('customer.all');
    expect(source(kept)).toBe('patched');
    expect(kept.json<{ uid: string }[]>().map((c) => c.uid)).not.toContain(uid);
    expect(kept.body).toBe(rebuilt.body);
  });
});
