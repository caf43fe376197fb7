// The local stack as a library: start.mjs (`npm start`) and the e2e global setup both call
// startStack(), so what the tests run against is exactly what a developer gets. This module runs
// a start from beginning to end; the pieces are in stack-constants.mjs (names, ports), stack-env.mjs
// (each service's environment), stack-data.mjs (the data folder, config.json), stack-process.mjs
// (child processes, readiness, the port check) and stack-services.mjs (each service's command).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startMailboxServer, watchMailbox } from './mailbox.mjs';
import { PORTS, PROJECT_ID, REPO_ROOT, StackError } from './stack-constants.mjs';
import { mailboxFile, prepareDataDir } from './stack-data.mjs';
import { stackServiceEnvs } from './stack-env.mjs';
import { ServiceProcess, assertPortsFree } from './stack-process.mjs';
import { startApi, startAuthEmulator, startDevApp, startPreviewApp, startStorage } from './stack-services.mjs';

export { DEMO_LOGIN, HOSTING_PROJECT_ID, PORTS, PROJECT_ID, REPO_ROOT, StackError, displayPath } from './stack-constants.mjs';
export { mailboxFile, stackAppConfig } from './stack-data.mjs';
export { INHERITED_ENV, serviceEnv, stackServiceEnvs } from './stack-env.mjs';

/**
 * @typedef {import('./stack-constants.mjs').ServiceName} ServiceName
 * @typedef {import('./stack-constants.mjs').ApiProfile} ApiProfile
 * @typedef {import('./stack-constants.mjs').StackUrls} StackUrls
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
 * @typedef {{ urls: StackUrls, seconds: number, readyAfter: Partial<Record<ServiceName, number>>, stop: () => Promise<void>, exited: Promise<string> }} RunningStack
 *   seconds: start to all ready; readyAfter: seconds from start until each service answered.
 *   exited: settles with a message when any service dies on its own after start-up.
 */

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

  const { authDir, appConfigFile } = prepareDataDir(dataDir, urls);

  const envs = stackServiceEnvs({ urls, dataDir, appConfigFile, appPort, apiProfile: options.apiProfile });
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
    const waits = [
      startAuthEmulator(launch, { authDir, env: envs.auth, url: urls.auth }),
      startStorage(launch, { env: envs.storage, url: urls.storage }),
      appMode === 'preview'
        ? startPreviewApp(launch, runStep, { envs, dataDir, appConfigFile, appPort, url: urls.app })
        : startDevApp(launch, { env: envs.app, url: urls.app }),
      // The API needs the Auth emulator only to answer requests, so all four start at once.
      startApi(launch, { env: envs.api, url: urls.api }),
    ];
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
