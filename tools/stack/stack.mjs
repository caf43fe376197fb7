// The local stack as a library: start.mjs (`npm start`) and the e2e global setup both call
// startStack(), so what the tests run against is exactly what a developer gets.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startMailboxServer, watchMailbox } from './mailbox.mjs';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const PROJECT_ID = 'demo-rescue-admin';
/**
 * The project id the Hosting emulator (`--preview`) runs under. firebase-tools finds "the"
 * emulator hub of a project through one locator file per project id in the temp folder; with the
 * Auth emulator's project the two processes would share it, and whichever hub wrote it first would
 * receive the Auth emulator's export request on stop — from the Hosting process, the export of
 * the users fails. A separate (offline, demo-) project id keeps them apart.
 */
export const HOSTING_PROJECT_ID = `${PROJECT_ID}-hosting`;
export const DEMO_LOGIN = { email: 'admin@example.org', password: 'Feuerwehr112!' };

/**
 * Fixed ports of the shared interface (see firebase.json for the Auth emulator's own). The Hosting
 * emulator of `--preview` is a second firebase-tools process with its own hub and logging ports.
 * The local mailbox (mailbox.mjs) runs inside the stack's own process, on 127.0.0.1 only.
 */
export const PORTS = { auth: 9099, hub: 9098, logging: 9097, storage: 9199, api: 3333, hostingHub: 9096, hostingLogging: 9095, mailbox: 9094 };

/** The API's mailbox file in a data folder: one JSON line per mail (MAILBOX_FILE), shown by the local mailbox. */
export const mailboxFile = (/** @type {string} */ dataDir) => join(dataDir, 'mailbox.jsonl');

/**
 * What every service may see of the environment start.mjs runs in: enough to find programs, a home
 * and a temp folder, and the locale. Everything else a service needs is passed by name below, so a
 * stray DATABASE_URL, HOST or PORT in a developer's shell never reaches a service.
 */
export const INHERITED_ENV = [
  'PATH',
  'HOME',
  'TMPDIR',
  'TMP',
  'TEMP',
  'LANG',
  'LC_ALL',
  'TZ',
  // Windows: what Node and child processes need to run at all.
  'SYSTEMROOT',
  'COMSPEC',
  'PATHEXT',
  'USERPROFILE',
  'APPDATA',
  'LOCALAPPDATA',
];
/** Nx settings a developer may choose for the app's build and dev server (never Nx's own task variables). */
const INHERITED_NX_ENV = ['NX_DAEMON', 'NX_SKIP_NX_CACHE', 'NX_CACHE_DIRECTORY', 'NX_VERBOSE_LOGGING'];

/**
 * The environment of one service: the allow-listed variables of `from` plus the service's own.
 * @param {Record<string, string>} own
 * @param {{ from?: NodeJS.ProcessEnv, inherit?: readonly string[] }} [options] inherit: further names taken from `from` when set
 * @returns {Record<string, string>}
 */
export function serviceEnv(own, { from = process.env, inherit = [] } = {}) {
  /** @type {Record<string, string>} */
  const env = {};
  for (const name of [...INHERITED_ENV, ...inherit]) {
    const value = from[name];
    if (value !== undefined) env[name] = value;
  }
  return {
    ...env,
    // Keeps firebase-tools and Nx from network checks, prompts and interactive UIs.
    CI: 'true',
    FORCE_COLOR: '0',
    NO_COLOR: '1',
    ...own,
  };
}

/**
 * The app's /config.json for the local stack: the API's three services, the demo Firebase project
 * and the emulators. It is written into the stack's data folder at every start, never into the
 * app's source or build (tools/stack/README.md).
 * @param {StackUrls} urls
 */
export function stackAppConfig(urls) {
  const storage = new URL(urls.storage);
  return {
    services: { user: `${urls.api}/user/`, base: `${urls.api}/api/`, mission: `${urls.api}/mission/` },
    firebase: {
      apiKey: 'demo-api-key',
      authDomain: `${PROJECT_ID}.firebaseapp.com`,
      projectId: PROJECT_ID,
      storageBucket: `${PROJECT_ID}.appspot.com`,
      appId: 'demo-app',
    },
    emulators: { auth: urls.auth, storage: { host: storage.hostname, port: Number(storage.port) } },
  };
}

/**
 * The environment of every process the stack starts — each gets exactly what it needs.
 * @param {{ urls: StackUrls, dataDir: string, appConfigFile: string, appPort: number, apiProfile?: ApiProfile, from?: NodeJS.ProcessEnv }} options
 *   apiProfile: 'spec' starts the API's spec-only profile (API_PROFILE=spec, apps/api/README.md).
 */
export function stackServiceEnvs({ urls, dataDir, appConfigFile, appPort, apiProfile = 'full', from = process.env }) {
  const authEmulatorHost = new URL(urls.auth).host;
  /** Nx, for the app's dev server and build: its own settings, none of a surrounding Nx task's. */
  const nx = (/** @type {Record<string, string>} */ own) => serviceEnv({ NX_TUI: 'false', NX_NO_CLOUD: 'true', ...own }, { from, inherit: INHERITED_NX_ENV });
  return {
    auth: serviceEnv({}, { from }),
    storage: serviceEnv(
      {
        STORAGE_HOST: new URL(urls.storage).hostname,
        STORAGE_PORT: String(PORTS.storage),
        STORAGE_DATA_DIR: join(dataDir, 'storage'),
        STORAGE_API_BASE_URL: `${urls.api}/api/`,
        // The app's pages are the only browser origin it answers (as CORS_ORIGIN for the API).
        STORAGE_CORS_ORIGINS: urls.app,
        GCLOUD_PROJECT: PROJECT_ID,
        FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost,
      },
      { from },
    ),
    api: serviceEnv(
      {
        PORT: String(PORTS.api),
        HOST: 'localhost',
        DATA_DIR: join(dataDir, 'db'),
        GCLOUD_PROJECT: PROJECT_ID,
        // Emulator mode (unsigned tokens) is opt-in, asked for outright; the local stack wants it.
        AUTH_EMULATOR: 'on',
        FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost,
        // The demo data is opt-in; the local stack wants it.
        SEED: 'on',
        // Only this stack's app may call the API from a browser.
        CORS_ORIGIN: urls.app,
        // Offline: the bundled gazetteer, never an outside geocoder.
        GEOCODER: 'gazetteer',
        // Invitations go to the local mailbox (a file the stack's mailbox page shows), and their
        // links point at this stack's app.
        MAILBOX_FILE: mailboxFile(dataDir),
        APP_URL: urls.app,
        ...(apiProfile === 'spec' ? { API_PROFILE: 'spec' } : {}),
      },
      { from, inherit: ['LOG_LEVEL'] },
    ),
    /** The Vite dev server (appMode 'dev'). */
    app: nx({ PORT: String(appPort), APP_CONFIG_FILE: appConfigFile }),
    /** The production build and the Hosting emulator that serves it (appMode 'preview'). */
    build: nx({}),
    hostingConfig: serviceEnv({}, { from }),
    hosting: serviceEnv({}, { from }),
  };
}
const READY_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 20_000;
const TAIL_LINES = 40;

/**
 * @typedef {'auth' | 'storage' | 'api' | 'app' | 'build' | 'hosting-config'} ServiceName
 * @typedef {'full' | 'spec'} ApiProfile
 * @typedef {{
 *   dataDir?: string,
 *   appPort?: number,
 *   appMode?: 'dev' | 'preview',
 *   apiProfile?: ApiProfile,
 *   verbose?: boolean,
 *   print?: (line: string) => void,
 *   signal?: AbortSignal,
 *   onMail?: (mail: import('./mailbox.mjs').MailboxMail) => void,
 * }} StackOptions
 *   dataDir: where users, records and files live (default <repo>/.data); seeded on first use.
 *   appMode: 'dev' = Vite dev server (nx serve); 'preview' = the production build served by the
 *     Firebase Hosting emulator with the headers production gets (tools/hosting).
 *   apiProfile: 'spec' runs the API as a service that implements SPEC §7 and nothing more (no
 *     extension endpoints, no versions, new users open with the initial password); default 'full'.
 *   verbose: print every line of every service instead of only errors.
 *   signal: aborting it while starting stops what has started and rejects.
 *   onMail: called for every mail that reaches the local mailbox after start-up (polled every 2 s).
 * @typedef {{ app: string, api: string, auth: string, storage: string, mailbox: string }} StackUrls
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
    mailbox: `http://127.0.0.1:${PORTS.mailbox}`,
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
    ['local mailbox', PORTS.mailbox],
    ['admin app', appPort],
    ...(appMode === 'preview'
      ? /** @type {Array<[string, number]>} */ ([
          ['Hosting emulator hub', PORTS.hostingHub],
          ['Hosting logging emulator', PORTS.hostingLogging],
        ])
      : []),
  ]);

  const authDir = join(dataDir, 'auth');
  if (!existsSync(join(authDir, 'firebase-export-metadata.json'))) {
    mkdirSync(dataDir, { recursive: true });
    cpSync(join(REPO_ROOT, 'tools/stack/seed'), authDir, { recursive: true });
  }

  // The app's config.json, served at /config.json by the dev server (APP_CONFIG_FILE) or copied
  // into the hosting site (preview).
  const appConfigFile = join(dataDir, 'config.json');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(appConfigFile, `${JSON.stringify(stackAppConfig(urls), null, 2)}\n`);

  const envs = stackServiceEnvs({ urls, dataDir, appConfigFile, appPort, apiProfile: options.apiProfile });
  const bin = (/** @type {string} */ name) => join(REPO_ROOT, 'node_modules/.bin', name);
  const firebaseCli = join(REPO_ROOT, 'node_modules/firebase-tools/lib/bin/firebase.js');
  /** @type {ServiceProcess[]} */
  const services = [];
  /** One-shot steps still running (the build); stop() ends them too. */
  /** @type {ServiceProcess[]} */
  const steps = [];
  let stopped = false;
  /** The local mailbox and its watcher (in this process); stop() ends them too. */
  /** @type {Array<() => Promise<void> | void>} */
  const inProcess = [];
  const stop = async () => {
    stopped = true;
    await Promise.all([...steps, ...services].map((process) => process.stop()));
    await Promise.all(inProcess.splice(0).map((end) => end()));
  };
  const assertStarting = () => {
    // A step that finishes after a cancelled start must not launch anything more.
    if (stopped) throw new StackError('Start cancelled.');
  };
  /** @type {(message: string) => void} */
  let reportExit = () => undefined;
  /** @type {Promise<string>} */
  const exited = new Promise((resolveExit) => (reportExit = resolveExit));

  /**
   * @param {ServiceName} name
   * @param {string} command
   * @param {string[]} args
   * @param {{ env: Record<string, string>, cwd?: string }} options
   */
  const launch = (name, command, args, options) => {
    assertStarting();
    const service = new ServiceProcess(name, command, args, { cwd: REPO_ROOT, ...options }, print, verbose);
    services.push(service);
    return service;
  };
  /**
   * Runs a command to its end (a build step); a failure is a StackError with its last output.
   * quiet: print nothing unless verbose (a build's file list names "error-notice" chunks …).
   * @param {ServiceName} name
   * @param {string} command
   * @param {string[]} args
   * @param {{ env: Record<string, string>, cwd?: string, quiet?: boolean }} options
   */
  const runStep = async (name, command, args, { quiet = false, ...options }) => {
    assertStarting();
    const step = new ServiceProcess(name, command, args, { cwd: REPO_ROOT, ...options }, quiet && !verbose ? () => undefined : print, verbose);
    steps.push(step);
    const code = await step.exit;
    steps.splice(steps.indexOf(step), 1);
    if (code !== 0) throw new StackError(`${name} failed (${step.exitCode}). Its last output:\n${step.tail.join('\n')}`);
  };

  /** @type {Awaited<ReturnType<typeof startMailboxServer>> | undefined} */
  let mailbox;
  try {
    // The local mailbox: the API's invitations (MAILBOX_FILE) and the Auth emulator's
    // password-reset codes, for this machine only (mailbox.mjs).
    mailbox = await startMailboxServer({
      port: PORTS.mailbox,
      file: mailboxFile(dataDir),
      appOrigin: urls.app,
      authEmulatorUrl: urls.auth,
      projectId: PROJECT_ID,
    });
    inProcess.push(mailbox.close);
    const auth = launch('auth', process.execPath, [
      firebaseCli,
      'emulators:start',
      '--only',
      'auth',
      '--project',
      PROJECT_ID,
      '--import',
      authDir,
      // Without a path it overwrites the import folder on a clean stop: users persist.
      '--export-on-exit',
    ], { env: envs.auth });
    // The firebase CLI exports on the first SIGINT and exits right away on a second one.
    auth.stopSignal = 'SIGINT';
    // Before it is ready the import may be unfinished, and an export then would overwrite the
    // saved users with a partial set: end it without exporting.
    auth.stopSignalBeforeReady = 'SIGKILL';
    // Storage asks the API (its base service, /api/) before an icon is uploaded or deleted; it
    // needs the API only for those requests, not to start.
    const storage = launch('storage', process.execPath, [join(REPO_ROOT, 'tools/stack/storage-server.mjs')], {
      env: envs.storage,
    });
    // The Auth emulator listens before it has imported the saved users (firebase-tools starts it,
    // then imports); only its "All emulators ready" line says the demo login exists.
    const authImported = auth.printed(/All emulators ready/);
    const waits = [auth.waitUntil(async () => authImported() && (await httpAnswers(`${urls.auth}/`))), storage.waitUntil(() => httpAnswers(`${urls.storage}/v0/b/${PROJECT_ID}.appspot.com/o`))];

    if (appMode === 'preview') {
      waits.push(
        (async () => {
          // The production build, then the site production would get for this config.json (the
          // same generator a deploy uses), served by the Firebase Hosting emulator.
          await runStep('build', bin('nx'), ['run', 'admin-shell:build', '--outputStyle=stream'], { env: envs.build, quiet: true });
          const siteDir = join(dataDir, 'hosting');
          await runStep(
            'hosting-config',
            process.execPath,
            [join(REPO_ROOT, 'tools/hosting/write-hosting-config.mjs'), '--config', appConfigFile, '--out', siteDir, '--build', join(REPO_ROOT, 'dist/apps/admin-shell'), '--local', '--quiet'],
            { env: envs.hostingConfig },
          );
          writeHostingEmulatorConfig(join(siteDir, 'firebase.json'), appPort);
          const app = launch('app', process.execPath, [firebaseCli, 'emulators:start', '--only', 'hosting', '--project', HOSTING_PROJECT_ID, '--config', join(siteDir, 'firebase.json')], {
            cwd: siteDir,
            env: envs.hosting,
          });
          app.stopSignal = 'SIGINT';
          await app.waitUntil(() => httpAnswers(`${urls.app}/config.json`, 200));
        })(),
      );
    } else {
      const app = launch('app', bin('nx'), ['run', 'admin-shell:serve', '--outputStyle=stream'], {
        env: envs.app,
      });
      waits.push(app.waitUntil(() => httpAnswers(`${urls.app}/config.json`, 200)));
    }
    {
      // The API needs the Auth emulator only to answer requests (token checks), not to start,
      // so all four start at once. It runs from its project folder (as its `serve` target does)
      // so that tsx picks up apps/api/tsconfig.json and with it the @rescue-admin/* aliases.
      const api = launch('api', bin('tsx'), ['src/main.ts'], {
        cwd: join(REPO_ROOT, 'apps/api'),
        env: envs.api,
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
  if (options.onMail && mailbox) {
    // Started once all is up: mails from earlier runs are not reported again.
    inProcess.push(watchMailbox(mailbox.mailbox, options.onMail));
  }
  const toSeconds = (/** @type {number} */ ms) => Math.round(ms / 100) / 10;
  const seconds = toSeconds(performance.now() - startedAt);
  /** @type {Partial<Record<ServiceName, number>>} */
  const readyAfter = {};
  for (const service of services) readyAfter[service.name] = toSeconds((service.readyAt ?? startedAt) - startedAt);
  return { urls, seconds, readyAfter, stop, exited };
}

/**
 * Adds the Hosting emulator's own settings to a generated site's firebase.json: its port, and hub and
 * logging ports that do not collide with the Auth emulator's process.
 * @param {string} file
 * @param {number} port
 */
function writeHostingEmulatorConfig(file, port) {
  const config = JSON.parse(readFileSync(file, 'utf8'));
  config.emulators = {
    singleProjectMode: true,
    ui: { enabled: false },
    hub: { host: '127.0.0.1', port: PORTS.hostingHub },
    logging: { host: '127.0.0.1', port: PORTS.hostingLogging },
    hosting: { host: 'localhost', port },
  };
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
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
   * @param {{ cwd: string, env: Record<string, string> }} spawnOptions
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
    /** @type {{ pattern: RegExp, seen: boolean }[]} */
    this.watched = [];
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
    for (const watch of this.watched) watch.seen ||= watch.pattern.test(line);
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
   * A check for waitUntil: true once the process has printed a line matching `pattern`.
   * @param {RegExp} pattern
   */
  printed(pattern) {
    const watch = { pattern, seen: false };
    this.watched.push(watch);
    return () => watch.seen;
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
