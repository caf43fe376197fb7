// What each process of the local stack gets of the environment: an allow-list from the shell plus
// the settings the service needs (tools/stack/README.md "Environment", src/stack-env.test.ts).
import { join } from 'node:path';
import { PORTS, PROJECT_ID } from './stack-constants.mjs';
import { mailboxFile } from './stack-data.mjs';

/** @typedef {import('./stack-constants.mjs').StackUrls} StackUrls */
/** @typedef {import('./stack-constants.mjs').ApiProfile} ApiProfile */

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
