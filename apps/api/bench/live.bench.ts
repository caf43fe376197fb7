/**
 * Benchmark: the live stream under load. The API runs as the production bundle (`node main.js`,
 * its own process; BENCH_INSTANCES=2 for two behind the clients) on PostgreSQL (a throw-away
 * cluster with fsync on, started here), with real token checks against an Auth emulator (started
 * here unless FIREBASE_AUTH_EMULATOR_HOST points at one).
 *
 *   npm run bench:live      (or: npx nx run api:bench-live)
 *
 * Phase 1: BENCH_RATE (100) hydrant creates per second for BENCH_DURATION (60) s, nobody listening
 * → write latency p50/p99. Phase 2: BENCH_CLIENTS (200) signed-in administrators hold the event
 * stream open (fetch streaming, in two processes of their own at a lower CPU priority: they stand
 * for browsers on other machines, and neither delay the writer nor take the API's CPU), and the same writes run again → write latency p50/p99, and per delivered event the delivery
 * latency (the change's `at`, stamped by the write just before it commits, → the moment a client
 * read it; one machine, one clock) p50/p99. Every client must receive every acknowledged write
 * exactly once. Targets: delivery p99 ≤ 500 ms, write p99 with listeners ≤ 110 % of without.
 * Exits 1 when a target is missed. Each phase also reports the CPU time the API process(es) and
 * this process used, per write: the listeners' cost on the API, which a shared machine's noise
 * moves far less than the latencies.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import pg from 'pg';
import { bundleApi } from '../scripts/bundle';
import { openDatabase } from '../src/db/open';
import { demoHydrants, insertHydrants } from '../src/db/seed';
import { startApiProcess, type ApiProcess } from '../src/test/api-process';
import { signUp, startAuthEmulator, type RunningEmulator } from '../src/test/auth-emulator';
import { startThrowawayCluster, type ThrowawayCluster } from '../src/test/postgres-cluster';
import { withDatabase } from '../src/test/test-database';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 200);
const RATE = Number(process.env.BENCH_RATE ?? 100);
const SECONDS = Number(process.env.BENCH_DURATION ?? 60);
const INSTANCES = Number(process.env.BENCH_INSTANCES ?? 1);
const HYDRANTS = Number(process.env.BENCH_HYDRANTS ?? 1_000);
const CLIENT_NICE = Number(process.env.BENCH_CLIENT_NICE ?? 19);
/**
 * The listening clients' role. BENCH_ROLE=USER: users who may not read hydrants hold their streams
 * open and receive pings only — what holding 200 streams costs, apart from delivering to them.
 */
const LISTENER_ROLE = process.env.BENCH_ROLE ?? 'ADMIN';
const LISTENERS_SEE_HYDRANTS = ['SUPER_ADMIN', 'ADMIN', 'UNIT_ADMIN'].includes(LISTENER_ROLE);
const DELIVERY_P99_TARGET_MS = 500;
const WRITE_P99_SLOWDOWN = 1.1;

const percentile = (values: readonly number[], p: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** CPU time (user + system, ms) a process has used so far, from /proc (Linux; NaN elsewhere). */
async function cpuMsOf(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  if (stat === null) return NaN;
  // The fields after the command's closing parenthesis; utime and stime are the 14th and 15th of the line, in clock ticks (100 per second).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const cpuBetween = (before: readonly number[], after: readonly number[]) => after.reduce((sum, ms, index) => sum + ms - (before[index] as number), 0);

/** The API processes' children: their stream relays (none with LIVE_RELAY=off). */
function relaysOf(pids: readonly number[]): number[] {
  try {
    return execFileSync('pgrep', ['-P', pids.join(',')], { encoding: 'utf8' }).trim().split('\n').map(Number);
  } catch {
    return [];
  }
}

/** The CPU the API processes, their relays and the bench (this process, the writer, and the listening clients' processes) use during `work`. */
async function measured<T>(pids: readonly number[], clientPids: readonly number[], work: () => Promise<T>): Promise<{ result: T; apiCpuMs: number; relayCpuMs: number; benchCpuMs: number }> {
  const relayPids = relaysOf(pids);
  const apiBefore = await Promise.all(pids.map(cpuMsOf));
  const relaysBefore = await Promise.all(relayPids.map(cpuMsOf));
  const clientsBefore = await Promise.all(clientPids.map(cpuMsOf));
  const benchBefore = process.cpuUsage();
  const result = await work();
  const benchUsed = process.cpuUsage(benchBefore);
  const apiAfter = await Promise.all(pids.map(cpuMsOf));
  const relaysAfter = await Promise.all(relayPids.map(cpuMsOf));
  const clientsAfter = await Promise.all(clientPids.map(cpuMsOf));
  return {
    result,
    apiCpuMs: cpuBetween(apiBefore, apiAfter),
    relayCpuMs: cpuBetween(relaysBefore, relaysAfter),
    benchCpuMs: (benchUsed.user + benchUsed.system) / 1000 + cpuBetween(clientsBefore, clientsAfter),
  };
}

/** RATE creates per second for SECONDS, open loop (each sent on schedule, whatever the ones before do); round robin over the instances. */
async function writeLoad(urls: string[], token: string): Promise<{ latencies: number[]; failed: number }> {
  const body = JSON.stringify({ name: 'H-Live', description: '', lon: 10, lat: 51, durchmesser: 'MM_150', type: 'NONE', verteilerLeitung: 'NONE' });
  const latencies: number[] = [];
  let failed = 0;
  const sent: Promise<void>[] = [];
  const start = performance.now();
  const total = RATE * SECONDS;
  for (let i = 0; i < total; i += 1) {
    const due = start + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const began = performance.now();
    sent.push(
      fetch(urls[i % urls.length] as string, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body })
        .then(async (response) => {
          await response.arrayBuffer();
          if (response.ok) latencies.push(performance.now() - began);
          else failed += 1;
        })
        .catch(() => void (failed += 1)),
    );
  }
  await Promise.all(sent);
  return { latencies, failed };
}

/**
 * The listening clients of one process, as plain JavaScript (it runs without the TypeScript
 * loader). Its first message names the streams' addresses and the clients' tokens.
 */
const CLIENT_PROCESS = `
let latencies = [];
let received = [];
let tokens = [];
let ready = 0;
let refused = 0;
async function client(urls, index) {
  const response = await fetch(urls[index % urls.length], { headers: { authorization: 'Bearer ' + tokens[index] } });
  if (response.status !== 200) { refused += 1; process.send({ type: 'refused', status: response.status }); return; }
  const decoder = new TextDecoder();
  let buffer = '';
  // Each frame is looked at where it stands in the text (no copy of it, no JSON parse): its event
  // line, and for a change the 24 characters of its "at" — the listeners stay cheap beside the API.
  for await (const chunk of response.body) {
    const now = Date.now();
    buffer += decoder.decode(chunk, { stream: true });
    let from = 0;
    let end;
    while ((end = buffer.indexOf('\\n\\n', from)) !== -1) {
      const event = buffer.indexOf('event: ', from);
      if (event !== -1 && event < end) {
        if (buffer.startsWith('event: ready', event)) {
          ready += 1;
          if (ready === tokens.length) process.send({ type: 'ready' });
        } else if (buffer.startsWith('event: change', event)) {
          const at = buffer.indexOf('"at":"', event);
          if (at !== -1 && at < end) latencies.push(now - Date.parse(buffer.slice(at + 6, at + 30)));
          received[index] += 1;
        }
      }
      from = end + 2;
    }
    buffer = buffer.slice(from);
  }
}
process.on('message', (message) => {
  if (message === 'report') process.send({ type: 'report', latencies, received, refused });
  else if (message.type === 'start') {
    tokens = message.tokens;
    received = tokens.map(() => 0);
    tokens.forEach((_, index) => client(message.urls, index).catch(() => { refused += 1; }));
  }
});
`;

/**
 * One process of listening clients, started under `nice -n CLIENT_NICE`: the clients stand for
 * browsers on other machines, so on this one they use the CPU the API, PostgreSQL and the writer
 * leave (BENCH_CLIENT_NICE=0: they compete with them as equals).
 */
function startClients(script: string, urls: string[], tokens: string[]): { child: ChildProcess; ready: Promise<void> } {
  const child = spawn('nice', ['-n', String(CLIENT_NICE), process.execPath, script], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const ready = new Promise<void>((resolve, reject) => {
    child.on('message', (message: { type: string; status?: number }) => {
      if (message.type === 'ready') resolve();
      if (message.type === 'refused') reject(new Error(`a stream was refused: ${message.status}`));
    });
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`the clients' process ended (${code})`)));
  });
  child.send({ type: 'start', urls, tokens });
  return { child, ready };
}

function report(child: ChildProcess): Promise<{ latencies: number[]; received: number[]; refused: number }> {
  return new Promise((resolve) => {
    const listener = (message: { type: string; latencies: number[]; received: number[]; refused: number }) => {
      if (message.type !== 'report') return;
      child.off('message', listener);
      resolve(message);
    };
    child.on('message', listener);
    child.send('report');
  });
}

/**
 * BENCH_CPU_PROF=<folder>: the API runs under a V8 CPU profile, written to <folder>/api-<n>.cpuprofile
 * when it is told to stop (`--cpu-prof` is not allowed in NODE_OPTIONS, so a small entry starts the
 * profiler through node:inspector and then loads the bundle).
 */
async function profiled(main: string, instance: number): Promise<string> {
  const folder = process.env.BENCH_CPU_PROF;
  if (!folder) return main;
  await mkdir(folder, { recursive: true });
  const entry = join(dirname(main), `profiled-${instance}.mjs`);
  const out = JSON.stringify(join(folder, `api-${instance}.cpuprofile`));
  await writeFile(
    entry,
    `import { Session } from 'node:inspector';
import { writeFileSync } from 'node:fs';
const session = new Session();
session.connect();
session.post('Profiler.enable');
session.post('Profiler.start');
process.prependOnceListener('SIGTERM', () => session.post('Profiler.stop', (error, result) => { if (!error) writeFileSync(${out}, JSON.stringify(result.profile)); }));
await import(${JSON.stringify(main)});
`,
  );
  return entry;
}

const cpuLine = ({ apiCpuMs, relayCpuMs, benchCpuMs }: { apiCpuMs: number; relayCpuMs: number; benchCpuMs: number }, writes: number) =>
  `  CPU: API ${(apiCpuMs / 1000).toFixed(1)} s (${(apiCpuMs / Math.max(1, writes)).toFixed(2)} ms per write), its stream relay ${(relayCpuMs / 1000).toFixed(1)} s, bench (writer and clients) ${(benchCpuMs / 1000).toFixed(1)} s`;

// Of this run alone: the cache folder is shared by every worktree on the machine.
const bundleDir = join(import.meta.dirname, `../../../node_modules/.cache/rescue-admin-api/bench-live-bundle-${process.pid}`);
const instances: ApiProcess[] = [];
const clientProcesses: ChildProcess[] = [];
let cluster: ThrowawayCluster | null = null;
let emulator: RunningEmulator | null = null;

try {
  cluster = await startThrowawayCluster({ fsync: true });
  // A busy machine may take a while to start the emulator.
  emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST ? null : await startAuthEmulator(180_000);
  const emulatorHost = emulator?.host ?? (process.env.FIREBASE_AUTH_EMULATOR_HOST as string);
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query('CREATE DATABASE rescue');
  await admin.end();
  const databaseUrl = withDatabase(cluster.url, 'rescue');

  // Schema, the hydrants, the writer and the listening administrators, as an operator would prepare them.
  const db = await openDatabase({ databaseUrl, dataDir: null });
  await insertHydrants(db, demoHydrants(HYDRANTS, 'bench-'));
  await db.query(`INSERT INTO customers (uid, name, kennung, street, number, zip, city) VALUES ('bench', 'Bench', 'BENCH', 'Weg', '1', '99441', 'Musterstadt')`);
  const accounts = [];
  for (let i = 0; i <= CLIENTS; i += 20) accounts.push(...(await Promise.all(Array.from({ length: Math.min(20, CLIENTS + 1 - i) }, () => signUp(emulatorHost)))));
  for (const [index, account] of accounts.entries()) {
    // The first account writes (an administrator); the others listen.
    await db.query(`INSERT INTO users (uid, firstname, lastname, mail, role, customer_uid, activated_at) VALUES ($1, 'Bench', $2, $3, $4, 'bench', now())`, [
      account.uid,
      `Admin ${index}`,
      account.email,
      index === 0 ? 'ADMIN' : LISTENER_ROLE,
    ]);
  }
  await db.close();
  const [writer, ...listeners] = accounts;
  if (!writer) throw new Error('no accounts');

  const { main } = await bundleApi(bundleDir);
  for (let i = 0; i < INSTANCES; i += 1) {
    instances.push(await startApiProcess({ DATABASE_URL: databaseUrl, FIREBASE_AUTH_EMULATOR_HOST: emulatorHost, LOG_LEVEL: 'warn', LIVE_RELAY: process.env.LIVE_RELAY ?? 'on' }, { bundle: await profiled(main, i) }));
  }
  const writeUrls = instances.map((api) => `${api.url}/api/hydrant/`);
  const eventUrls = instances.map((api) => `${api.url}/api/events`);
  console.log(`${INSTANCES} API process(es) on PostgreSQL (LIVE_RELAY=${process.env.LIVE_RELAY ?? 'on'}), ${HYDRANTS} hydrants; ${RATE} writes/s for ${SECONDS} s per phase; ${CLIENTS} listening clients (${LISTENER_ROLE}) in phase 2`);

  // Warm-up: token checks, caller records, JIT.
  await writeLoad(writeUrls, writer.idToken).catch(() => undefined);
  const pids = instances.map((api) => api.pid);
  const { result: quiet, ...quietCpu } = await measured(pids, [], () => writeLoad(writeUrls, writer.idToken));
  console.log(`phase 1, nobody listening: ${quiet.latencies.length} writes, p50 ${percentile(quiet.latencies, 50).toFixed(1)} ms, p99 ${percentile(quiet.latencies, 99).toFixed(1)} ms, failed ${quiet.failed}`);
  console.log(cpuLine(quietCpu, quiet.latencies.length));

  const halves = [listeners.slice(0, Math.ceil(listeners.length / 2)), listeners.slice(Math.ceil(listeners.length / 2))].filter((half) => half.length > 0);
  const clientScript = join(bundleDir, 'listening-clients.cjs');
  await writeFile(clientScript, CLIENT_PROCESS);
  const clients = halves.map((half) => startClients(clientScript, eventUrls, half.map((account) => account.idToken)));
  clientProcesses.push(...clients.map((client) => client.child));
  await Promise.all(clients.map((client) => client.ready));
  const { result: busy, ...busyCpu } = await measured(pids, clientProcesses.map((child) => child.pid as number), async () => {
    const load = await writeLoad(writeUrls, writer.idToken);
    // Deliveries still under way after the last answer.
    await sleep(2_000);
    return load;
  });
  const reports = await Promise.all(clientProcesses.map(report));
  const delivery = reports.flatMap((part) => part.latencies);
  const received = reports.flatMap((part) => part.received);
  const acknowledged = busy.latencies.length;
  const expected = LISTENERS_SEE_HYDRANTS ? acknowledged : 0;
  const complete = received.filter((count) => count === expected).length;
  console.log(
    `phase 2, ${listeners.length} clients listening: ${acknowledged} writes, p50 ${percentile(busy.latencies, 50).toFixed(1)} ms, p99 ${percentile(busy.latencies, 99).toFixed(1)} ms, failed ${busy.failed}`,
  );
  console.log(
    `delivery (write's commit → client): ${delivery.length} events, p50 ${percentile(delivery, 50).toFixed(0)} ms, p99 ${percentile(delivery, 99).toFixed(0)} ms, max ${delivery.reduce((most, ms) => Math.max(most, ms), 0).toFixed(0)} ms; ` +
      `${complete} of ${received.length} clients received ${LISTENERS_SEE_HYDRANTS ? 'every write exactly once' : 'nothing, as their role says'} (min ${Math.min(...received)}, max ${Math.max(...received)})`,
  );

  console.log(cpuLine(busyCpu, acknowledged));
  const writeP99Ratio = percentile(busy.latencies, 99) / percentile(quiet.latencies, 99);
  const ok = (!LISTENERS_SEE_HYDRANTS || percentile(delivery, 99) <= DELIVERY_P99_TARGET_MS) && writeP99Ratio <= WRITE_P99_SLOWDOWN && complete === received.length && quiet.failed + busy.failed === 0;
  console.log(`write p99 with listeners / without: ${writeP99Ratio.toFixed(2)}`);
  console.log(ok ? 'PASS' : `FAIL (targets: delivery p99 ≤ ${DELIVERY_P99_TARGET_MS} ms, write p99 ≤ ${WRITE_P99_SLOWDOWN} × without listeners, every client every write, no failed writes)`);
  if (!ok) for (const api of instances) console.log(`API ${api.url}, last log lines:\n${api.lines.slice(-10).join('\n')}`);
  process.exitCode = ok ? 0 : 1;
} finally {
  for (const child of clientProcesses) {
    child.removeAllListeners('exit');
    child.kill();
  }
  for (const api of instances) await api.stop('SIGTERM');
  await emulator?.stop();
  await cluster?.stop();
  await rm(bundleDir, { recursive: true, force: true });
}
