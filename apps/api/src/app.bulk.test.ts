import { ApiErrorBody, BULK_LIMIT, type HistoryEntry, type Hydrant, type Material } from '@rescue-admin/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from './test/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const hydrant = (i: number, overrides: Record<string, unknown> = {}) => ({
  name: `H-Import ${i} Straße`,
  description: i % 2 ? 'Unterflur vor Haus' : '',
  lon: 10 + i / 10_000,
  lat: 51 + i / 10_000,
  durchmesser: i % 3 ? 'MM_300' : 'MM_150',
  type: 'UNTERFLURHYDRANT',
  verteilerLeitung: 'RINGLEITUNG',
  ...overrides,
});
const hydrantCount = async () => Number((await api.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM hydrants`))[0]?.n);

describe('hydrant.bulkCreate', () => {
  it(`stores a whole batch of ${BULK_LIMIT} in one go, with every field and an audit entry each`, async () => {
    const before = await hydrantCount();
    const rows = Array.from({ length: BULK_LIMIT }, (_, i) => hydrant(i));
    const response = await api.call('hydrant.bulkCreate', { body: { hydrants: rows } });
    expect(response.statusCode, response.body).toBe(200);
    const { created } = response.json<{ created: string[] }>();
    expect(created).toHaveLength(BULK_LIMIT);
    expect(await hydrantCount()).toBe(before + BULK_LIMIT);
    const stored = (await api.call('hydrant.all')).json<Hydrant[]>().find((h) => h.uid === created[7]);
    expect(stored).toMatchObject(hydrant(7));
    const history = (await api.call('hydrant.history', { query: { hydrantUid: created[7] as string } })).json<HistoryEntry[]>();
    expect(history).toHaveLength(1);
    expect(history[0]?.action).toBe('create');
  });

  it('refuses the whole batch when one row is bad, naming the row and field — nothing stored', async () => {
    const before = await api.snapshot();
    const rows = [hydrant(1), hydrant(2), hydrant(3, { durchmesser: 'DN 999' }), hydrant(4, { name: '2026-01-01T00:00Z' })];
    const response = await api.call('hydrant.bulkCreate', { body: { hydrants: rows } });
    expect(response.statusCode).toBe(400);
    expect(ApiErrorBody.parse(response.json()).fieldErrors).toEqual({ 'hydrants.2.durchmesser': 'invalid_value', 'hydrants.3.name': 'date_like' });
    expect(await api.snapshot()).toBe(before);
  });

  it(`refuses more than ${BULK_LIMIT} rows, and an empty batch`, async () => {
    expect((await api.call('hydrant.bulkCreate', { body: { hydrants: Array.from({ length: BULK_LIMIT + 1 }, (_, i) => hydrant(i)) } })).statusCode).toBe(400);
    expect((await api.call('hydrant.bulkCreate', { body: { hydrants: [] } })).statusCode).toBe(400);
  });

  it('a batch re-sent with the same Idempotency-Key (its answer was lost) creates nothing twice', async () => {
    const before = await hydrantCount();
    const body = { hydrants: [hydrant(1), hydrant(2)] };
    const headers = { 'idempotency-key': 'import-4711-batch-0001' };
    const first = await api.call('hydrant.bulkCreate', { body, headers });
    const again = await api.call('hydrant.bulkCreate', { body, headers });
    expect(again.json()).toEqual(first.json());
    expect(await hydrantCount()).toBe(before + 2);
  });
});

describe('material.bulkCreate', () => {
  it('refuses names that exist or repeat in the batch (case ignored), naming each row — nothing stored', async () => {
    const before = await api.snapshot();
    const response = await api.call('material.bulkCreate', { body: { materials: [{ name: 'Neu A' }, { name: 'schlauch b' }, { name: 'Neu B' }, { name: 'neu a' }] } });
    expect(response.statusCode).toBe(409);
    expect(ApiErrorBody.parse(response.json()).fieldErrors).toEqual({ 'materials.1.name': 'duplicate', 'materials.3.name': 'duplicate' });
    expect(await api.snapshot()).toBe(before);
  });

  it('stores new names', async () => {
    const response = await api.call('material.bulkCreate', { body: { materials: [{ name: 'Importiert Eins' }, { name: 'Importiert Zwei' }] } });
    expect(response.statusCode).toBe(200);
    const names = (await api.call('material.all')).json<Material[]>().map((m) => m.name);
    expect(names).toEqual(expect.arrayContaining(['Importiert Eins', 'Importiert Zwei']));
  });
});
