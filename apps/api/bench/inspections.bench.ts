/**
 * Benchmark: GET {base}hydrant/all/ with 100,000 hydrants and (where the tree has inspections)
 * 300,000 inspections, and GET {base}summary/, over real HTTP on loopback with real token checks.
 *
 *   npm run bench:inspections                         (this tree)
 *   BENCH_LABEL=before npx tsx bench/inspections.bench.ts   (copied into a tree at main, run there)
 *
 * - hydrant/all cold: the list cache off, every request reads and serialises the whole list
 *   (as the first request after a write that rebuilds it); sequential, BENCH_COLD requests;
 * - hydrant/all warm: the cache on, one connection for 10 s;
 * - summary warm: the cache on, one connection for 10 s.
 * The tree's own seed decides whether inspections exist: a tree without db/seed-inspections.ts
 * (main before issue 39) is measured without them, for the before/after comparison.
 * BENCH_HYDRANTS and BENCH_INSPECTIONS_PER_HYDRANT override the sizes.
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
import { demoHydrants, insertHydrants, seedDemoData } from '../src/db/seed';
import { EmbeddedAssetSync } from '../src/sync/asset-sync';
import { signUp, startAuthEmulator, TEST_PROJECT_ID } from '../src/test/auth-emulator';

const HYDRANTS = Number(process.env.BENCH_HYDRANTS ?? 100_000);
const PER_HYDRANT = Number(process.env.BENCH_INSPECTIONS_PER_HYDRANT ?? 3);
const COLD_REQUESTS = Number(process.env.BENCH_COLD ?? 20);
const LABEL = process.env.BENCH_LABEL ?? 'after';

async function autocannon(options: Options): Promise<Result> {
  const cli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
  const args = ['--json', '-c', String(options.connections ?? 1), '-d', String(options.duration ?? 10)];
  for (const [key, value] of Object.entries(options.headers ?? {})) args.push('-H', `${key}=${value}`);
  const { stdout } = await promisify(execFile)(process.execPath, [cli, ...args, options.url], { maxBuffer: 16 * 1024 * 1024 });
  return JSON.parse(stdout) as Result;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST ? null : await startAuthEmulator();
const emulatorHost = emulator?.host ?? (process.env.FIREBASE_AUTH_EMULATOR_HOST as string);
process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;

const db = await openDatabase({ databaseUrl: null, dataDir: null });
await seedDemoData(db);
const seeding = Date.now();
const rows = demoHydrants(HYDRANTS, 'bench-');
await insertHydrants(db, rows);
// Optional: a tree before issue 39 has no inspections.
const inspections = await import('../src/db/seed-inspections').catch(() => null);
const insert = await import('../src/inspections/insert-inspections').catch(() => null);
let inspectionCount = 0;
if (inspections && insert) {
  const records = inspections.benchInspections(
    rows.map((row) => row[0] as string),
    PER_HYDRANT,
    new Date(),
  );
  await db.transaction((tx) => insert.insertInspections(tx, records));
  inspectionCount = records.length;
}
console.log(`[${LABEL}] seeded ${HYDRANTS} hydrants and ${inspectionCount} inspections in ${((Date.now() - seeding) / 1000).toFixed(1)} s`);

const auth = firebaseAuth(TEST_PROJECT_ID);
const { idToken, uid, email } = await signUp(emulatorHost);
await db.query(`INSERT INTO users (uid, firstname, lastname, mail, role, customer_uid) VALUES ($1, 'Bench', 'Admin', $2, 'ADMIN', 'fw-musterstadt')`, [uid, email]);
const headers = { authorization: `Bearer ${idToken}`, 'accept-encoding': 'gzip, deflate, br' };
const now = () => new Date();

async function withApp<T>(cacheLists: boolean, run: (base: string) => Promise<T>): Promise<T> {
  const app = await buildApp({
    services: { db, accounts: new FirebaseAccountAdmin(auth), geocoder: { geocode: async () => null }, assetSync: new EmbeddedAssetSync(db, now), now, newUid: randomUUID },
    tokens: new CachingTokenVerifier(new FirebaseTokenVerifier(auth), 30_000),
    cacheLists,
    prefixes: DEFAULT_PREFIXES,
    corsOrigins: [],
  });
  try {
    return await run(await app.listen({ host: '127.0.0.1', port: 0 }));
  } finally {
    await app.close();
  }
}

try {
  await withApp(false, async (base) => {
    const url = `${base}${DEFAULT_PREFIXES.base}hydrant/all/`;
    const first = await fetch(url, { headers });
    const body = (await first.json()) as Record<string, unknown>[];
    if (first.status !== 200 || body.length < HYDRANTS) throw new Error(`hydrant/all answered ${first.status} with ${body.length} rows`);
    console.log(`[${LABEL}] hydrant/all: ${body.length} rows, fields of a row: ${Object.keys(body[0] ?? {}).length}`);
    const times: number[] = [];
    for (let i = 0; i < COLD_REQUESTS; i += 1) {
      const start = performance.now();
      const response = await fetch(url, { headers });
      await response.arrayBuffer();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    console.log(`[${LABEL}] hydrant/all cold (read and serialised each time): p50 ${percentile(times, 50).toFixed(0)} ms, p99 ${percentile(times, 99).toFixed(0)} ms (${COLD_REQUESTS} requests)`);
  });
  await withApp(true, async (base) => {
    for (const [name, path] of [
      ['hydrant/all warm (cached)', 'hydrant/all/'],
      ['summary warm (cached)', 'summary/'],
    ] as const) {
      const url = `${base}${DEFAULT_PREFIXES.base}${path}`;
      await autocannon({ url, headers, duration: 2 });
      const result = await autocannon({ url, headers, duration: 10 });
      console.log(`[${LABEL}] ${name}: ${result.requests.total} requests, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`);
    }
  });
} finally {
  await db.close();
  await emulator?.stop();
}
