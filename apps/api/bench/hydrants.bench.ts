/**
 * Benchmark: GET {base}/hydrant/all/ with 10,000 hydrants, over real HTTP on loopback, with real
 * firebase-admin token verification against an Auth emulator (started here unless
 * FIREBASE_AUTH_EMULATOR_HOST points at one).
 *
 *   npx nx run api:bench          (or: cd apps/api && npx tsx bench/hydrants.bench.ts)
 *
 * Phase 1 (latency): one connection, sequential requests → p50/p99. Target p99 ≤ 30 ms.
 * Phase 2 (load): 200 concurrent connections for 30 s → errors. Target 0 errors/timeouts/non-2xx.
 * Phase 3 (writes): 200 concurrent connections for 30 s creating hydrants (each a transaction with
 * its audit entry, each invalidating the list cache). Target 0 errors/timeouts/non-2xx.
 * BENCH_DURATION (s) and BENCH_CONNECTIONS override phase 2. Exits 1 when a target is missed.
 */
import type { Options, Result } from 'autocannon';
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { buildApp } from '../src/app';
import { FirebaseAccountAdmin } from '../src/auth/accounts';
import { CachingTokenVerifier } from '../src/auth/caching-token-verifier';
import { firebaseAuth } from '../src/auth/firebase';
import { FirebaseTokenVerifier } from '../src/auth/token-verifier';
import { DEFAULT_PREFIXES } from '../src/config';
import { openDatabase } from '../src/db/open';
import { demoHydrants, insertHydrants } from '../src/db/seed';
import { EmbeddedAssetSync } from '../src/sync/asset-sync';
import { signUp, startAuthEmulator, TEST_PROJECT_ID } from '../src/test/auth-emulator';

const HYDRANTS = Number(process.env.BENCH_HYDRANTS ?? 10_000);
const P99_TARGET_MS = 30;
const LOAD_CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const LOAD_SECONDS = Number(process.env.BENCH_DURATION ?? 30);

/**
 * autocannon in its own process: sharing this event loop with the server under test would make
 * the client's own parsing of 200 connections' answers part of the measured latency.
 */
async function autocannon(options: Options): Promise<Result> {
  const cli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
  const args = ['--json', '-c', String(options.connections ?? 10), '-t', String(options.timeout ?? 10)];
  args.push(...(options.amount ? ['-a', String(options.amount)] : ['-d', String(options.duration ?? 10)]));
  for (const [key, value] of Object.entries(options.headers ?? {})) args.push('-H', `${key}=${value}`);
  if (options.method) args.push('-m', options.method);
  if (typeof options.body === 'string') args.push('-b', options.body);
  const { stdout } = await promisify(execFile)(process.execPath, [cli, ...args, options.url], { maxBuffer: 16 * 1024 * 1024 });
  return JSON.parse(stdout) as Result;
}

const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST ? null : await startAuthEmulator();
const emulatorHost = emulator?.host ?? (process.env.FIREBASE_AUTH_EMULATOR_HOST as string);
process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;

const db = await openDatabase({ databaseUrl: null, dataDir: null });
await insertHydrants(db, demoHydrants(HYDRANTS, 'bench-'));
const auth = firebaseAuth(TEST_PROJECT_ID);
const now = () => new Date();
const app = await buildApp({
  services: { db, accounts: new FirebaseAccountAdmin(auth), geocoder: { geocode: async () => null }, assetSync: new EmbeddedAssetSync(db, now), now, newUid: randomUUID },
  // The production set-up (main.ts): cached token checks, cached lists.
  tokens: new CachingTokenVerifier(new FirebaseTokenVerifier(auth), 30_000),
  cacheLists: true,
  prefixes: DEFAULT_PREFIXES,
  corsOrigins: [],
});
const base = await app.listen({ host: '127.0.0.1', port: 0 });
const url = `${base}${DEFAULT_PREFIXES.base}hydrant/all/`;
const { idToken, uid, email } = await signUp(emulatorHost);
// The caller must be somebody: an administrator's user record for the bench account.
await db.query(`INSERT INTO customers (uid, name, kennung, street, number, zip, city) VALUES ('bench', 'Bench', 'BENCH', 'Weg', '1', '99441', 'Musterstadt')`);
await db.query(`INSERT INTO users (uid, firstname, lastname, mail, role, customer_uid) VALUES ($1, 'Bench', 'Admin', $2, 'ADMIN', 'bench')`, [uid, email]);
const headers = { authorization: `Bearer ${idToken}` };
// What the admin app's browser sends; BENCH_IDENTITY=1 measures uncompressed answers instead.
const browserHeaders = process.env.BENCH_IDENTITY ? headers : { ...headers, 'accept-encoding': 'gzip, deflate, br' };

try {
  const check = await fetch(url, { headers });
  const body = (await check.json()) as unknown[];
  if (check.status !== 200 || body.length !== HYDRANTS) throw new Error(`expected ${HYDRANTS} hydrants, got ${check.status} / ${body.length}`);
  console.log(`GET ${url}: ${HYDRANTS} hydrants, ${(Number(check.headers.get('content-length')) / 1e6).toFixed(2)} MB per answer`);

  await autocannon({ url, headers: browserHeaders, connections: 1, amount: 50 }); // warm-up (JIT, caches)
  console.log(`answers ${browserHeaders === headers ? 'uncompressed' : 'gzip-compressed, as browsers accept them'}`);
  const latency = await autocannon({ url, headers: browserHeaders, connections: 1, duration: 10 });
  console.log(
    `latency, 1 connection, 10 s: ${latency.requests.total} requests, p50 ${latency.latency.p50} ms, p99 ${latency.latency.p99} ms, max ${latency.latency.max} ms`,
  );

  const load = await autocannon({ url, headers: browserHeaders, connections: LOAD_CONNECTIONS, duration: LOAD_SECONDS, timeout: 30 });
  const failures = load.errors + load.timeouts + load.non2xx;
  console.log(
    `load, ${LOAD_CONNECTIONS} connections, ${LOAD_SECONDS} s: ${load.requests.total} requests (${load.requests.average}/s), ` +
      `p50 ${load.latency.p50} ms, p99 ${load.latency.p99} ms, errors ${load.errors}, timeouts ${load.timeouts}, non-2xx ${load.non2xx}`,
  );

  const writeUrl = `${base}${DEFAULT_PREFIXES.base}hydrant/`;
  const newHydrant = JSON.stringify({ name: 'H-Bench', description: '', lon: 10, lat: 51, durchmesser: 'MM_150', type: 'NONE', verteilerLeitung: 'NONE' });
  const writes = await autocannon({
    url: writeUrl,
    method: 'POST',
    body: newHydrant,
    headers: { ...headers, 'content-type': 'application/json' },
    connections: LOAD_CONNECTIONS,
    duration: LOAD_SECONDS,
    timeout: 30,
  });
  const writeFailures = writes.errors + writes.timeouts + writes.non2xx;
  console.log(
    `writes (POST hydrant/), ${LOAD_CONNECTIONS} connections, ${LOAD_SECONDS} s: ${writes.requests.total} requests (${writes.requests.average}/s), ` +
      `p50 ${writes.latency.p50} ms, p99 ${writes.latency.p99} ms, errors ${writes.errors}, timeouts ${writes.timeouts}, non-2xx ${writes.non2xx}`,
  );

  const ok = latency.latency.p99 <= P99_TARGET_MS && failures === 0 && writeFailures === 0;
  console.log(ok ? 'PASS' : `FAIL (targets: p99 ≤ ${P99_TARGET_MS} ms with one connection; 0 errors under load)`);
  process.exitCode = ok ? 0 : 1;
} finally {
  await app.close();
  await db.close();
  await emulator?.stop();
}
