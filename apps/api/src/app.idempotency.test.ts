import { ApiErrorBody, ENDPOINTS, type EndpointDef, type EndpointName, type Hydrant } from '@rescue-admin/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/database';
import { seedDemoData } from './db/seed';
import { VALID_REQUESTS } from './test/samples';
import { createTestApi, type TestApi } from './test/test-api';
import { openTestDatabase, type TestDatabase } from './test/test-database';

const unique = () => Math.random().toString(36).slice(2, 10);
const newKey = () => `key-${unique()}-${unique()}`;

/** The test's clock: the app's `now` (created records, key times, the prune's cut-off). */
let clock = new Date();
/** When set, the next transaction commits and then fails, as a process that dies before it answers. */
let crashAfterNextCommit = false;

let real: TestDatabase;
let api: TestApi;
beforeAll(async () => {
  real = await openTestDatabase();
  await seedDemoData(real);
  const crashing: Database = {
    query: (sql, params) => real.query(sql, params),
    exec: (sql) => real.exec(sql),
    listen: (channel, onPayload) => real.listen(channel, onPayload),
    close: () => real.close(),
    async transaction(work) {
      const result = await real.transaction(work);
      if (crashAfterNextCommit) {
        crashAfterNextCommit = false;
        throw new Error('the process died after COMMIT, before the answer was sent');
      }
      return result;
    },
  };
  api = await createTestApi({ db: crashing, now: () => clock, idempotencyPruneIntervalMs: 50 });
});
afterAll(async () => {
  await api.close();
  await real.close();
});

const hydrantsNamed = async (name: string) => (await api.call('hydrant.all')).json<Hydrant[]>().filter((h) => h.name === name);
const storedKeys = async () => (await real.query<{ key: string }>(`SELECT key FROM idempotency_keys ORDER BY key`)).map((row) => row.key);

describe('idempotent creates', () => {
  it('given a crash after the commit, the retry gets the stored answer and creates no second record', async () => {
    const key = newKey();
    const body = { ...VALID_REQUESTS['hydrant.create'].body, name: `H-Absturz ${unique()}` };
    crashAfterNextCommit = true;
    const crashed = await api.call('hydrant.create', { body, headers: { 'idempotency-key': key } });
    expect(crashed.statusCode).toBe(500);
    const [stored] = await hydrantsNamed(body.name);
    expect(stored).toBeDefined();

    const retry = await api.call('hydrant.create', { body, headers: { 'idempotency-key': key } });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toBe(stored?.uid);
    expect(await hydrantsNamed(body.name)).toHaveLength(1);
  });

  it('given a failed write, the key stores no answer and a retry runs again', async () => {
    const key = newKey();
    expect((await api.call('material.create', { body: { name: 'Schlauch B' }, headers: { 'idempotency-key': key } })).statusCode).toBe(409);
    expect((await real.query(`SELECT 1 FROM idempotency_keys WHERE key = $1`, [key])).length).toBe(0);
    expect((await api.call('material.create', { body: { name: `Neu ${unique()}` }, headers: { 'idempotency-key': key } })).statusCode).toBe(201);
  });

  it('given the same key with another body, answers 422 and creates nothing', async () => {
    const key = newKey();
    const body = { ...VALID_REQUESTS['hydrant.create'].body, name: `H-Bindung ${unique()}` };
    const first = await api.call('hydrant.create', { body, headers: { 'idempotency-key': key } });
    expect(first.statusCode).toBe(200);
    const other = { ...body, name: `${body.name} (anders)` };
    const refused = await api.call('hydrant.create', { body: other, headers: { 'idempotency-key': key } });
    expect(refused.statusCode).toBe(422);
    expect(ApiErrorBody.parse(refused.json())).toMatchObject({ statusCode: 422, error: 'Unprocessable Entity', message: expect.stringMatching(/different request body/) });
    expect(await hydrantsNamed(other.name)).toHaveLength(0);
    // The same body in another key order and spacing is the same request: it is answered again.
    const reordered = `{ ${Object.entries(body)
      .reverse()
      .map(([field, value]) => `${JSON.stringify(field)} : ${JSON.stringify(value)}`)
      .join(' , ')} }`;
    const again = await api.call('hydrant.create', { body: reordered, headers: { 'idempotency-key': key } });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toBe(first.json());
    expect(await hydrantsNamed(body.name)).toHaveLength(1);
  });

  it('every idempotent create answers a repeat exactly as the first time', async () => {
    const names = (Object.keys(ENDPOINTS) as EndpointName[]).filter((name) => (ENDPOINTS[name] as EndpointDef).idempotent);
    expect(names.length).toBeGreaterThan(5);
    for (const name of names) {
      const key = newKey();
      const first = await api.call(name, { ...VALID_REQUESTS[name], headers: { 'idempotency-key': key } });
      expect(first.statusCode, name).toBe(ENDPOINTS[name].success);
      const again = await api.call(name, { ...VALID_REQUESTS[name], headers: { 'idempotency-key': key } });
      expect(again.statusCode, name).toBe(first.statusCode);
      expect(again.body, name).toBe(first.body);
    }
  });

  it('keys older than a day are pruned by the timer; newer ones stay', async () => {
    const start = clock;
    const old = newKey();
    await api.call('hydrant.create', { body: { ...VALID_REQUESTS['hydrant.create'].body, name: `H-Alt ${unique()}` }, headers: { 'idempotency-key': old } });
    clock = new Date(start.getTime() + 25 * 3_600_000);
    const fresh = newKey();
    await api.call('hydrant.create', { body: { ...VALID_REQUESTS['hydrant.create'].body, name: `H-Neu ${unique()}` }, headers: { 'idempotency-key': fresh } });
    await expect.poll(async () => (await storedKeys()).includes(old)).toBe(false);
    expect(await storedKeys()).toContain(fresh);
  });
});
