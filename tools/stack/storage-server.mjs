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
const { ForbiddenError } = require('firebase-tools/lib/emulator/storage/errors.js');
const { EmulatorRegistry } = require('firebase-tools/lib/emulator/registry.js');
const { Emulators } = require('firebase-tools/lib/emulator/types.js');

export const DEFAULT_PROJECT_ID = 'demo-rescue-admin';
/** Largest icon the policy accepts. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Objects the admin client may touch: one icon per vehicle blueprint (group 1: its uid). */
const ICON_PATH = /^blueprints\/([^/]+)\/icon$/;
/** The content types an icon may be declared as — and the formats its bytes must be. */
export const ICON_CONTENT_TYPES = /** @type {const} */ (['image/png', 'image/jpeg', 'image/webp']);
/**
 * The API's answer to "may this caller change this blueprint's icon?" (contract endpoint
 * `vehicle.iconPermit`), relative to the API's base service URL (…/api/).
 */
export const ICON_PERMIT_PATH = 'vehicle/blueprint/icon/';
/** How long a write waits for the API's permit before it is refused. */
export const ICON_PERMIT_TIMEOUT_MS = 5_000;
/** A verified token stays trusted this long before the Auth emulator is asked again. */
const TOKEN_CACHE_MS = 30_000;
/**
 * The roles a user record can have (the contract's USER_ROLES). The API puts the record's role
 * into the account's tokens as the `role` claim when it enables the account; reading needs one,
 * so an account that signed itself up (no user record, no claim) reads nothing.
 */
export const USER_ROLES = /** @type {const} */ (['SUPER_ADMIN', 'ADMIN', 'UNIT_ADMIN', 'SUPER_USER', 'USER', 'UNIT_USER']);
/** The emulator's admin credential, which firebase-tools lets past every rule: refused here (see isOwnerCredential). */
const OWNER_TOKEN = 'owner';

/**
 * @typedef {{ uid: string, email?: string, role?: string }} VerifiedUser
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
    // The role as the token carries it, like `request.auth.token.role` in storage.rules.
    const user = { uid: account.localId, email: account.email, ...(typeof claims.role === 'string' ? { role: claims.role } : {}) };
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
 * @typedef {{ permitted: boolean, reason?: string }} Decision
 * @typedef {Decision & { noPermitEndpoint?: true }} PermitAnswer
 *   noPermitEndpoint: the API has no icon permit endpoint (a service that implements only the spec,
 *   like apps/api's spec-only profile): the policy falls back to the role claim.
 * @typedef {(token: string, blueprintUid: string) => Promise<PermitAnswer>} IconPermitChecker
 */

/** What the API's status codes mean for an icon permit (anything else: refused, too). */
const PERMIT_REFUSALS = /** @type {Record<number, string>} */ ({
  400: 'the API rejected the request (400)',
  401: 'the API does not accept the token (401)',
  403: 'the access policy refuses (403)',
  404: 'no such blueprint (404)',
});

/**
 * Asks the API (contract endpoint `vehicle.iconPermit`) whether the caller — identified by their
 * own ID token, passed on as `Authorization: Bearer` — may change a blueprint's icon. Only a 200
 * answer of `true` permits; any other answer, a time-out or an unreachable API refuses (fail
 * closed). A 404 that names the `blueprintUid` field means "no such blueprint" and refuses; any
 * other 404 means the API has no such endpoint (`noPermitEndpoint`, see evaluatePolicy). Nothing
 * is cached: every upload, metadata change and delete asks again.
 * @param {{ apiBaseUrl: string, timeoutMs?: number }} options apiBaseUrl: the API's base service
 *   URL, e.g. http://localhost:3333/api/
 * @returns {IconPermitChecker}
 */
export function createIconPermitChecker({ apiBaseUrl, timeoutMs = ICON_PERMIT_TIMEOUT_MS }) {
  const endpoint = new URL(ICON_PERMIT_PATH, apiBaseUrl.endsWith('/') ? apiBaseUrl : `${apiBaseUrl}/`);
  return async (token, blueprintUid) => {
    if (!token) return { permitted: false, reason: 'no token to ask the API with' };
    const url = new URL(endpoint);
    url.searchParams.set('blueprintUid', blueprintUid);
    try {
      const response = await fetch(url, {
        headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
        // The token must not travel anywhere else.
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.status === 404) {
        const body = /** @type {{ fieldErrors?: Record<string, unknown> } | undefined} */ (await response.json().catch(() => undefined));
        if (body?.fieldErrors?.blueprintUid !== undefined) return { permitted: false, reason: PERMIT_REFUSALS[404] };
        return { permitted: false, noPermitEndpoint: true, reason: 'the API has no icon permit endpoint (404)' };
      }
      if (response.status !== 200) {
        await response.body?.cancel();
        return { permitted: false, reason: PERMIT_REFUSALS[response.status] ?? `the API answered ${response.status}` };
      }
      const answer = await response.json().catch(() => undefined);
      return answer === true ? { permitted: true } : { permitted: false, reason: 'the API answered 200 without `true`' };
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      return {
        permitted: false,
        reason: name === 'TimeoutError' ? `the API did not answer within ${timeoutMs} ms` : `the API is unreachable (${String(error)})`,
      };
    }
  };
}

/**
 * The file format of an image by its first bytes (magic numbers), whatever content type was
 * declared: PNG, JPEG or WebP — null for anything else (SVG, text, GIF, an empty file …).
 * @param {Uint8Array} bytes the file's first bytes (16 are enough)
 * @returns {(typeof ICON_CONTENT_TYPES)[number] | null}
 */
export function detectImageType(bytes) {
  const ascii = (/** @type {number} */ start, /** @type {number} */ end) => String.fromCharCode(...bytes.subarray(start, end));
  // PNG: the 8-byte signature, then the first chunk, which must be IHDR.
  if (bytes.length >= 16 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => bytes[i] === byte) && ascii(12, 16) === 'IHDR') {
    return 'image/png';
  }
  // JPEG: start-of-image marker, then another marker (APPn, DQT, SOF, COM …).
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff && bytes[3] >= 0xc0 && bytes[3] < 0xff) {
    return 'image/jpeg';
  }
  // WebP: a RIFF container of type WEBP whose first chunk is VP8 (lossy), VP8L or VP8X.
  if (bytes.length >= 16 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP' && ['VP8 ', 'VP8L', 'VP8X'].includes(ascii(12, 16))) {
    return 'image/webp';
  }
  return null;
}
/** How many leading bytes detectImageType needs. */
const SNIFF_BYTES = 16;

/**
 * The access policy (the JS twin of storage.rules, plus what rules cannot check):
 * - signed-in users whose token carries a user record's `role` claim may read blueprint icons and
 *   list the blueprints folder;
 * - uploading (create/update, metadata changes included) and deleting a blueprint's icon is for
 *   whoever the API's access policy lets update blueprints, and only while the blueprint exists
 *   (askIconPermit asks the API); where the API has no permit endpoint (a service that implements
 *   only the spec), for any signed-in user whose token carries a role claim, as storage.rules
 *   alone would allow; uploads must be declared PNG, JPEG or WebP and be ≤ 5 MB;
 * - nothing else. The bytes of an upload are checked separately (see LocalStorageEmulator),
 *   because rules see only the metadata.
 * @param {RulesRequest} request
 * @param {VerifiedUser | null} user
 * @param {IconPermitChecker} askIconPermit
 * @returns {Promise<Decision>}
 */
export async function evaluatePolicy(request, user, askIconPermit) {
  if (!user) return { permitted: false, reason: 'not signed in' };
  // request.path is "b/<bucket>/o/<object path>" (the object path may be empty for a list).
  const match = /^\/?b\/[^/]+\/o\/?(.*)$/.exec(request.path);
  if (!match) return { permitted: false, reason: `unexpected path ${request.path}` };
  const objectPath = match[1];
  const blueprintUid = ICON_PATH.exec(objectPath)?.[1];
  const hasRole = /** @type {readonly string[]} */ (USER_ROLES).includes(user.role ?? '');
  /** The API's permit; without a permit endpoint, the role claim. */
  const permit = async (/** @type {string} */ uid) => {
    const answer = await askIconPermit(request.token ?? '', uid);
    if (!answer.noPermitEndpoint) return { permitted: answer.permitted, ...(answer.reason ? { reason: answer.reason } : {}) };
    return hasRole ? { permitted: true } : { permitted: false, reason: `${answer.reason ?? 'no icon permit endpoint'} and no role claim (the account has no user record)` };
  };
  switch (request.method) {
    case 'list':
      if (!hasRole) return { permitted: false, reason: 'no role claim (the account has no user record)' };
      return objectPath === 'blueprints' || objectPath.startsWith('blueprints/')
        ? { permitted: true }
        : { permitted: false, reason: 'listing is limited to blueprints/' };
    case 'get':
      if (!hasRole) return { permitted: false, reason: 'no role claim (the account has no user record)' };
      return blueprintUid ? { permitted: true } : { permitted: false, reason: `no access to ${objectPath}` };
    case 'delete':
      if (!blueprintUid) return { permitted: false, reason: `no access to ${objectPath}` };
      return permit(blueprintUid);
    case 'create':
    case 'update': {
      if (!blueprintUid) return { permitted: false, reason: `no access to ${objectPath}` };
      const after = request.file?.after ?? {};
      if (!(/** @type {readonly string[]} */ (ICON_CONTENT_TYPES).includes(after.contentType ?? ''))) {
        return { permitted: false, reason: `content type ${after.contentType ?? '(none)'} is not one of ${ICON_CONTENT_TYPES.join(', ')}` };
      }
      if (Number(after.size ?? 0) > MAX_UPLOAD_BYTES) return { permitted: false, reason: 'file larger than 5 MB' };
      return permit(blueprintUid);
    }
    default:
      return { permitted: false, reason: `unsupported operation ${request.method}` };
  }
}

/**
 * Whether an Authorization header carries the emulator's admin credential (`Bearer owner`,
 * `Firebase owner`, any case and spacing). firebase-tools skips every rule for it; no client of
 * the local stack needs it, so the server refuses it rather than let anyone who knows the word
 * upload anything, list everything or overwrite icons without the API's permit.
 * @param {string | undefined} header
 */
export function isOwnerCredential(header) {
  const [, token] = /^\s*(?:bearer|firebase)\s+(\S+)\s*$/i.exec(header ?? '') ?? [];
  return token?.toLowerCase() === OWNER_TOKEN;
}

/**
 * The emulator's StorageEmulator with the Java rules runtime replaced by evaluatePolicy, a check
 * of every icon upload's bytes before it is stored, blobs in a private temp folder (the stock
 * class shares one folder per machine), and HTTP served through a wrapper that notices successful
 * writes.
 */
class LocalStorageEmulator extends fbStorage.StorageEmulator {
  /**
   * @param {{ host: string, port: number, projectId: string, blobDir: string, importDir?: string, corsOrigins: readonly string[], verifyToken: TokenVerifier, askIconPermit: IconPermitChecker, log: (line: string) => void, onWrite: () => void }} args
   */
  constructor(args) {
    // The base constructor already calls getPersistenceTmpDir and createRulesManager, before
    // this.options exists; both read what they need through late-bound closures or this.args.
    super({ ...args, rules: { name: 'storage.rules', content: '' }, auto_download: false });
    this.options = args;
    /** @type {import('node:http').Server | undefined} */
    this.httpServer = undefined;

    // Every upload of the Firebase protocol — media, multipart and the last request of a
    // resumable one — ends in storageLayer.uploadObject with the bytes in a staging file, before
    // the rules are asked and the object is stored. Rules see only metadata (the declared
    // content type), so the bytes of an icon are checked here first: not a PNG, JPEG or WebP →
    // the staging file is removed and the upload refused like a rules refusal (403, which the
    // SDK reports as storage/unauthorized); a previous icon stays as it was.
    const layer = this.storageLayer;
    const persistence = this._persistence;
    const store = layer.uploadObject.bind(layer);
    layer.uploadObject = async (upload) => {
      if (ICON_PATH.test(upload.objectId)) {
        const head = upload.size > 0 ? persistence.readBytes(upload.path, Math.min(upload.size, SNIFF_BYTES)) : new Uint8Array();
        if (!detectImageType(head)) {
          persistence.deleteFile(upload.path, true);
          this.options.log(`denied create b/${upload.bucketId}/o/${upload.objectId}: the content is not a PNG, JPEG or WebP image`);
          throw new ForbiddenError();
        }
      }
      return store(upload);
    };
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
        const { permitted, reason } = await evaluatePolicy(request, user, options().askIconPermit);
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
    const corsOrigins = new Set(this.options.corsOrigins);
    /** @param {import('node:http').ServerResponse} res @param {number} code @param {string} message */
    const refuse = (res, code, message) => {
      res.writeHead(code, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { code, message } }));
    };
    this.httpServer = createServer((req, res) => {
      // The emulator's admin credential would skip every rule (and open the GCS and /internal
      // endpoints): refused before anything is read or written.
      if (isOwnerCredential(req.headers.authorization)) {
        this.options.log(`denied ${req.method} ${req.url?.split('?')[0]}: the emulator's admin credential is not accepted`);
        return refuse(res, 401, 'The emulator admin credential is not accepted; sign in with a Firebase ID token.');
      }
      // Browsers: only the app's own pages. A request from any other origin — a preflight
      // (including Private Network Access) or the request itself — is refused without a single
      // CORS header, so the browser lets that page neither send nor read. Requests without an
      // Origin (not from a page script: an <img> loading a download URL, a server) pass on.
      const origin = req.headers.origin;
      if (origin !== undefined && !corsOrigins.has(origin)) {
        this.options.log(`denied ${req.method} ${req.url?.split('?')[0]}: origin ${origin} is not one of the app's`);
        return refuse(res, 403, 'This origin may not use the storage server.');
      }
      // The Firebase protocol (/v0) is what the client SDK speaks and where the policy applies.
      // The emulator's other endpoints (GCS JSON API, /internal/reset, export) skip rules
      // entirely, so they are closed to clients.
      if (!req.url?.startsWith('/v0/') && req.method !== 'OPTIONS') {
        return refuse(res, 401, 'Only the Firebase Storage API (/v0) is open to clients.');
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
 *   apiBaseUrl: string, apiTimeoutMs?: number,
 *   corsOrigins?: readonly string[],
 *   port?: number, host?: string, projectId?: string,
 *   authEmulatorUrl?: string,
 *   dataDir?: string,
 *   verifyToken?: TokenVerifier,
 *   log?: (line: string) => void,
 * }} options
 *   apiBaseUrl: the API's base service URL (e.g. http://localhost:3333/api/), asked before every
 *   icon upload or delete; required — without the API no icon can be changed.
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
