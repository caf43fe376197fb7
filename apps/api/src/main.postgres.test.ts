import type { Hydrant } from '@rescue-admin/api-contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startApiProcess, type ApiProcess } from './test/api-process';
import { signUp } from './test/auth-emulator';
import { startThrowawayCluster, type ThrowawayCluster } from './test/postgres-cluster';
import { createScratchDatabase, withDatabase } from './test/test-database';

/**
 * The production bundle (`node main.js`) as its own process on PostgreSQL: probes, a shutdown
 * that loses no acknowledged write, and a database restart it survives.
 */

const HYDRANT: Omit<Hydrant, 'uid' | 'createDate' | 'lastUpdate'> = {
  name: 'H-950 Prozess',
  description: '',
  lon: 10.01,
  lat: 51.0,
  durchmesser: 'MM_150',
  type: 'UNTERFLURHYDRANT',
  verteilerLeitung: 'NONE',
};

async function sql<Row>(url: string, text: string, params: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as Row[];
  } finally {
    await client.end();
  }
}

/** A SUPER_ADMIN with a real emulator token and a user record in the process' database. */
async function adminToken(databaseUrl: string): Promise<string> {
  const account = await signUp(inject('authEmulatorHost'));
  await sql(databaseUrl, `INSERT INTO users (uid, firstname, lastname, mail, role, customer_uid) VALUES ($1, 'Prozess', 'Test', $2, 'SUPER_ADMIN', 'fw-musterstadt')`, [
    account.uid,
    account.email,
  ]);
  return account.idToken;
}

const call = (api: ApiProcess, token: string, method: 'GET' | 'POST', path: string, body?: unknown) =>
  fetch(`${api.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });

const until = async (check: () => Promise<boolean>, timeoutMs = 30_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('given the API process on a PostgreSQL database', () => {
  let scratch: { url: string; drop(): Promise<void> };
  let api: ApiProcess;
  let token: string;
  beforeAll(async () => {
    scratch = await createScratchDatabase();
    api = await startApiProcess({ DATABASE_URL: scratch.url, SEED: 'on' });
    token = await adminToken(scratch.url);
  }, 120_000);
  afterAll(async () => {
    await api?.stop('SIGKILL');
    await scratch?.drop();
  });

  it('answers the probes without a token: /healthz (alive), /readyz (database reachable), /health (old name)', async () => {
    for (const path of ['/healthz', '/readyz', '/health']) {
      const response = await fetch(`${api.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok' });
    }
    expect((await call(api, token, 'GET', '/api/hydrant/all/')).status).toBe(200);
  });

  it('on SIGTERM stops accepting, finishes the write under way — committed and answered — and exits 0', async () => {
    // Hold the hydrant's row, so the update is certainly still running when the signal arrives.
    const blocker = new pg.Client({ connectionString: scratch.url });
    await blocker.connect();
    await blocker.query('BEGIN');
    const [held] = (await blocker.query(`SELECT uid, last_update AS "lastUpdate" FROM hydrants WHERE uid = 'hydrant-001' FOR UPDATE`)).rows as { lastUpdate: Date }[];

    const write = call(api, token, 'POST', '/api/hydrant/update/', { hydrant: { ...HYDRANT, uid: 'hydrant-001', name: 'H-001 während SIGTERM', lastUpdate: held?.lastUpdate } });
    await until(async () => (await sql(scratch.url, `SELECT 1 FROM pg_stat_activity WHERE application_name = 'rescue-admin-api' AND wait_event_type = 'Lock'`)).length > 0);

    const stopped = api.stop('SIGTERM');
    // The listener is closed at once: a new connection is refused while the write still waits.
    await until(async () => {
      try {
        await fetch(`${api.url}/healthz`, { signal: AbortSignal.timeout(1_000) });
        return false;
      } catch {
        return true;
      }
    }, 10_000);
    expect(api.child.exitCode).toBeNull();

    await blocker.query('COMMIT');
    await blocker.end();
    const answer = await write;
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as Hydrant).name).toBe('H-001 während SIGTERM');
    expect(await stopped).toBe(0);
    expect(await sql(scratch.url, `SELECT name FROM hydrants WHERE uid = 'hydrant-001'`)).toEqual([{ name: 'H-001 während SIGTERM' }]);
    expect(api.logs().map((line) => line['msg'])).toEqual(expect.arrayContaining(['shutting down: finishing the requests under way', 'stopped']));
  });
});

describe('given the PostgreSQL server restarts while requests run', () => {
  let cluster: ThrowawayCluster;
  let api: ApiProcess;
  let token: string;
  beforeAll(async () => {
    // Its own cluster: restarting the run's shared server would cut the other test files off.
    cluster = await startThrowawayCluster();
    api = await startApiProcess({ DATABASE_URL: withDatabase(cluster.url, 'postgres'), SEED: 'on' });
    token = await adminToken(withDatabase(cluster.url, 'postgres'));
  }, 120_000);
  afterAll(async () => {
    await api?.stop('SIGKILL');
    await cluster?.stop();
  });

  it('the API answers 200 or 503 throughout, never crashes, and serves reads and writes again afterwards', async () => {
    // A burst first: the pool opens its connections, most of which sit idle when the server goes.
    await Promise.all(Array.from({ length: 12 }, () => call(api, token, 'GET', '/api/hydrant/all/').then((answer) => answer.arrayBuffer())));
    const statuses: number[] = [];
    let running = true;
    const traffic = (async () => {
      for (let i = 0; running; i += 1) {
        const answers = await Promise.all([
          call(api, token, 'GET', '/api/hydrant/all/'),
          call(api, token, 'POST', '/api/hydrant/', { ...HYDRANT, name: `H-R${i} Neustart` }),
          fetch(`${api.url}/readyz`),
        ]);
        statuses.push(...answers.map((answer) => answer.status));
        await Promise.all(answers.map((answer) => answer.arrayBuffer()));
      }
    })();
    // Traffic under way before the restart, and after it until the API has answered 503 and then
    // served again, so the restart falls in the middle of the traffic.
    await until(async () => statuses.length >= 3);
    await cluster.restart();
    await until(async () => statuses.includes(503) && statuses.lastIndexOf(200) > statuses.indexOf(503));
    running = false;
    await traffic;

    expect(api.child.exitCode).toBeNull();
    expect(new Set(statuses.filter((status) => status !== 200 && status !== 503))).toEqual(new Set());
    expect(statuses).toContain(503);
    await until(async () => (await fetch(`${api.url}/readyz`)).status === 200);
    expect((await call(api, token, 'GET', '/api/hydrant/all/')).status).toBe(200);
    expect((await call(api, token, 'POST', '/api/hydrant/', { ...HYDRANT, name: 'H-R nach Neustart' })).status).toBe(200);
    expect(api.logs().some((line) => line['msg'] === 'an idle database connection broke; it was dropped')).toBe(true);
  });
});
