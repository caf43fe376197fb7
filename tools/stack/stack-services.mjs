// The services of the local stack, each launched with its command line and its readiness check:
// the Auth emulator, the storage server, the API, and the admin app (Vite dev server, or the
// production build served by the Firebase Hosting emulator). Each function starts its service at
// once and returns a promise that settles when the service answers.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { HOSTING_PROJECT_ID, PORTS, PROJECT_ID, REPO_ROOT } from './stack-constants.mjs';
import { httpAnswers } from './stack-process.mjs';

/**
 * @typedef {import('./stack-constants.mjs').ServiceName} ServiceName
 * @typedef {import('./stack-constants.mjs').StackUrls} StackUrls
 * @typedef {(name: ServiceName, command: string, args: string[], options: { env: Record<string, string>, cwd?: string }) => import('./stack-process.mjs').ServiceProcess} Launch
 *   Starts a long-running service.
 * @typedef {(name: ServiceName, command: string, args: string[], options: { env: Record<string, string>, cwd?: string, quiet?: boolean }) => Promise<void>} RunStep
 *   Runs a command to its end (a build step); rejects when it fails.
 */

const bin = (/** @type {string} */ name) => join(REPO_ROOT, 'node_modules/.bin', name);
const firebaseCli = join(REPO_ROOT, 'node_modules/firebase-tools/lib/bin/firebase.js');

/**
 * The Auth emulator, with the users of authDir, saved back there on a clean stop.
 * @param {Launch} launch
 * @param {{ authDir: string, env: Record<string, string>, url: string }} options
 */
export function startAuthEmulator(launch, { authDir, env, url }) {
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
  ], { env });
  // The firebase CLI exports on the first SIGINT and exits right away on a second one.
  auth.stopSignal = 'SIGINT';
  // Before it is ready the import may be unfinished, and an export then would overwrite the
  // saved users with a partial set: end it without exporting.
  auth.stopSignalBeforeReady = 'SIGKILL';
  // The Auth emulator listens before it has imported the saved users (firebase-tools starts it,
  // then imports); only its "All emulators ready" line says the demo login exists.
  const authImported = auth.printed(/All emulators ready/);
  return auth.waitUntil(async () => authImported() && (await httpAnswers(`${url}/`)));
}

/**
 * The storage server (storage-server.mjs). It asks the API (its base service, /api/) before an
 * icon is uploaded or deleted; it needs the API only for those requests, not to start.
 * @param {Launch} launch
 * @param {{ env: Record<string, string>, url: string }} options
 */
export function startStorage(launch, { env, url }) {
  const storage = launch('storage', process.execPath, [join(REPO_ROOT, 'tools/stack/storage-server.mjs')], { env });
  return storage.waitUntil(() => httpAnswers(`${url}/v0/b/${PROJECT_ID}.appspot.com/o`));
}

/**
 * The API. It needs the Auth emulator only to answer requests (token checks), not to start, so it
 * starts beside the others. It runs from its project folder (as its `serve` target does) so that
 * tsx picks up apps/api/tsconfig.json and with it the @rescue-admin/* aliases.
 * @param {Launch} launch
 * @param {{ env: Record<string, string>, url: string }} options
 */
export function startApi(launch, { env, url }) {
  const api = launch('api', bin('tsx'), ['src/main.ts'], { cwd: join(REPO_ROOT, 'apps/api'), env });
  return api.waitUntil(() => httpAnswers(`${url}/health`, 200));
}

/**
 * The admin app from the Vite dev server (nx serve), which serves the stack's config.json.
 * @param {Launch} launch
 * @param {{ env: Record<string, string>, url: string }} options
 */
export function startDevApp(launch, { env, url }) {
  const app = launch('app', bin('nx'), ['run', 'admin-shell:serve', '--outputStyle=stream'], { env });
  return app.waitUntil(() => httpAnswers(`${url}/config.json`, 200));
}

/**
 * The admin app as production serves it: the production build, then the site production would
 * get for this config.json (the same generator a deploy uses, into <dataDir>/hosting), served by
 * the Firebase Hosting emulator.
 * @param {Launch} launch
 * @param {RunStep} runStep
 * @param {{ envs: { build: Record<string, string>, hostingConfig: Record<string, string>, hosting: Record<string, string> }, dataDir: string, appConfigFile: string, appPort: number, url: string }} options
 */
export async function startPreviewApp(launch, runStep, { envs, dataDir, appConfigFile, appPort, url }) {
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
  await app.waitUntil(() => httpAnswers(`${url}/config.json`, 200));
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
