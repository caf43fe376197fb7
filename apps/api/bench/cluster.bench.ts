/**
 * Benchmark: two API instances — the production bundle, `node main.js`, each its own process — on
 * one PostgreSQL (a throw-away cluster with fsync on, started here), with real token checks
 * against an Auth emulator (started here unless FIREBASE_AUTH_EMULATOR_HOST points at one).
 *
 *   npm run bench:api-cluster     (or: npx nx run api:bench-cluster)
 *
 * Phase 1 (list): 200 keep-alive connections for 30 s spread over both instances,
 * GET {base}/hydrant/all/ (BENCH_HYDRANTS hydrants, gzip as a browser asks) → p50/p99, errors.
 * Phase 2 (write): the same with POST {base}/hydrant/ (each a transaction with its audit entry).
 * Then both instances must list exactly what the database holds. Target: 0 errors, timeouts,
 * non-2xx; exits 1 otherwise. BENCH_DURATION (s), BENCH_CONNECTIONS, BENCH_HYDRANTS override.
 * autocannon runs in its own process (its parsing would otherwise count as server time).
 */
import type { Result } from 'autocannon';
import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { bundleApi } from '../scripts/bundle';
import { openDatabase } from '../src/db/open';
import { demoHydrants, insertHydrants } from '../src/db/seed';
import { startApiProcess, type ApiProcess } from '../src/test/api-process';
import { signUp, startAuthEmulator } from '../src/test/auth-emulator';
import { startThrowawayCluster } from '../src/test/postgres-cluster';
import { withDatabase } from '../src/test/test-database';

const HYDRANTS = Number(process.env.BENCH_HYDRANTS ?? 1_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const SECONDS = Number(process.env.BENCH_DURATION ?? 30);

async function autocannon(urls: string[], args: string[]): Promise<Result> {
  const cli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
  const { stdout } = await promisify(execFile)(process.execPath, [cli, '--json', '-c', String(CONNECTIONS), '-d', String(SECONDS), '-t', '30', ...args, ...urls], {
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(stdout) as Result;
}

const line = (what: string, result: Result) =>
  `${what}: ${result.requests.total} requests (${result.requests.average}/s), p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
  `errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}`;

// Where the bundle finds PGlite in the workspace's node_modules (see src/test/global-setup.ts).
const bundleDir = join(import.meta.dirname, '../../../node_modules/.cache/rescue-admin-api/bench-bundle');
const cluster = await startThrowawayCluster({ fsync: true });
const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST ? null : await startAuthEmulator();
const emulatorHost = emulator?.host ?? (process.env.FIREBASE_AUTH_EMULATOR_HOST as string);
const instances: ApiProcess[] = [];

try {
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query('CREATE DATABASE rescue');
  await admin.end();
  const databaseUrl = withDatabase(cluster.url, 'rescue');

  // Schema, demo data and the bench hydrants, as an operator would prepare them.
  const db = await openDatabase({ databaseUrl, dataDir: null });
  await insertHydrants(db, demoHydrants(HYDRANTS, 'bench-'));
  const account = await signUp(emulatorHost);
  await db.query(`INSERT INTO customers (uid, name, kennung, street, number, zip, city) VALUES ('bench', 'Bench', 'BENCH', 'Weg', '1', '99441', 'Musterstadt')`);
  await db.query(`INSERT INTO users (uid, firstname, lastname, mail, role, customer_uid) VALUES ($1, 'Bench', 'Admin', $2, 'ADMIN', 'bench')`, [account.uid, account.email]);
  await db.close();

  const { main } = await bundleApi(bundleDir);
  for (let i = 0; i < 2; i += 1) {
    instances.push(await startApiProcess({ DATABASE_URL: databaseUrl, FIREBASE_AUTH_EMULATOR_HOST: emulatorHost, LOG_LEVEL: 'warn' }, { bundle: main }));
  }
  console.log(`2 API processes (${instances.map((api) => api.url).join(', ')}) on PostgreSQL ${cluster.url.replace(/\/postgres$/, '/rescue')}`);
  const headers = ['-H', `authorization=Bearer ${account.idToken}`];
  const listUrls = instances.map((api) => `${api.url}/api/hydrant/all/`);
  const writeUrls = instances.map((api) => `${api.url}/api/hydrant/`);

  const check = await fetch(listUrls[0] as string, { headers: { authorization: `Bearer ${account.idToken}` } });
  const listed = ((await check.json()) as unknown[]).length;
  console.log(`GET hydrant/all/: ${listed} hydrants, ${(Number(check.headers.get('content-length')) / 1e6).toFixed(2)} MB per answer`);

  const list = await autocannon(listUrls, [...headers, '-H', 'accept-encoding=gzip, deflate, br']);
  console.log(line(`list (GET hydrant/all/, gzip), ${CONNECTIONS} connections over 2 instances, ${SECONDS} s`, list));

  const body = JSON.stringify({ name: 'H-Bench', description: '', lon: 10, lat: 51, durchmesser: 'MM_150', type: 'NONE', verteilerLeitung: 'NONE' });
  const writes = await autocannon(writeUrls, [...headers, '-H', 'content-type=application/json', '-m', 'POST', '-b', body]);
  console.log(line(`write (POST hydrant/), ${CONNECTIONS} connections over 2 instances, ${SECONDS} s`, writes));

  // Nothing acknowledged was lost, and both instances (with their list caches) show the same rows.
  // autocannon stops after 30 s with up to one request per connection still running: the server
  // finishes those too (unacknowledged), so wait until the count settles.
  const stored = new pg.Client({ connectionString: databaseUrl });
  await stored.connect();
  const count = async () => ((await stored.query(`SELECT count(*)::int AS n FROM hydrants`)).rows as [{ n: number }])[0].n;
  let n = await count();
  for (let settled = false; !settled; ) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const again = await count();
    settled = again === n;
    n = again;
  }
  await stored.end();
  const counts = await Promise.all(
    listUrls.map(async (url) => ((await (await fetch(url, { headers: { authorization: `Bearer ${account.idToken}` } })).json()) as unknown[]).length),
  );
  const acknowledged = writes['2xx'];
  const created = n - listed;
  console.log(
    `after the writes: ${created} hydrants created (${acknowledged} acknowledged, ${created - acknowledged} still running when autocannon stopped), ` +
      `${n} stored; instance A lists ${counts[0]}, B lists ${counts[1]}`,
  );

  const failures = list.errors + list.timeouts + list.non2xx + writes.errors + writes.timeouts + writes.non2xx;
  const consistent = created >= acknowledged && created <= acknowledged + CONNECTIONS && counts.every((listedNow) => listedNow === n);
  const alive = instances.every((api) => api.child.exitCode === null);
  const ok = failures === 0 && consistent && alive;
  console.log(ok ? 'PASS' : `FAIL (targets: 0 errors, every acknowledged create stored and listed by both instances; failures ${failures}, consistent ${consistent}, alive ${alive})`);
  process.exitCode = ok ? 0 : 1;
} finally {
  for (const api of instances) await api.stop('SIGTERM');
  await emulator?.stop();
  await cluster.stop();
  await rm(bundleDir, { recursive: true, force: true });
}
