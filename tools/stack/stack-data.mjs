// The stack's data folder: the Auth emulator's users (seeded on first use), the app's config.json
// (rewritten at every start) and the API's mailbox file.
import { cpSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ID, REPO_ROOT } from './stack-constants.mjs';

/** @typedef {import('./stack-constants.mjs').StackUrls} StackUrls */

/** The API's mailbox file in a data folder: one JSON line per mail (MAILBOX_FILE), shown by the local mailbox. */
export const mailboxFile = (/** @type {string} */ dataDir) => join(dataDir, 'mailbox.jsonl');

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
 * Makes the data folder ready for a start: seeds the Auth emulator's users from tools/stack/seed
 * when it has none, and writes the app's config.json — served at /config.json by the dev server
 * (APP_CONFIG_FILE) or copied into the hosting site (preview).
 * @param {string} dataDir
 * @param {StackUrls} urls
 * @returns {{ authDir: string, appConfigFile: string }}
 */
export function prepareDataDir(dataDir, urls) {
  const authDir = join(dataDir, 'auth');
  if (!existsSync(join(authDir, 'firebase-export-metadata.json'))) {
    mkdirSync(dataDir, { recursive: true });
    cpSync(join(REPO_ROOT, 'tools/stack/seed'), authDir, { recursive: true });
  }
  const appConfigFile = join(dataDir, 'config.json');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(appConfigFile, `${JSON.stringify(stackAppConfig(urls), null, 2)}\n`);
  return { authDir, appConfigFile };
}
