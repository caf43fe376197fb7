#!/usr/bin/env node
// Firebase Storage for the local stack, served by firebase-tools' own storage emulator code.
//
// Why not `firebase emulators:start --only storage`: the official emulator evaluates
// storage.rules in a Java runtime (Java ≥ 21 plus a JAR downloaded at first start), which a
// fresh offline machine does not have. Everything else of the emulator — the Firebase and GCS
// REST protocols the JS SDK speaks, resumable uploads, download tokens — is plain Node code, so
// we run that and swap the rules runtime for the JS policy below (mirrored in storage.rules).
//
// Standalone (`node tools/stack/storage-server.mjs`, as the local stack runs it), configured by
// STORAGE_PORT (9199), STORAGE_HOST (127.0.0.1), STORAGE_DATA_DIR (.data/storage), GCLOUD_PROJECT,
// FIREBASE_AUTH_EMULATOR_HOST (127.0.0.1:9099), STORAGE_API_BASE_URL (http://localhost:3333/api/:
// the API whose access policy decides who may change a blueprint icon) and STORAGE_CORS_ORIGINS
// (the app's origins, comma-separated: the only browser pages that may call it).
//
// This reaches into firebase-tools internals (lib/emulator/storage). firebase-tools is pinned
// exactly in package.json and src/storage-server.test.ts fails when an upgrade breaks this.
//
// This module starts the server, persists its files and runs it standalone; the pieces are in
// storage-token.mjs (ID tokens), storage-permit.mjs (the API's icon permit), storage-policy.mjs
// (who may do what), storage-content.mjs (an upload's bytes), storage-http.mjs (what reaches the
// emulator) and storage-emulator.mjs (firebase-tools' emulator with those parts swapped in).
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LocalStorageEmulator } from './storage-emulator.mjs';
import { createIconPermitChecker, createPhotoPermitChecker } from './storage-permit.mjs';
import { createEmulatorTokenVerifier } from './storage-token.mjs';

export { detectImageType } from './storage-content.mjs';
export { ICON_PERMIT_PATH, ICON_PERMIT_TIMEOUT_MS, PHOTO_PERMIT_PATH, createIconPermitChecker, createPhotoPermitChecker } from './storage-permit.mjs';
export { ICON_CONTENT_TYPES, MAX_UPLOAD_BYTES, PHOTO_PATH, PHOTO_READER_ROLES, USER_ROLES, evaluatePolicy, isOwnerCredential } from './storage-policy.mjs';
export { createEmulatorTokenVerifier } from './storage-token.mjs';

const require = createRequire(import.meta.url);
const { EmulatorRegistry } = require('firebase-tools/lib/emulator/registry.js');
const { Emulators } = require('firebase-tools/lib/emulator/types.js');

/**
 * @typedef {import('./storage-token.mjs').VerifiedUser} VerifiedUser
 * @typedef {import('./storage-token.mjs').TokenVerifier} TokenVerifier
 * @typedef {import('./storage-policy.mjs').RulesResource} RulesResource
 * @typedef {import('./storage-policy.mjs').RulesRequest} RulesRequest
 * @typedef {import('./storage-permit.mjs').Decision} Decision
 * @typedef {import('./storage-permit.mjs').PermitAnswer} PermitAnswer
 * @typedef {import('./storage-permit.mjs').IconPermitChecker} IconPermitChecker
 */

export const DEFAULT_PROJECT_ID = 'demo-rescue-admin';

/**
 * Starts the storage server.
 * @param {{
 *   apiBaseUrl: string, apiTimeoutMs?: number,
 *   corsOrigins?: readonly string[],
 *   port?: number, host?: string, projectId?: string,
 *   authEmulatorUrl?: string,
 *   dataDir?: string,
 *   verifyToken?: TokenVerifier,
 *   log?: (line: string) => void,
 * }} options
 *   apiBaseUrl: the API's base service URL (e.g. http://localhost:3333/api/), asked before every
 *   icon upload or delete and photo upload; required — without the API no icon or photo can be written.
 *   apiTimeoutMs: how long to wait for its answer before refusing (default 5 s).
 *   corsOrigins: the app's origins (e.g. http://localhost:4200), the only browser origins it
 *   answers, preflights included; default none.
 *   dataDir: where files persist (export format of the emulator); omit for in-memory.
 * @returns {Promise<{ url: string, persist: () => Promise<void>, stop: () => Promise<void> }>}
 */
export async function startStorageServer(options) {
  if (!options?.apiBaseUrl || !URL.canParse(options.apiBaseUrl)) {
    throw new TypeError(`startStorageServer needs apiBaseUrl, the API's base service URL (got ${options?.apiBaseUrl}).`);
  }
  const askIconPermit = createIconPermitChecker({ apiBaseUrl: options.apiBaseUrl, timeoutMs: options.apiTimeoutMs });
  const askPhotoPermit = createPhotoPermitChecker({ apiBaseUrl: options.apiBaseUrl, timeoutMs: options.apiTimeoutMs });
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? 9199;
  const projectId = options.projectId ?? DEFAULT_PROJECT_ID;
  const log = options.log ?? ((line) => console.log(line));
  const dataDir = options.dataDir ? resolve(options.dataDir) : undefined;
  const verifyToken =
    options.verifyToken ??
    createEmulatorTokenVerifier({ authEmulatorUrl: options.authEmulatorUrl ?? 'http://127.0.0.1:9099', projectId });

  if (EmulatorRegistry.isRunning(Emulators.STORAGE)) {
    throw new Error('A storage server is already running in this process.');
  }

  // Writes are persisted shortly after they happen (coalesced), so a crash loses at most the
  // last moment and a clean stop loses nothing.
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  /** @type {Promise<void>} */
  let persisting = Promise.resolve();
  let dirty = false;
  const persist = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (!dataDir || !dirty) return persisting;
    dirty = false;
    persisting = persisting.then(() => exportTo(emulator, dataDir)).catch((error) => log(`could not persist files: ${error}`));
    return persisting;
  };
  const onWrite = () => {
    dirty = true;
    if (timer) clearTimeout(timer);
    timer = setTimeout(persist, 200);
  };

  const emulator = new LocalStorageEmulator({
    host,
    port,
    projectId,
    blobDir: mkdtempSync(join(tmpdir(), 'rescue-storage-')),
    importDir: dataDir && existsSync(join(dataDir, 'buckets.json')) ? dataDir : undefined,
    corsOrigins: options.corsOrigins ?? [],
    verifyToken,
    askIconPermit,
    askPhotoPermit,
    log,
    onWrite,
  });
  // Registering is what the REST handlers use to build upload and download URLs; without it
  // requests fail with "Cannot determine host and port of storage".
  try {
    await EmulatorRegistry.start(emulator);
  } catch (error) {
    EmulatorRegistry.clear(Emulators.STORAGE);
    await emulator.stop().catch(() => undefined);
    throw error;
  }

  return {
    url: `http://${host}:${port}`,
    persist,
    async stop() {
      await persist();
      await emulator.stop();
      EmulatorRegistry.clear(Emulators.STORAGE);
    },
  };
}

/**
 * Writes the emulator's files to dir, replacing its previous content only once the new export
 * is complete.
 * @param {LocalStorageEmulator} emulator
 * @param {string} dir
 */
async function exportTo(emulator, dir) {
  const staging = `${dir}.next`;
  const previous = `${dir}.previous`;
  rmSync(staging, { recursive: true, force: true });
  rmSync(previous, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  await emulator.storageLayer.export(staging, { initiatedBy: 'rescue-stack' });
  if (existsSync(dir)) renameSync(dir, previous);
  renameSync(staging, dir);
  rmSync(previous, { recursive: true, force: true });
}

// `node tools/stack/storage-server.mjs` runs it standalone (start.mjs does exactly that).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.env.STORAGE_PORT ?? 9199);
  const server = await startStorageServer({
    port,
    host: process.env.STORAGE_HOST ?? '127.0.0.1',
    projectId: process.env.GCLOUD_PROJECT ?? DEFAULT_PROJECT_ID,
    authEmulatorUrl: `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`,
    apiBaseUrl: process.env.STORAGE_API_BASE_URL ?? 'http://localhost:3333/api/',
    corsOrigins: (process.env.STORAGE_CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    dataDir: process.env.STORAGE_DATA_DIR ?? '.data/storage',
    log: (line) => console.error(line),
  }).catch((error) => {
    console.error(error?.code === 'EADDRINUSE' ? `Port ${port} is already in use.` : String(error));
    process.exit(1);
  });
  console.log(`Storage ready on ${server.url} (icon changes need the permit of ${process.env.STORAGE_API_BASE_URL ?? 'http://localhost:3333/api/'})`);
  let stopping = false;
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    server.stop().then(
      () => process.exit(0),
      (error) => {
        console.error(String(error));
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
