/**
 * Benchmark: what the access policy adds to a request — the caller lookup (cached, as in
 * production), the endpoint's grant, and the check of the records it names — measured in
 * process around exactly those steps, for a list call and for a write that names a stored
 * record (whose owner is read from the database).
 *
 *   npm run bench:policy          (or: cd apps/api && npx tsx bench/policy.bench.ts)
 *
 * Target: p99 ≤ 1 ms for the list call. Exits 1 when missed.
 */
import type { EndpointName } from '@rescue-admin/api-contract';
import { performance } from 'node:perf_hooks';
import { CallerDirectory } from '../src/access/callers';
import { authorize, reachFor } from '../src/access/guard';
import { openDatabase } from '../src/db/open';
import { seedDemoData } from '../src/db/seed';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 20_000);
const P99_TARGET_MS = 1;

const db = await openDatabase({ databaseUrl: null, dataDir: null });
await seedDemoData(db);
const callers = new CallerDirectory(db, 30_000);
await callers.start();

async function measure(label: string, uid: string, name: EndpointName, input: { body?: unknown; query?: unknown }): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < ITERATIONS + 1_000; i += 1) {
    const start = performance.now();
    const resolution = await callers.resolve(uid);
    if (resolution.status !== 'ok') throw new Error(`${uid}: ${resolution.status}`);
    reachFor(resolution.caller, name);
    await authorize(db, resolution.caller, name, { body: input.body, query: input.query });
    if (i >= 1_000) samples.push(performance.now() - start); // the first thousand warm the JIT and the cache
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] as number;
  console.log(`${label}: p50 ${at(0.5).toFixed(3)} ms, p99 ${at(0.99).toFixed(3)} ms, max ${at(1).toFixed(3)} ms (${ITERATIONS} requests)`);
  return at(0.99);
}

try {
  const listP99 = await measure('hydrant.all as ADMIN (list, all)', 'max-mustermann', 'hydrant.all', {});
  await measure('staging.all as UNIT_ADMIN (list, own customer)', 'anna-schmidt', 'staging.all', {});
  await measure('beacon.update as UNIT_ADMIN (stored owner read)', 'anna-schmidt', 'beacon.update', {
    body: { uid: 'beacon-lf-1', name: 'Beacon LF 20/1', model: '', customerUid: 'fw-musterstadt' },
  });
  const ok = listP99 <= P99_TARGET_MS;
  console.log(ok ? 'PASS' : `FAIL (target: the policy adds ≤ ${P99_TARGET_MS} ms p99 to a list call)`);
  process.exitCode = ok ? 0 : 1;
} finally {
  await callers.stop();
  await db.close();
}
