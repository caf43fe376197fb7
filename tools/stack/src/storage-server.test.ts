// Guards the local storage server — and with it firebase-tools' internal storage emulator code,
// which it reuses — against upgrades: real Firebase JS SDK, real Auth emulator, real HTTP. The API
// whose access policy decides who may change an icon is a small fake HTTP server here (the real
// endpoint, `vehicle.iconPermit`, is tested in apps/api).
import { createRequire } from 'node:module';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword, signOut, type Auth } from 'firebase/auth';
import {
  connectStorageEmulator,
  deleteObject,
  getBytes,
  getDownloadURL,
  getMetadata,
  getStorage,
  listAll,
  ref,
  updateMetadata,
  uploadBytes,
  uploadBytesResumable,
  type FirebaseStorage,
  type StorageReference,
} from 'firebase/storage';
import { ENDPOINTS, USER_ROLES as CONTRACT_USER_ROLES } from '@rescue-admin/api-contract';
import {
  ICON_PERMIT_PATH,
  USER_ROLES,
  isOwnerCredential,
  ICON_PERMIT_TIMEOUT_MS,
  MAX_UPLOAD_BYTES,
  createIconPermitChecker,
  detectImageType,
  startStorageServer,
} from '../storage-server.mjs';

const require = createRequire(import.meta.url);
const { AuthEmulator } = require('firebase-tools/lib/emulator/auth/index.js') as typeof import('firebase-tools/lib/emulator/auth/index.js');

const PROJECT_ID = 'demo-rescue-admin';
const BUCKET = `${PROJECT_ID}.appspot.com`;
const PASSWORD = 'Geheim-123';
/** May update blueprints (an ADMIN, say): the fake API permits for existing blueprints. */
const EDITOR = 'editor@example.org';
/** Signed in but may not update blueprints (a UNIT_ADMIN, or still on the initial password): 403. */
const VIEWER = 'viewer@example.org';
/** Signed in, but signed itself up: no user record, so no `role` claim. */
const NEWCOMER = 'newcomer@example.org';
/** The app's origin: the only browser origin the server answers. */
const APP_ORIGIN = 'http://localhost:4200';
/** Short, so that the slow-API test does not wait the default 5 s. */
const API_TIMEOUT_MS = 1_000;

// A 1×1 transparent PNG.
const PNG = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64'));
// A JPEG's start: SOI, a JFIF APP0 segment, EOI — what the content check looks at, not a picture.
const JPEG = Uint8Array.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9,
]);
// A 1×1 lossless WebP (RIFF … WEBP VP8L).
const WEBP = Uint8Array.from(Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64'));
const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><script>alert(1)</script></svg>');
const TEXT = new TextEncoder().encode('not an image, whatever the content type says');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** The claims of a JWT, unverified — enough for the fake API to tell its users apart. */
function claimsOf(token: string): { email?: string } | null {
  try {
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { email?: string };
  } catch {
    return null;
  }
}

/** An unsigned token with the given claims (the fake API does not check signatures). */
const fakeToken = (claims: object) => ['e30', Buffer.from(JSON.stringify(claims)).toString('base64url'), ''].join('.');

interface PermitRequest {
  method: string;
  path: string;
  blueprintUid: string | null;
  authorization: string | undefined;
}

/**
 * The API's `GET vehicle/blueprint/icon/?blueprintUid=` as the storage server sees it (any other
 * path: 404 like an unknown route — under `/spec-only/` the API has no permit endpoint): 401 for a
 * token it cannot read, 403 for anyone but EDITOR, 404 for blueprints named `unknown-…`, 200 `true`
 * otherwise. Test hooks by blueprint name: `slow-…` answers `true` only after 3 s, `broken-…` 500,
 * `false-…` 200 `false`, `moved-…` redirects.
 */
/** How many of the fake API's late answers (`slow-…`) have been sent. */
const lateAnswers = { sent: 0 };

function fakeApi(requests: PermitRequest[]) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake-api');
    const blueprintUid = url.searchParams.get('blueprintUid');
    requests.push({ method: req.method ?? '', path: url.pathname, blueprintUid, authorization: req.headers.authorization });
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'GET' || url.pathname !== `/api/${ICON_PERMIT_PATH}`) return answer(404, { statusCode: 404, message: 'no route' });
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const claims = token ? claimsOf(token) : null;
    if (!claims) return answer(401, { statusCode: 401, message: 'bad token' });
    if (claims.email !== EDITOR) return answer(403, { statusCode: 403, message: 'policy' });
    // As apps/api answers an unknown uid: the field that names it.
    if (!blueprintUid || blueprintUid.startsWith('unknown-'))
      return answer(404, { statusCode: 404, error: 'Not Found', message: 'Vehicle blueprint not found', fieldErrors: { blueprintUid: 'not_found' } });
    if (blueprintUid.startsWith('slow-')) {
      setTimeout(() => {
        answer(200, true);
        lateAnswers.sent += 1;
      }, 3_000).unref();
      return;
    }
    if (blueprintUid.startsWith('broken-')) return answer(500, { statusCode: 500 });
    if (blueprintUid.startsWith('false-')) return answer(200, false);
    if (blueprintUid.startsWith('moved-')) {
      res.writeHead(302, { location: `http://127.0.0.1:1/elsewhere` });
      res.end();
      return;
    }
    return answer(200, true);
  };
}

let authEmulator: InstanceType<typeof AuthEmulator>;
let authUrl: string;
let api: Server;
let apiBaseUrl: string;
let storagePort: number;
let dataDir: string;
let server: Awaited<ReturnType<typeof startStorageServer>> | undefined;
let app: FirebaseApp;
let auth: Auth;
let storage: FirebaseStorage;
let editorToken: string;
const permitRequests: PermitRequest[] = [];
const serverLog: string[] = [];

async function identityToolkit(path: string, body: object, headers: Record<string, string> = {}) {
  const response = await fetch(`${authUrl}/identitytoolkit.googleapis.com/v1/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { idToken: string; localId: string };
}

/**
 * Signs up an account and, with `role`, gives it the `role` claim the API sets when it enables an
 * account with a user record (through the Auth emulator's admin API). Answers a fresh ID token.
 */
async function signUp(email: string, role?: string): Promise<string> {
  const { localId, idToken } = await identityToolkit('accounts:signUp?key=demo', { email, password: PASSWORD, returnSecureToken: true });
  if (!role) return idToken;
  await identityToolkit(`projects/${PROJECT_ID}/accounts:update`, { localId, customAttributes: JSON.stringify({ role }) }, { authorization: 'Bearer owner' });
  return (await identityToolkit('accounts:signInWithPassword?key=demo', { email, password: PASSWORD, returnSecureToken: true })).idToken;
}

async function startServer(overrides: { apiBaseUrl?: string } = {}) {
  server = await startStorageServer({
    port: storagePort,
    projectId: PROJECT_ID,
    authEmulatorUrl: authUrl,
    apiBaseUrl: overrides.apiBaseUrl ?? apiBaseUrl,
    apiTimeoutMs: API_TIMEOUT_MS,
    corsOrigins: [APP_ORIGIN],
    dataDir,
    log: (line) => serverLog.push(line),
  });
}

async function stopServer() {
  await server?.stop();
  server = undefined;
}

const signIn = (email: string) => signInWithEmailAndPassword(auth, email, PASSWORD);
const icon = (blueprintUid: string) => ref(storage, `blueprints/${blueprintUid}/icon`);
/** Uploads the way the admin client does: resumable. */
const uploadResumable = async (target: StorageReference, bytes: Uint8Array, contentType: string) => {
  await uploadBytesResumable(target, bytes, { contentType });
};
const restUrl = (objectPath: string) => `http://127.0.0.1:${storagePort}/v0/b/${BUCKET}/o?name=${encodeURIComponent(objectPath)}`;

/** The object does not exist (asked as a signed-in user, who may read). */
async function expectNoObject(target: StorageReference) {
  await expect(getMetadata(target)).rejects.toMatchObject({ code: 'storage/object-not-found' });
}

beforeAll(async () => {
  const authPort = await freePort();
  authUrl = `http://127.0.0.1:${authPort}`;
  authEmulator = new AuthEmulator({ host: '127.0.0.1', port: authPort, projectId: PROJECT_ID });
  await authEmulator.start();
  editorToken = await signUp(EDITOR, 'ADMIN');
  await signUp(VIEWER, 'UNIT_ADMIN');
  await signUp(NEWCOMER);

  api = createHttpServer(fakeApi(permitRequests));
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const address = api.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  apiBaseUrl = `http://127.0.0.1:${address.port}/api/`;

  storagePort = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'storage-test-data-'));
  await startServer();

  app = initializeApp({ apiKey: 'demo-api-key', projectId: PROJECT_ID, storageBucket: BUCKET }, `storage-test-${Date.now()}`);
  auth = getAuth(app);
  connectAuthEmulator(auth, authUrl, { disableWarnings: true });
  storage = getStorage(app);
  connectStorageEmulator(storage, '127.0.0.1', storagePort);
});

beforeEach(() => {
  permitRequests.length = 0;
  serverLog.length = 0;
});

afterEach(async () => {
  if (auth.currentUser) await signOut(auth);
});

afterAll(async () => {
  await deleteApp(app);
  await stopServer();
  api?.closeAllConnections();
  await new Promise((resolve) => (api ? api.close(resolve) : resolve(undefined)));
  await authEmulator?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('signing in', () => {
  it('refuses an upload without a signed-in user, without asking the API', async () => {
    await expect(uploadBytes(icon('bp-anon'), PNG, { contentType: 'image/png' })).rejects.toMatchObject({ code: 'storage/unauthorized' });

    const raw = await fetch(restUrl('blueprints/bp-anon/icon'), { method: 'POST', headers: { 'content-type': 'image/png' }, body: PNG });
    expect(raw.status).toBe(403);
    expect(permitRequests).toEqual([]);
  });

  it('refuses a token whose user does not exist in the Auth emulator', async () => {
    const now = Math.floor(Date.now() / 1000);
    const forged = [
      Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url'),
      Buffer.from(
        JSON.stringify({
          aud: PROJECT_ID,
          iss: `https://securetoken.google.com/${PROJECT_ID}`,
          sub: 'nobody',
          user_id: 'nobody',
          email: EDITOR,
          firebase: { identities: {}, sign_in_provider: 'password' },
          iat: now,
          exp: now + 3600,
        }),
      ).toString('base64url'),
      '',
    ].join('.');
    const response = await fetch(restUrl('blueprints/bp-forged/icon'), {
      method: 'POST',
      headers: { 'content-type': 'image/png', authorization: `Firebase ${forged}` },
      body: PNG,
    });
    expect(response.status).toBe(403);
    expect(permitRequests).toEqual([]);
  });
});

describe('who may change an icon: the API decides', () => {
  it('the storage server asks the contract endpoint vehicle.iconPermit', () => {
    const endpoint = ENDPOINTS['vehicle.iconPermit'];
    expect(endpoint).toMatchObject({ service: 'base', method: 'GET', path: ICON_PERMIT_PATH, query: 'blueprintUid', success: 200 });
    expect(ICON_PERMIT_TIMEOUT_MS).toBe(5_000);
  });

  it('lets an editor upload an icon, asking the API with their own token and the blueprint', async () => {
    const { user } = await signIn(EDITOR);
    const target = icon('bp-1');

    const result = await uploadBytes(target, PNG, { contentType: 'image/png' });
    expect(result.metadata.fullPath).toBe('blueprints/bp-1/icon');
    expect(permitRequests).toEqual([
      { method: 'GET', path: `/api/${ICON_PERMIT_PATH}`, blueprintUid: 'bp-1', authorization: `Bearer ${await user.getIdToken()}` },
    ]);

    const metadata = await getMetadata(target);
    expect(metadata).toMatchObject({ contentType: 'image/png', size: PNG.length, bucket: BUCKET });
    expect(new Uint8Array(await getBytes(target))).toEqual(PNG);

    // The download URL carries a token and works without the SDK (as an <img src> would).
    const download = await fetch(await getDownloadURL(target));
    expect(download.status).toBe(200);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PNG);
  });

  it.each([
    ['PNG', PNG, 'image/png'],
    ['JPEG', JPEG, 'image/jpeg'],
    ['WebP', WEBP, 'image/webp'],
  ] as const)('lets an editor upload a %s resumably (as the admin client does), with progress', async (format, bytes, contentType) => {
    await signIn(EDITOR);
    const target = icon(`bp-${format}`);
    const progress: number[] = [];
    const task = uploadBytesResumable(target, bytes, { contentType });
    task.on('state_changed', (snapshot) => progress.push(snapshot.bytesTransferred / snapshot.totalBytes));
    await task;
    expect(progress.at(-1)).toBe(1);
    expect(await getMetadata(target)).toMatchObject({ size: bytes.length, contentType });
    expect(new Uint8Array(await getBytes(target))).toEqual(bytes);
    expect(permitRequests.map((request) => request.blueprintUid)).toEqual([`bp-${format}`]);
  });

  it('accepts a plain media upload (REST) from an editor', async () => {
    const response = await fetch(restUrl('blueprints/bp-media/icon'), {
      method: 'POST',
      headers: { 'content-type': 'image/jpeg', authorization: `Firebase ${editorToken}` },
      body: JPEG,
    });
    expect(response.status).toBe(200);
    expect(permitRequests).toHaveLength(1);
  });

  it('refuses a user the access policy refuses (API 403): nothing is stored', async () => {
    await signIn(VIEWER);
    await expect(uploadResumable(icon('bp-viewer'), PNG, 'image/png')).rejects.toMatchObject({ code: 'storage/unauthorized' });
    await expect(uploadBytes(icon('bp-viewer'), PNG, { contentType: 'image/png' })).rejects.toMatchObject({ code: 'storage/unauthorized' });
    expect(permitRequests.map((request) => request.blueprintUid)).toEqual(['bp-viewer', 'bp-viewer']);
    await expectNoObject(icon('bp-viewer'));
    expect(serverLog.some((line) => line.includes('the access policy refuses (403)'))).toBe(true);
  });

  it('refuses an icon for a blueprint that does not exist (API 404)', async () => {
    await signIn(EDITOR);
    await expect(uploadResumable(icon('unknown-bp'), PNG, 'image/png')).rejects.toMatchObject({ code: 'storage/unauthorized' });
    await expectNoObject(icon('unknown-bp'));
    expect(serverLog.some((line) => line.includes('no such blueprint (404)'))).toBe(true);
  });

  it('refuses when the API does not answer in time, even if it says yes later', async () => {
    await signIn(EDITOR);
    const started = Date.now();
    await expect(uploadResumable(icon('slow-bp'), PNG, 'image/png')).rejects.toMatchObject({ code: 'storage/unauthorized' });
    expect(Date.now() - started).toBeLessThan(2_900);
    expect(serverLog.some((line) => line.includes(`did not answer within ${API_TIMEOUT_MS} ms`))).toBe(true);
    // The late "true" changes nothing.
    const lateBefore = lateAnswers.sent;
    await expect.poll(() => lateAnswers.sent, { timeout: 5_000 }).toBe(lateBefore + 1);
    await expectNoObject(icon('slow-bp'));
  });

  it('refuses every change when the API cannot be reached', async () => {
    await signIn(EDITOR);
    await uploadBytes(icon('bp-unreachable'), PNG, { contentType: 'image/png' });
    await stopServer();
    await startServer({ apiBaseUrl: `http://127.0.0.1:${await freePort()}/api/` });
    try {
      await expect(uploadResumable(icon('bp-unreachable'), WEBP, 'image/webp')).rejects.toMatchObject({ code: 'storage/unauthorized' });
      await expect(deleteObject(icon('bp-unreachable'))).rejects.toMatchObject({ code: 'storage/unauthorized' });
      // Reading does not need the API.
      expect(new Uint8Array(await getBytes(icon('bp-unreachable')))).toEqual(PNG);
      expect(serverLog.some((line) => line.includes('the API is unreachable'))).toBe(true);
    } finally {
      await stopServer();
      await startServer();
    }
  });

  it('never writes a token into its log', async () => {
    const { user } = await signIn(VIEWER);
    await expect(uploadResumable(icon('bp-log'), PNG, 'image/png')).rejects.toMatchObject({ code: 'storage/unauthorized' });
    const token = await user.getIdToken();
    expect(serverLog.length).toBeGreaterThan(0);
    expect(serverLog.some((line) => line.includes(token) || line.includes(token.split('.')[1] ?? '-'))).toBe(false);
  });
});

describe('the permit checker', () => {
  const editor = fakeToken({ email: EDITOR });
  const check = (blueprintUid: string, token = editor, base = apiBaseUrl) =>
    createIconPermitChecker({ apiBaseUrl: base, timeoutMs: API_TIMEOUT_MS })(token, blueprintUid);

  it('permits only on 200 `true`', async () => {
    expect(await check('bp-ok')).toEqual({ permitted: true });
    // A base URL without its trailing slash means the same.
    expect(await check('bp-ok', editor, apiBaseUrl.replace(/\/$/, ''))).toEqual({ permitted: true });
    expect(await check('false-bp')).toMatchObject({ permitted: false, reason: expect.stringContaining('without `true`') });
    expect(await check('broken-bp')).toMatchObject({ permitted: false, reason: expect.stringContaining('500') });
    expect(await check('moved-bp')).toMatchObject({ permitted: false, reason: expect.stringContaining('unreachable') });
    expect(await check('bp-ok', 'garbage')).toMatchObject({ permitted: false, reason: expect.stringContaining('401') });
    expect(await check('bp-ok', fakeToken({ email: VIEWER }))).toMatchObject({ permitted: false, reason: expect.stringContaining('403') });
    expect(await check('bp-ok', '')).toMatchObject({ permitted: false });
  });

  it('tells a missing blueprint (404 naming blueprintUid) from a missing permit endpoint (any other 404)', async () => {
    expect(await check('unknown-bp')).toEqual({ permitted: false, reason: 'no such blueprint (404)' });
    const specOnly = apiBaseUrl.replace(/\/api\/$/, '/spec-only/api/');
    expect(await check('bp-ok', editor, specOnly)).toMatchObject({ permitted: false, noPermitEndpoint: true });
  });

  it('passes the blueprint uid encoded', async () => {
    await check('bp with spaces&more=1');
    expect(permitRequests.at(-1)?.blueprintUid).toBe('bp with spaces&more=1');
  });
});

describe('given an API without the icon permit endpoint (the spec-only profile)', () => {
  const specOnlyApi = () => apiBaseUrl.replace(/\/api\/$/, '/spec-only/api/');

  it('lets any user with a role claim change icons, as storage.rules alone would, and refuses an account without one', async () => {
    await stopServer();
    await startServer({ apiBaseUrl: specOnlyApi() });
    try {
      // The fake API refuses the VIEWER a permit (403); without the endpoint their role claim counts.
      await signIn(VIEWER);
      await uploadResumable(icon('bp-spec'), PNG, 'image/png');
      expect(new Uint8Array(await getBytes(icon('bp-spec')))).toEqual(PNG);
      await deleteObject(icon('bp-spec'));
      await expectNoObject(icon('bp-spec'));
      expect(permitRequests.length).toBeGreaterThan(0);
      await signOut(auth);

      await signIn(NEWCOMER);
      await expect(uploadResumable(icon('bp-spec-newcomer'), PNG, 'image/png')).rejects.toMatchObject({ code: 'storage/unauthorized' });
      expect(serverLog.some((line) => line.includes('no icon permit endpoint (404) and no role claim'))).toBe(true);
      // The content rules still hold.
      await signOut(auth);
      await signIn(VIEWER);
      await expect(uploadResumable(icon('bp-spec-svg'), new TextEncoder().encode('<svg/>'), 'image/svg+xml')).rejects.toMatchObject({ code: 'storage/unauthorized' });
    } finally {
      await stopServer();
      await startServer();
    }
  });
});

describe('what an icon may be: checked by its bytes', () => {
  it.each([
    ['PNG', PNG, 'image/png'],
    ['JPEG', JPEG, 'image/jpeg'],
    ['WebP', WEBP, 'image/webp'],
  ] as const)('recognises a %s', (_format, bytes, contentType) => {
    expect(detectImageType(bytes)).toBe(contentType);
  });

  it('recognises nothing else', () => {
    for (const bytes of [SVG, TEXT, new Uint8Array(), PNG.subarray(0, 8), Buffer.from('GIF89a\x01\x00\x01\x00'), Buffer.from('RIFF\x1a\x00\x00\x00WAVEfmt ')]) {
      expect(detectImageType(bytes)).toBeNull();
    }
  });

  it('refuses SVG, declared as what it is or as PNG, and leaves no object behind', async () => {
    await signIn(EDITOR);
    await expect(uploadResumable(icon('bp-svg'), SVG, 'image/svg+xml')).rejects.toMatchObject({ code: 'storage/unauthorized' });
    await expect(uploadResumable(icon('bp-svg'), SVG, 'image/png')).rejects.toMatchObject({ code: 'storage/unauthorized' });
    await expect(uploadBytes(icon('bp-svg'), SVG, { contentType: 'image/png' })).rejects.toMatchObject({ code: 'storage/unauthorized' });
    await expectNoObject(icon('bp-svg'));
    expect(serverLog.filter((line) => line.includes('not a PNG, JPEG or WebP'))).toHaveLength(3);
  });

  it('refuses text declared as image/png — resumable, multipart and media — and leaves no object behind', async () => {
    await signIn(EDITOR);
    await expect(uploadResumable(icon('bp-text'), TEXT, 'image/png')).rejects.toMatchObject({ code: 'storage/unauthorized' });
    await expect(uploadBytes(icon('bp-text'), TEXT, { contentType: 'image/png' })).rejects.toMatchObject({ code: 'storage/unauthorized' });
    const media = await fetch(restUrl('blueprints/bp-text/icon'), {
      method: 'POST',
      headers: { 'content-type': 'image/png', authorization: `Firebase ${editorToken}` },
      body: TEXT,
    });
    expect(media.status).toBe(403);
    await expectNoObject(icon('bp-text'));
  });

  it('refuses a content type other than PNG, JPEG or WebP even for image bytes', async () => {
    await signIn(EDITOR);
    await expect(uploadResumable(icon('bp-gif'), PNG, 'image/gif')).rejects.toMatchObject({ code: 'storage/unauthorized' });
    await expectNoObject(icon('bp-gif'));
  });

  it('refuses a file over 5 MB', async () => {
    await signIn(EDITOR);
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    big.set(PNG);
    await expect(uploadResumable(icon('bp-big'), big, 'image/png')).rejects.toMatchObject({ code: 'storage/unauthorized' });
    await expectNoObject(icon('bp-big'));
    expect(serverLog.some((line) => line.includes('larger than 5 MB'))).toBe(true);
  });

  it('keeps the previous icon when a replacement is refused', async () => {
    await signIn(EDITOR);
    const target = icon('bp-keep');
    await uploadResumable(target, PNG, 'image/png');
    await expect(uploadResumable(target, TEXT, 'image/png')).rejects.toMatchObject({ code: 'storage/unauthorized' });
    expect(new Uint8Array(await getBytes(target))).toEqual(PNG);
    expect(await getMetadata(target)).toMatchObject({ contentType: 'image/png', size: PNG.length });
  });

  it('applies the same rules to metadata changes', async () => {
    await signIn(EDITOR);
    const target = icon('bp-meta');
    await uploadBytes(target, PNG, { contentType: 'image/png' });
    await expect(updateMetadata(target, { contentType: 'image/svg+xml' })).rejects.toMatchObject({ code: 'storage/unauthorized' });
    await updateMetadata(target, { customMetadata: { source: 'test' } });
    await signOut(auth);

    await signIn(VIEWER);
    await expect(updateMetadata(target, { customMetadata: { source: 'viewer' } })).rejects.toMatchObject({ code: 'storage/unauthorized' });
    expect(await getMetadata(target)).toMatchObject({ contentType: 'image/png', customMetadata: { source: 'test' } });
  });

  it('allows only blueprint icons', async () => {
    await signIn(EDITOR);
    await expect(uploadBytes(ref(storage, 'elsewhere/file.png'), PNG, { contentType: 'image/png' })).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });
    await expect(uploadBytes(ref(storage, 'blueprints/bp-x/other.png'), PNG, { contentType: 'image/png' })).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });
    expect(permitRequests).toEqual([]);
  });
});

describe('reading and deleting', () => {
  it('lets any user with a role claim read icons and list blueprints', async () => {
    await signIn(EDITOR);
    await uploadResumable(icon('bp-read'), WEBP, 'image/webp');
    await signOut(auth);
    permitRequests.length = 0;

    await signIn(VIEWER);
    expect(await getMetadata(icon('bp-read'))).toMatchObject({ contentType: 'image/webp', size: WEBP.length });
    expect(new Uint8Array(await getBytes(icon('bp-read')))).toEqual(WEBP);
    expect(await getDownloadURL(icon('bp-read'))).toContain('token=');
    const listing = await listAll(ref(storage, 'blueprints'));
    expect(listing.prefixes.map((prefix) => prefix.name)).toContain('bp-read');
    // Reading never asks the API.
    expect(permitRequests).toEqual([]);
  });

  it('refuses reading without signing in (download URLs aside)', async () => {
    await expect(getMetadata(icon('bp-read'))).rejects.toMatchObject({ code: 'storage/unauthorized' });
  });

  it('refuses reading and listing to an account without a role claim (no user record)', async () => {
    await signIn(EDITOR);
    await uploadBytes(icon('bp-claim'), PNG, { contentType: 'image/png' });
    await signOut(auth);

    await signIn(NEWCOMER);
    await expect(getMetadata(icon('bp-claim'))).rejects.toMatchObject({ code: 'storage/unauthorized' });
    await expect(getBytes(icon('bp-claim'))).rejects.toMatchObject({ code: 'storage/unauthorized' });
    await expect(listAll(ref(storage, 'blueprints'))).rejects.toMatchObject({ code: 'storage/unauthorized' });
    expect(serverLog.some((line) => line.includes('no role claim'))).toBe(true);
  });

  it('knows the roles of the contract', () => {
    expect([...USER_ROLES].sort()).toEqual([...CONTRACT_USER_ROLES].sort());
  });

  it('refuses a delete the access policy refuses; the icon stays', async () => {
    await signIn(EDITOR);
    await uploadBytes(icon('bp-del'), PNG, { contentType: 'image/png' });
    await signOut(auth);

    await signIn(VIEWER);
    await expect(deleteObject(icon('bp-del'))).rejects.toMatchObject({ code: 'storage/unauthorized' });
    expect(new Uint8Array(await getBytes(icon('bp-del')))).toEqual(PNG);
    expect(permitRequests.at(-1)).toMatchObject({ blueprintUid: 'bp-del' });
  });

  it('lets an editor delete an icon', async () => {
    await signIn(EDITOR);
    const target = icon('bp-del');
    permitRequests.length = 0;
    await deleteObject(target);
    expect(permitRequests.map((request) => request.blueprintUid)).toEqual(['bp-del']);
    await expectNoObject(target);
  });
});

describe("the emulator's admin credential", () => {
  const HTML = new TextEncoder().encode('<!doctype html><script>alert(1)</script>');

  it.each(['Bearer owner', 'Firebase owner', 'bearer  OWNER'])('refuses %j for uploads, listing and overwriting; nothing is written', async (authorization) => {
    await signIn(EDITOR);
    await uploadBytes(icon('bp-owned'), PNG, { contentType: 'image/png' });
    permitRequests.length = 0;

    const html = await fetch(restUrl('elsewhere/page.html'), { method: 'POST', headers: { 'content-type': 'text/html', authorization }, body: HTML });
    expect(html.status).toBe(401);
    const overwrite = await fetch(restUrl('blueprints/bp-owned/icon'), { method: 'POST', headers: { 'content-type': 'image/png', authorization }, body: JPEG });
    expect(overwrite.status).toBe(401);
    const list = await fetch(`http://127.0.0.1:${storagePort}/v0/b/${BUCKET}/o?prefix=&delimiter=/`, { headers: { authorization } });
    expect(list.status).toBe(401);
    const gcs = await fetch(`http://127.0.0.1:${storagePort}/storage/v1/b/${BUCKET}/o`, { headers: { authorization } });
    expect(gcs.status).toBe(401);

    expect(new Uint8Array(await getBytes(icon('bp-owned')))).toEqual(PNG);
    // Nobody may read outside blueprints/, so the stored files tell: the export holds no page.
    await server?.persist();
    const metadataDir = join(dataDir, 'metadata');
    const stored = readdirSync(metadataDir).map((file) => (JSON.parse(readFileSync(join(metadataDir, file), 'utf8')) as { name: string }).name);
    expect(stored).toContain('blueprints/bp-owned/icon');
    expect(stored).not.toContain('elsewhere/page.html');
    expect(permitRequests).toEqual([]);
  });

  it('tells the admin credential from ID tokens', () => {
    expect(isOwnerCredential(`Bearer ${editorToken}`)).toBe(false);
    expect(isOwnerCredential('Bearer ownership')).toBe(false);
    expect(isOwnerCredential(undefined)).toBe(false);
  });
});

describe('browsers: only the app may call', () => {
  const preflight = (origin: string) =>
    fetch(restUrl('blueprints/bp-cors/icon'), {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
        'access-control-request-private-network': 'true',
      },
    });
  const corsHeaders = (response: Response) => [...response.headers.keys()].filter((name) => name.startsWith('access-control-'));

  it("answers the app's preflight, Private Network Access included", async () => {
    const response = await preflight(APP_ORIGIN);
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(response.headers.get('access-control-allow-private-network')).toBe('true');
  });

  it('gives a foreign origin no CORS header at all, preflight or request', async () => {
    for (const origin of ['https://evil.example.org', 'http://localhost:4201', 'null']) {
      const response = await preflight(origin);
      expect(response.status, origin).toBe(403);
      expect(corsHeaders(response), origin).toEqual([]);
    }
    const read = await fetch(`http://127.0.0.1:${storagePort}/v0/b/${BUCKET}/o/${encodeURIComponent('blueprints/bp-read/icon')}`, {
      headers: { origin: 'https://evil.example.org', authorization: `Firebase ${editorToken}` },
    });
    expect(read.status).toBe(403);
    expect(corsHeaders(read)).toEqual([]);
  });

  it("lets the app's pages read with their token", async () => {
    const read = await fetch(`http://127.0.0.1:${storagePort}/v0/b/${BUCKET}/o/${encodeURIComponent('blueprints/bp-read/icon')}`, {
      headers: { origin: APP_ORIGIN, authorization: `Firebase ${editorToken}` },
    });
    expect(read.status).toBe(200);
    expect(read.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
  });
});

describe('the server', () => {
  it('keeps only the Firebase protocol open to clients', async () => {
    const gcsList = await fetch(`http://127.0.0.1:${storagePort}/storage/v1/b/${BUCKET}/o`, {
      headers: { authorization: `Bearer ${editorToken}` },
    });
    expect(gcsList.status).toBe(401);
    const reset = await fetch(`http://127.0.0.1:${storagePort}/internal/reset`, { method: 'POST' });
    expect(reset.status).toBe(401);
  });

  it('needs the API base URL', async () => {
    await expect(startStorageServer({ apiBaseUrl: '' })).rejects.toThrow(/apiBaseUrl/);
  });

  it('keeps files across a restart', async () => {
    await signIn(EDITOR);
    const target = icon('bp-5');
    await uploadBytes(target, PNG, { contentType: 'image/png', customMetadata: { origin: 'restart-test' } });

    await stopServer();
    await startServer();

    const metadata = await getMetadata(target);
    expect(metadata.customMetadata).toEqual({ origin: 'restart-test' });
    expect(new Uint8Array(await getBytes(target))).toEqual(PNG);
  });
});
