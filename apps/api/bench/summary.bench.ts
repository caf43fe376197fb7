/**
 * Benchmark: GET {base}summary/ (the dashboard's figures) with BENCH_HYDRANTS hydrants (default
 * 100,000), over real HTTP on loopback with real token checks, one connection for 10 s:
 * - warm: as in production (cached per scope until the next write);
 * - counted: every request counts again (the cache off), i.e. the first request after a write.
 *
 *   npm run bench:summary
 *
 * Target: p99 ≤ 30 ms warm. Exits 1 when missed.
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
const P99_TARGET_MS = 30;

async function autocannon(options: Options): Promise<Result> {
  const cli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
  const args = ['--json', '-c', String(options.connections ?? 1), '-d', String(options.duration ?? 10)];
  for (const [key, value] of Object.entries(options.headers ?? {})) args.push('-H', `${key}=${value}`);
  const { stdout } = await promisify(execFile)(process.execPath, [cli, ...args, options.url], { maxBuffer: 16 * 1024 * 1024 });
  return JSON.parse(stdout) as Result;
}

const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST ? null : await startAuthEmulator();
const emulatorHost = emulator?.host ?? (process.env.FIREBASE_AUTH_EMULATOR_HOST as string);
process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;

const db = await openDatabase({ databaseUrl: null, dataDir: null });
await seedDemoData(db);
await insertHydrants(db, demoHydrants(HYDRANTS, 'bench-'));
const auth = firebaseAuth(TEST_PROJECT_ID);
const { idToken, uid, email } = await signUp(emulatorHost);
await db.query(`INSERT INTO users (uid, firstname, lastname, mail, role, customer_uid) VALUES ($1, 'Bench', 'Admin', $2, 'ADMIN', 'fw-musterstadt')`, [uid, email]);
const now = () => new Date();

async function measure(label: string, cacheLists: boolean): Promise<number> {
  const app = await buildApp({
    services: { db, accounts: new FirebaseAccountAdmin(auth), geocoder: { geocode: async () => null }, assetSync: new EmbeddedAssetSync(db, now), now, newUid: randomUUID },
    tokens: new CachingTokenVerifier(new FirebaseTokenVerifier(auth), 30_000),
    cacheLists,
    prefixes: DEFAULT_PREFIXES,
    corsOrigins: [],
  });
  try {
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const url = `${base}${DEFAULT_PREFIXES.base}summary/`;
    const headers = { authorization: `Bearer ${idToken}` };
    const check = await fetch(url, { headers });
    if (check.status !== 200) throw new Error(`summary answered ${check.status}`);
    const figures = (await check.json()) as { counts: { hydrants: number } };
    await autocannon({ url, headers, duration: 2 }); // warm-up
    const result = await autocannon({ url, headers, duration: 10 });
    console.log(
      `${label}: ${figures.counts.hydrants} hydrants, ${result.requests.total} requests, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
    );
    return result.latency.p99;
  } finally {
    await app.close();
  }
}

try {
  const warm = await measure('summary, warm (cached until the next write)', true);
  await measure('summary, counted on every request (as right after a write)', false);
  const ok = warm <= P99_TARGET_MS;
  console.log(ok ? 'PASS' : `FAIL (target: p99 ≤ ${P99_TARGET_MS} ms warm)`);
  process.exitCode = ok ? 0 : 1;
} finally {
  await db.close();
  await emulator?.stop();
}
