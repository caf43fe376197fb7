/**
 * Benchmark: the hydrant list while others write. BENCH_HYDRANTS (100,000) hydrants; 200 keep-alive
 * connections read GET {base}/hydrant/all/ (gzip, as a browser asks) for BENCH_DURATION s while one
 * writer saves once a second — first a material (another area), then a hydrant (the list's own
 * area). Over real HTTP on loopback with real token checks against an Auth emulator (started here
 * unless FIREBASE_AUTH_EMULATOR_HOST points at one); the production set-up of main.ts (cached lists).
 *
 *   npm run bench:api-live-writes      (or: cd apps/api && npx tsx bench/live-writes.bench.ts)
 *
 * On the embedded database by default; on PostgreSQL with DATABASE_URL, or BENCH_DATABASE=postgres
 * (a throw-away cluster with fsync on, started here). Four phases: material writes, then hydrant
 * writes, first without other readers, then with the 200. Each reports the list read right after
 * each write commits (what a colleague's next list load costs; p50/max, and whether the cache hit,
 * patched or rebuilt) and the readers' p50/p99. Targets (issue 40), without other readers: after a
 * material write ≤ 300 ms, after a hydrant write ≤ 500 ms (every read). Exits 1 when one is missed
 * or a request failed.
 * autocannon runs in its own process (its parsing would otherwise count as server time).
 */
import { ENDPOINTS, type EndpointName } from '@rescue-admin/api-contract';
import type { Result } from 'autocannon';
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { get } from 'node:http';
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
import { startThrowawayCluster } from '../src/test/postgres-cluster';

const HYDRANTS = Number(process.env.BENCH_HYDRANTS ?? 100_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const SECONDS = Number(process.env.BENCH_DURATION ?? 20);
const TARGET_MS = { material: 300, hydrant: 500 } as const;

async function autocannon(url: string, headers: Record<string, string>): Promise<Result> {
  const cli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
  const args = ['--json', '-c', String(CONNECTIONS), '-d', String(SECONDS), '-t', '60'];
  for (const [key, value] of Object.entries(headers)) args.push('-H', `${key}=${value}`);
  const { stdout } = await promisify(execFile)(process.execPath, [cli, ...args, url], { maxBuffer: 64 * 1024 * 1024 });
  return JSON.parse(stdout) as Result;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

const cluster = !process.env.DATABASE_URL && process.env.BENCH_DATABASE === 'postgres' ? await startThrowawayCluster({ fsync: true }) : null;
const databaseUrl = process.env.DATABASE_URL ?? cluster?.url ?? null;
const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST ? null : await startAuthEmulator();
const emulatorHost = emulator?.host ?? (process.env.FIREBASE_AUTH_EMULATOR_HOST as string);
process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;

const db = await openDatabase({ databaseUrl, dataDir: null });
await insertHydrants(db, demoHydrants(HYDRANTS, 'bench-'));
const auth = firebaseAuth(TEST_PROJECT_ID);
const now = () => new Date();
const app = await buildApp({
  services: { db, accounts: new FirebaseAccountAdmin(auth), geocoder: { geocode: async () => null }, assetSync: new EmbeddedAssetSync(db, now), now, newUid: randomUUID },
  tokens: new CachingTokenVerifier(new FirebaseTokenVerifier(auth), 30_000),
  cacheLists: true,
  prefixes: DEFAULT_PREFIXES,
  corsOrigins: [],
});
const base = await app.listen({ host: '127.0.0.1', port: 0 });
const urlOf = (name: EndpointName) => `${base}${DEFAULT_PREFIXES[ENDPOINTS[name].service]}${ENDPOINTS[name].path}`;
const { idToken, uid, email } = await signUp(emulatorHost);
await db.query(`INSERT INTO customers (uid, name, kennung, street, number, zip, city) VALUES ('bench', 'Bench', 'BENCH', 'Weg', '1', '99441', 'Musterstadt')`);
await db.query(`INSERT INTO users (uid, firstname, lastname, mail, role, customer_uid) VALUES ($1, 'Bench', 'Admin', $2, 'ADMIN', 'bench')`, [uid, email]);
const headers = { authorization: `Bearer ${idToken}`, 'accept-encoding': 'gzip, deflate, br' };
const listUrl = urlOf('hydrant.all');

/** One write of the phase's area: a new material, or a new hydrant (named to land inside the list). */
async function write(area: 'material' | 'hydrant', i: number): Promise<void> {
  const body =
    area === 'material'
      ? { name: `Bench-Material ${randomUUID()}` }
      : { name: `H-${String((i * 7919) % HYDRANTS).padStart(6, '0')} Bench`, description: '', lon: 10, lat: 51, durchmesser: 'MM_150', type: 'NONE', verteilerLeitung: 'NONE' };
  const response = await fetch(urlOf(area === 'material' ? 'material.create' : 'hydrant.create'), {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${area} write: ${response.status} ${await response.text()}`);
}

/**
 * One list read as a browser makes it (gzip accepted), the body received but not decompressed (this
 * process is the server too): the time to the last byte, what the cache did and how long it took.
 */
function timedRead(): Promise<{ ms: number; source: string; serverMs: number | null }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    get(listUrl, { headers }, (response) => {
      response.on('data', () => undefined);
      response.on('end', () => {
        const timing = /^list;desc=(\w+);dur=([\d.]+)/.exec(String(response.headers['server-timing'] ?? ''));
        resolve({ ms: performance.now() - started, source: timing?.[1] ?? 'n/a', serverMs: timing ? Number(timing[2]) : null });
      });
      response.on('error', reject);
    }).on('error', reject);
  });
}

/**
 * A write every second for BENCH_DURATION s — alone, or while the 200 readers run; after each, one
 * read of the list, timed, with what the cache did.
 */
async function phase(area: 'material' | 'hydrant', withReaders: boolean) {
  const readers = withReaders ? autocannon(listUrl, headers) : null;
  const afterWrite: number[] = [];
  const serverTimes: number[] = [];
  const sources = new Map<string, number>();
  const started = Date.now();
  for (let i = 0; Date.now() - started < (SECONDS - 1) * 1000; i += 1) {
    const tick = Date.now();
    await write(area, i);
    const read = await timedRead();
    afterWrite.push(read.ms);
    if (read.serverMs !== null) serverTimes.push(read.serverMs);
    sources.set(read.source, (sources.get(read.source) ?? 0) + 1);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1000 - (Date.now() - tick))));
  }
  const result = await readers;
  const failures = result ? result.errors + result.timeouts + result.non2xx : 0;
  const p50 = percentile(afterWrite, 50);
  const max = Math.max(...afterWrite);
  const load = result
    ? `${CONNECTIONS} readers: ${result.requests.total} requests, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}`
    : 'no other readers';
  console.log(
    `${area} write every 1 s, ${SECONDS} s, ${load}; read right after each write (${afterWrite.length}): p50 ${p50.toFixed(0)} ms, max ${max.toFixed(0)} ms ` +
      `(${[...sources].map(([name, count]) => `${name} ${count}`).join(', ')}` +
      `${serverTimes.length > 0 ? `; in the list cache p50 ${percentile(serverTimes, 50).toFixed(0)} ms, max ${Math.max(...serverTimes).toFixed(0)} ms` : ''})`,
  );
  // The targets are for the list read right after a write on a quiet server; under 200 readers the figures are reported.
  return failures === 0 && (withReaders || max <= TARGET_MS[area]);
}

try {
  const check = await fetch(listUrl, { headers: { authorization: headers.authorization } });
  const rows = ((await check.json()) as unknown[]).length;
  if (check.status !== 200 || rows !== HYDRANTS) throw new Error(`expected ${HYDRANTS} hydrants, got ${check.status} / ${rows}`);
  console.log(`${databaseUrl ? 'PostgreSQL' : 'PGlite'}: GET ${listUrl}: ${HYDRANTS} hydrants, ${(Number(check.headers.get('content-length')) / 1e6).toFixed(2)} MB per answer`);
  const ok = [await phase('material', false), await phase('hydrant', false), await phase('material', true), await phase('hydrant', true)].every(Boolean);
  console.log(ok ? 'PASS' : `FAIL (targets without other readers: after a material write ≤ ${TARGET_MS.material} ms, after a hydrant write ≤ ${TARGET_MS.hydrant} ms; 0 errors)`);
  process.exitCode = ok ? 0 : 1;
} finally {
  await app.close();
  await db.close();
  await emulator?.stop();
  await cluster?.stop();
}
