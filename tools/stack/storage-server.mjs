#!/usr/bin/env node
// Firebase Storage for the local stack, served by firebase-tools' own storage emulator code.
//
// Why not `firebase emulators:start --only storage`: the official emulator evaluates
// storage.rules in a Java runtime (Java ≥ 21 plus a JAR downloaded at first start), which a
// fresh offline machine does not have. Everything else of the emulator — the Firebase and GCS
// REST protocols the JS SDK speaks, resumable uploads, download tokens — is plain Node code, so
// we run that and swap the rules runtime for the JS policy below (mirrored in storage.rules).
//
// This reaches into firebase-tools internals (lib/emulator/storage). firebase-tools is pinned
// exactly in package.json and src/storage-server.test.ts fails when an upgrade breaks this.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const fbStorage = require('firebase-tools/lib/emulator/storage/index.js');
const { createApp } = require('firebase-tools/lib/emulator/storage/server.js');
const { StorageRulesIssues } = require('firebase-tools/lib/emulator/storage/rules/runtime.js');
const { EmulatorRegistry } = require('firebase-tools/lib/emulator/registry.js');
const { Emulators } = require('firebase-tools/lib/emulator/types.js');

export const DEFAULT_PROJECT_ID = 'demo-rescue-admin';
/** Largest icon the policy accepts. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Objects the admin client may touch: one icon per vehicle blueprint. */
const ICON_PATH = /^blueprints\/[^/]+\/icon$/;
/** A verified token stays trusted this long before the Auth emulator is asked again. */
const TOKEN_CACHE_MS = 30_000;

/**
 * @typedef {{ uid: string, email?: string }} VerifiedUser
 * @typedef {(token: string) => Promise<VerifiedUser | null>} TokenVerifier
 */

/**
 * Verifies a Firebase ID token issued by the Auth emulator. Emulator tokens are unsigned
 * (alg "none"), so the claims are checked here and the emulator itself confirms that the token's
 * user still exists and the token has not been revoked (accounts:lookup does both).
 * @param {{ authEmulatorUrl: string, projectId: string }} options
 * @returns {TokenVerifier}
 */
export function createEmulatorTokenVerifier({ authEmulatorUrl, projectId }) {
  /** @type {Map<string, { user: VerifiedUser, until: number }>} */
  const cache = new Map();
  return async (token) => {
    const now = Date.now();
    const cached = cache.get(token);
    if (cached && cached.until > now) return cached.user;
    cache.delete(token);

    const claims = decodeJwtPayload(token);
    if (!claims) return null;
    const expiresAt = Number(claims.exp) * 1000;
    if (
      claims.aud !== projectId ||
      claims.iss !== `https://securetoken.google.com/${projectId}` ||
      typeof claims.sub !== 'string' ||
      claims.sub === '' ||
      !(expiresAt > now)
    ) {
      return null;
    }
    let response;
    try {
      response = await fetch(`${authEmulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:lookup?key=emulator`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ idToken: token }),
      });
    } catch {
      return null; // Auth emulator unreachable: fail closed.
    }
    if (!response.ok) return null;
    const body = /** @type {{ users?: { localId: string, email?: string, disabled?: boolean }[] }} */ (await response.json());
    const account = body.users?.[0];
    if (!account || account.localId !== claims.sub || account.disabled) return null;
    const user = { uid: account.localId, email: account.email };
    cache.set(token, { user, until: Math.min(now + TOKEN_CACHE_MS, expiresAt) });
    return user;
  };
}

/** @param {string} token */
function decodeJwtPayload(token) {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    const payload = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
    return payload && typeof payload === 'object' ? /** @type {Record<string, unknown>} */ (payload) : null;
  } catch {
    return null;
  }
}

/**
 * @typedef {{ size?: number | string, contentType?: string }} RulesResource
 * @typedef {{ method: string, path: string, file?: { before?: RulesResource, after?: RulesResource }, token?: string }} RulesRequest
 */

/**
 * The access policy (the JS twin of storage.rules): signed-in users only; they may read and
 * write blueprint icons (images up to 5 MB) and list the blueprints folder — nothing else.
 * @param {RulesRequest} request
 * @param {VerifiedUser | null} user
 * @returns {{ permitted: boolean, reason?: string }}
 */
export function evaluatePolicy(request, user) {
  if (!user) return { permitted: false, reason: 'not signed in' };
  // request.path is "b/<bucket>/o/<object path>" (the object path may be empty for a list).
  const match = /^\/?b\/[^/]+\/o\/?(.*)$/.exec(request.path);
  if (!match) return { permitted: false, reason: `unexpected path ${request.path}` };
  const objectPath = match[1];
  switch (request.method) {
    case 'list':
      return objectPath === 'blueprints' || objectPath.startsWith('blueprints/')
        ? { permitted: true }
        : { permitted: false, reason: 'listing is limited to blueprints/' };
    case 'get':
    case 'delete':
      return ICON_PATH.test(objectPath) ? { permitted: true } : { permitted: false, reason: `no access to ${objectPath}` };
    case 'create':
    case 'update': {
      if (!ICON_PATH.test(objectPath)) return { permitted: false, reason: `no access to ${objectPath}` };
      const after = request.file?.after ?? {};
      if (!/^image\//.test(after.contentType ?? '')) return { permitted: false, reason: 'only images may be uploaded' };
      if (Number(after.size ?? 0) > MAX_UPLOAD_BYTES) return { permitted: false, reason: 'file larger than 5 MB' };
      return { permitted: true };
    }
    default:
      return { permitted: false, reason: `unsupported operation ${request.method}` };
  }
}

/**
 * The emulator's StorageEmulator with the Java rules runtime replaced by evaluatePolicy, blobs in
 * a private temp folder (the stock class shares one folder per machine), and HTTP served through
 * a wrapper that notices successful writes.
 */
class LocalStorageEmulator extends fbStorage.StorageEmulator {
  /**
   * @param {{ host: string, port: number, projectId: string, blobDir: string, importDir?: string, verifyToken: TokenVerifier, log: (line: string) => void, onWrite: () => void }} args
   */
  constructor(args) {
    // The base constructor already calls getPersistenceTmpDir and createRulesManager, before
    // this.options exists; both read what they need through late-bound closures or this.args.
    super({ ...args, rules: { name: 'storage.rules', content: '' }, auto_download: false });
    this.options = args;
    /** @type {import('node:http').Server | undefined} */
    this.httpServer = undefined;
  }

  getPersistenceTmpDir() {
    return /** @type {string} */ (this.args.blobDir);
  }

  createRulesManager() {
    const options = () => this.options;
    const ruleset = {
      /** @param {RulesRequest} request */
      async verify(request) {
        const user = request.token ? await options().verifyToken(request.token) : null;
        const { permitted, reason } = evaluatePolicy(request, user);
        if (!permitted) options().log(`denied ${request.method} ${request.path}: ${reason}`);
        return { permitted, issues: new StorageRulesIssues() };
      },
    };
    return {
      start: async () => new StorageRulesIssues(),
      stop: async () => undefined,
      getRuleset: () => ruleset,
    };
  }

  /** @override */
  async start() {
    const { host, port } = this.getInfo();
    // Importing needs the registry entry (bucket metadata embeds the server's URL), which
    // EmulatorRegistry.start has made by the time it calls start().
    if (this.options.importDir) this.storageLayer.import(this.options.importDir, { initiatedBy: 'start' });
    const app = await createApp(this.options.projectId, this);
    this.httpServer = createServer((req, res) => {
      // The Firebase protocol (/v0) is what the client SDK speaks and where the policy applies.
      // The emulator's other endpoints (GCS JSON API, /internal/reset, export) skip rules
      // entirely, so they are reserved for the emulator's admin credential (firebase-admin sends it).
      const isAdmin = ['Bearer owner', 'Firebase owner'].includes(req.headers.authorization ?? '');
      if (!req.url?.startsWith('/v0/') && req.method !== 'OPTIONS' && !isAdmin) {
        res.writeHead(401, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { code: 401, message: 'Only the Firebase Storage API (/v0) is open to clients.' } }));
        return;
      }
      if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS') {
        res.on('finish', () => {
          if (res.statusCode < 400) this.options.onWrite();
        });
      }
      app(req, res);
    });
    const server = this.httpServer;
    await new Promise((resolveListen, rejectListen) => {
      server.once('error', rejectListen);
      server.listen(port, host, () => resolveListen(undefined));
    });
  }

  /** @override */
  async stop() {
    const server = this.httpServer;
    if (server) {
      server.closeAllConnections();
      await new Promise((resolveClose) => server.close(() => resolveClose(undefined)));
    }
    rmSync(this.options.blobDir, { recursive: true, force: true });
  }
}

/**
 * Starts the storage server.
 * @param {{
 *   port?: number, host?: string, projectId?: string,
 *   authEmulatorUrl?: string,
 *   dataDir?: string,
 *   verifyToken?: TokenVerifier,
 *   log?: (line: string) => void,
 * }} [options] dataDir: where files persist (export format of the emulator); omit for in-memory.
 * @returns {Promise<{ url: string, persist: () => Promise<void>, stop: () => Promise<void> }>}
 */
export async function startStorageServer(options = {}) {
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
    verifyToken,
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
    dataDir: process.env.STORAGE_DATA_DIR ?? '.data/storage',
    log: (line) => console.error(line),
  }).catch((error) => {
    console.error(error?.code === 'EADDRINUSE' ? `Port ${port} is already in use.` : String(error));
    process.exit(1);
  });
  console.log(`Storage ready on ${server.url}`);
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
