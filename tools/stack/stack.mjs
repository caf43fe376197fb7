// The local stack as a library: start.mjs (`npm start`) and the e2e global setup both call
// startStack(), so what the tests run against is exactly what a developer gets.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const PROJECT_ID = 'demo-rescue-admin';
export const DEMO_LOGIN = { email: 'admin@example.org', password: 'Feuerwehr112!' };

/** Fixed ports of the shared interface (see firebase.json for the emulator's own). */
export const PORTS = { auth: 9099, hub: 9098, logging: 9097, storage: 9199, api: 3333 };
const READY_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 20_000;
const TAIL_LINES = 40;

/**
 * @typedef {'auth' | 'storage' | 'api' | 'app'} ServiceName
 * @typedef {{
 *   dataDir?: string,
 *   appPort?: number,
 *   appMode?: 'dev' | 'preview',
 *   verbose?: boolean,
 *   print?: (line: string) => void,
 *   signal?: AbortSignal,
 * }} StackOptions
 *   dataDir: where users, records and files live (default <repo>/.data); seeded on first use.
 *   appMode: 'dev' = Vite dev server (nx serve); 'preview' = production build (nx preview).
 *   verbose: print every line of every service instead of only errors.
 *   signal: aborting it while starting stops what has started and rejects.
 * @typedef {{ app: string, api: string, auth: string, storage: string }} StackUrls
 * @typedef {{ urls: StackUrls, seconds: number, readyAfter: Partial<Record<ServiceName, number>>, stop: () => Promise<void>, exited: Promise<string> }} RunningStack
 *   seconds: start to all ready; readyAfter: seconds from start until each service answered.
 *   exited: settles with a message when any service dies on its own after start-up.
 */

/** Raised for problems the user can fix (busy port, missing browser …): print only the message. */
export class StackError extends Error {}

/**
 * Starts Auth emulator, storage server, API and admin app, waits until every one answers, and
 * returns their URLs. Every service must start: a missing one is an error, never skipped.
 * @param {StackOptions} [options]
 * @returns {Promise<RunningStack>}
 */
export async function startStack(options = {}) {
  const startedAt = performance.now();
  const dataDir = resolve(options.dataDir ?? join(REPO_ROOT, '.data'));
  const appPort = options.appPort ?? (Number(process.env.PORT) || 4200);
  const appMode = options.appMode ?? 'dev';
  const print = options.print ?? ((line) => console.log(line));
  const verbose = options.verbose ?? false;

  const urls = {
    app: `http://localhost:${appPort}`,
    api: `http://localhost:${PORTS.api}`,
    auth: `http://127.0.0.1:${PORTS.auth}`,
    storage: `http://127.0.0.1:${PORTS.storage}`,
  };

  for (const file of ['apps/api/src/main.ts', 'apps/admin-shell/vite.config.ts']) {
    if (!existsSync(join(REPO_ROOT, file))) throw new StackError(`Cannot start the stack: ${file} is missing.`);
  }

  await assertPortsFree([
    ['Auth emulator', PORTS.auth],
    ['Firebase emulator hub', PORTS.hub],
    ['Firebase logging emulator', PORTS.logging],
    ['Storage', PORTS.storage],
    ['API', PORTS.api],
    ['admin app', appPort],
  ]);

  const authDir = join(dataDir, 'auth');
  if (!existsSync(join(authDir, 'firebase-export-metadata.json'))) {
    mkdirSync(dataDir, { recursive: true });
    cpSync(join(REPO_ROOT, 'tools/stack/seed'), authDir, { recursive: true });
  }

  const baseEnv = {
    ...process.env,
    GCLOUD_PROJECT: PROJECT_ID,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${PORTS.auth}`,
    FIREBASE_STORAGE_EMULATOR_HOST: `127.0.0.1:${PORTS.storage}`,
    // Keeps firebase-tools and Nx from network checks, prompts and interactive UIs.
    CI: 'true',
    NX_TUI: 'false',
    FORCE_COLOR: '0',
    NO_COLOR: '1',
  };
  const bin = (/** @type {string} */ name) => join(REPO_ROOT, 'node_modules/.bin', name);
  /** @type {ServiceProcess[]} */
  const services = [];
  const stop = async () => {
    await Promise.all(services.map((service) => service.stop()));
  };
  /** @type {(message: string) => void} */
  let reportExit = () => undefined;
  /** @type {Promise<string>} */
  const exited = new Promise((resolveExit) => (reportExit = resolveExit));

  const launch = (/** @type {ServiceName} */ name, /** @type {string} */ command, /** @type {string[]} */ args, /** @type {object} */ extra = {}) => {
    const service = new ServiceProcess(name, command, args, { cwd: REPO_ROOT, env: baseEnv, ...extra }, print, verbose);
    services.push(service);
    return service;
  };

  try {
    const auth = launch('auth', process.execPath, [
      join(REPO_ROOT, 'node_modules/firebase-tools/lib/bin/firebase.js'),
      'emulators:start',
      '--only',
      'auth',
      '--project',
      PROJECT_ID,
      '--import',
      authDir,
      // Without a path it overwrites the import folder on a clean stop: users persist.
      '--export-on-exit',
    ]);
    // The firebase CLI exports on the first SIGINT and exits right away on a second one.
    auth.stopSignal = 'SIGINT';
    // Before it is ready the import may be unfinished, and an export then would overwrite the
    // saved users with a partial set: end it without exporting.
    auth.stopSignalBeforeReady = 'SIGKILL';
    // Storage asks the API (its base service, /api/) before an icon is uploaded or deleted; it
    // needs the API only for those requests, not to start.
    const storage = launch('storage', process.execPath, [join(REPO_ROOT, 'tools/stack/storage-server.mjs')], {
      env: { ...baseEnv, STORAGE_PORT: String(PORTS.storage), STORAGE_DATA_DIR: join(dataDir, 'storage'), STORAGE_API_BASE_URL: `${urls.api}/api/` },
    });
    const waits = [auth.waitUntil(() => httpAnswers(`${urls.auth}/`)), storage.waitUntil(() => httpAnswers(`${urls.storage}/v0/b/${PROJECT_ID}.appspot.com/o`))];

    {
      const target = appMode === 'preview' ? 'admin-shell:preview' : 'admin-shell:serve';
      const app = launch('app', bin('nx'), ['run', target, '--outputStyle=stream'], {
        env: { ...baseEnv, PORT: String(appPort) },
      });
      waits.push(app.waitUntil(() => httpAnswers(`${urls.app}/config.json`, 200)));
    }
    {
      // The API needs the Auth emulator only to answer requests (token checks), not to start,
      // so all four start at once. It runs from its project folder (as its `serve` target does)
      // so that tsx picks up apps/api/tsconfig.json and with it the @rescue-admin/* aliases.
      const api = launch('api', bin('tsx'), ['src/main.ts'], {
        cwd: join(REPO_ROOT, 'apps/api'),
        env: { ...baseEnv, PORT: String(PORTS.api), DATA_DIR: join(dataDir, 'db') },
      });
      waits.push(api.waitUntil(() => httpAnswers(`${urls.api}/health`, 200)));
    }
    const cancelled = new Promise((_, reject) => {
      if (options.signal?.aborted) reject(new StackError('Start cancelled.'));
      options.signal?.addEventListener('abort', () => reject(new StackError('Start cancelled.')), { once: true });
    });
    await Promise.race([Promise.all(waits), cancelled]);
  } catch (error) {
    await stop();
    throw error;
  }

  for (const service of services) {
    if (service.exitCode !== undefined) {
      await stop();
      throw new StackError(`${service.name} stopped during start-up (${service.exitCode}). Its last output:\n${service.tail.join('\n')}`);
    }
    service.onUnexpectedExit = (message) => reportExit(message);
  }
  const toSeconds = (/** @type {number} */ ms) => Math.round(ms / 100) / 10;
  const seconds = toSeconds(performance.now() - startedAt);
  /** @type {Partial<Record<ServiceName, number>>} */
  const readyAfter = {};
  for (const service of services) readyAfter[service.name] = toSeconds((service.readyAt ?? startedAt) - startedAt);
  return { urls, seconds, readyAfter, stop, exited };
}

/**
 * One child process in its own process group (so a terminal's Ctrl+C reaches only start.mjs,
 * which then stops each service in order), with prefixed output.
 */
class ServiceProcess {
  /**
   * @param {ServiceName} name
   * @param {string} command
   * @param {string[]} args
   * @param {{ cwd: string, env: NodeJS.ProcessEnv }} spawnOptions
   * @param {(line: string) => void} print
   * @param {boolean} verbose
   */
  constructor(name, command, args, spawnOptions, print, verbose) {
    this.name = name;
    this.print = print;
    this.verbose = verbose;
    /** @type {NodeJS.Signals} */
    this.stopSignal = 'SIGTERM';
    /** @type {NodeJS.Signals} */
    this.stopSignalBeforeReady = 'SIGTERM';
    this.ready = false;
    /** @type {number | undefined} */
    this.readyAt = undefined;
    /** @type {string[]} */
    this.tail = [];
    this.stopping = false;
    /** @type {((message: string) => void) | undefined} */
    this.onUnexpectedExit = undefined;
    this.child = spawn(command, args, { ...spawnOptions, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    /** @type {Promise<number | null>} */
    this.exit = new Promise((resolveExit) => {
      this.child.once('exit', (code, signal) => {
        this.exitCode = code ?? signal;
        resolveExit(code);
        if (!this.stopping) this.onUnexpectedExit?.(`${name} stopped unexpectedly (${code ?? signal}).\n${this.tail.join('\n')}`);
      });
      this.child.once('error', (error) => {
        this.exitCode = String(error);
        resolveExit(null);
      });
    });
    this.pipe(this.child.stdout, false);
    this.pipe(this.child.stderr, true);
  }

  /**
   * @param {import('node:stream').Readable} stream
   * @param {boolean} isStderr
   */
  pipe(stream, isStderr) {
    let buffered = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      buffered += chunk;
      const lines = buffered.split(/\r?\n/);
      buffered = lines.pop() ?? '';
      for (const line of lines) this.line(line, isStderr);
    });
    stream.on('end', () => buffered && this.line(buffered, isStderr));
  }

  /**
   * @param {string} line
   * @param {boolean} _isStderr
   */
  line(line, _isStderr) {
    if (!line.trim()) return;
    this.tail.push(line);
    if (this.tail.length > TAIL_LINES) this.tail.shift();
    const looksLikeError = /\b(error|exception|fatal|failed)\b|EADDRINUSE/i.test(line) && !/\b0 errors?\b/i.test(line);
    // npm/Nx chatter on stderr that is not a problem.
    const noise = /Unknown user config|npm warn|ExperimentalWarning|--trace-warnings/.test(line);
    if (this.verbose || (looksLikeError && !noise)) {
      this.print(`[${this.name}] ${line}`);
    }
  }

  /**
   * Polls until check() is true; fails early if the process exits first.
   * @param {() => Promise<boolean>} check
   */
  async waitUntil(check) {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    let exited = false;
    void this.exit.then(() => (exited = true));
    while (Date.now() < deadline) {
      if (exited) {
        throw new StackError(`${this.name} exited before it was ready (${this.exitCode}). Its last output:\n${this.tail.join('\n')}`);
      }
      if (await check()) {
        this.ready = true;
        this.readyAt = performance.now();
        return;
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new StackError(`${this.name} was not ready after ${READY_TIMEOUT_MS / 1000} s. Its last output:\n${this.tail.join('\n')}`);
  }

  async stop() {
    if (this.exitCode !== undefined) return;
    this.stopping = true;
    const pid = this.child.pid;
    if (pid === undefined) return;
    signalGroup(pid, this.ready ? this.stopSignal : this.stopSignalBeforeReady);
    const timeout = new Promise((r) => setTimeout(() => r('timeout'), STOP_TIMEOUT_MS).unref());
    if ((await Promise.race([this.exit, timeout])) === 'timeout') {
      this.print(`[${this.name}] did not stop within ${STOP_TIMEOUT_MS / 1000} s; killing it.`);
      signalGroup(pid, 'SIGKILL');
      await this.exit;
    }
    // Helpers a service started (e.g. Vite under Nx) may outlive their parent; end the group.
    signalGroup(pid, 'SIGKILL');
  }
}

/**
 * @param {number} pid
 * @param {NodeJS.Signals} signal
 */
function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is already gone.
  }
}

/**
 * @param {string} url
 * @param {number} [status] the status that counts as ready; any HTTP answer when omitted
 */
async function httpAnswers(url, status) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await response.arrayBuffer();
    return status === undefined || response.status === status;
  } catch {
    return false;
  }
}

/**
 * Fails with one readable line naming the first busy port.
 * @param {ReadonlyArray<readonly [string, number]>} ports
 */
async function assertPortsFree(ports) {
  for (const [label, port] of ports) {
    for (const host of ['127.0.0.1', '::1']) {
      const busy = await new Promise((resolveBusy) => {
        const probe = createServer();
        probe.once('error', (/** @type {NodeJS.ErrnoException} */ error) => resolveBusy(error.code === 'EADDRINUSE'));
        probe.listen(port, host, () => probe.close(() => resolveBusy(false)));
      });
      if (busy) {
        throw new StackError(`Port ${port} (${label}) is already in use — is the stack already running? Stop that process or free the port.`);
      }
    }
  }
}

/** For messages: a path relative to the repository when it is inside it. */
export function displayPath(/** @type {string} */ path) {
  const rel = relative(REPO_ROOT, path);
  return rel.startsWith('..') ? path : rel;
}
