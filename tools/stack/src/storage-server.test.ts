// Guards the local storage server — and with it firebase-tools' internal storage emulator code,
// which it reuses — against upgrades: real Firebase JS SDK, real Auth emulator, real HTTP.
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword, signOut, type Auth } from 'firebase/auth';
import {
  connectStorageEmulator,
  deleteObject,
  getBytes,
  getDownloadURL,
  getMetadata,
  getStorage,
  ref,
  uploadBytes,
  uploadBytesResumable,
  type FirebaseStorage,
} from 'firebase/storage';
import { startStorageServer } from '../storage-server.mjs';

const require = createRequire(import.meta.url);
const { AuthEmulator } = require('firebase-tools/lib/emulator/auth/index.js') as typeof import('firebase-tools/lib/emulator/auth/index.js');

const PROJECT_ID = 'demo-rescue-admin';
const BUCKET = `${PROJECT_ID}.appspot.com`;
const EMAIL = 'storage-test@example.org';
const PASSWORD = 'Geheim-123';
// A 1×1 transparent PNG.
const PNG = Uint8Array.from(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64'),
);

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

let authEmulator: InstanceType<typeof AuthEmulator>;
let authUrl: string;
let storagePort: number;
let dataDir: string;
let server: Awaited<ReturnType<typeof startStorageServer>>;
let app: FirebaseApp;
let auth: Auth;
let storage: FirebaseStorage;
let idToken: string;
const denials: string[] = [];

async function startServer() {
  server = await startStorageServer({
    port: storagePort,
    projectId: PROJECT_ID,
    authEmulatorUrl: authUrl,
    dataDir,
    log: (line) => denials.push(line),
  });
}

beforeAll(async () => {
  const authPort = await freePort();
  authUrl = `http://127.0.0.1:${authPort}`;
  authEmulator = new AuthEmulator({ host: '127.0.0.1', port: authPort, projectId: PROJECT_ID });
  await authEmulator.start();
  const signUp = await fetch(`${authUrl}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD, returnSecureToken: true }),
  });
  expect(signUp.status).toBe(200);
  idToken = ((await signUp.json()) as { idToken: string }).idToken;

  storagePort = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'storage-test-data-'));
  await startServer();

  app = initializeApp({ apiKey: 'demo-api-key', projectId: PROJECT_ID, storageBucket: BUCKET }, `storage-test-${Date.now()}`);
  auth = getAuth(app);
  connectAuthEmulator(auth, authUrl, { disableWarnings: true });
  storage = getStorage(app);
  connectStorageEmulator(storage, '127.0.0.1', storagePort);
});

afterEach(async () => {
  if (auth.currentUser) await signOut(auth);
});

afterAll(async () => {
  await deleteApp(app);
  await server?.stop();
  await authEmulator?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('storage server', () => {
  it('refuses an upload without a signed-in user', async () => {
    await expect(uploadBytes(ref(storage, 'blueprints/bp-anon/icon'), PNG, { contentType: 'image/png' })).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });

    const raw = await fetch(`http://127.0.0.1:${storagePort}/v0/b/${BUCKET}/o?name=blueprints%2Fbp-anon%2Ficon`, {
      method: 'POST',
      headers: { 'content-type': 'image/png' },
      body: PNG,
    });
    expect(raw.status).toBe(403);
  });

  it('refuses a token whose user does not exist in the Auth emulator', async () => {
    const forged = [
      Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url'),
      Buffer.from(
        JSON.stringify({
          aud: PROJECT_ID,
          iss: `https://securetoken.google.com/${PROJECT_ID}`,
          sub: 'nobody',
          user_id: 'nobody',
          firebase: { identities: {}, sign_in_provider: 'password' },
          iat: Math.floor(Date.now() / 1000),
          exp: Math.floor(Date.now() / 1000) + 3600,
        }),
      ).toString('base64url'),
      '',
    ].join('.');
    const response = await fetch(`http://127.0.0.1:${storagePort}/v0/b/${BUCKET}/o?name=blueprints%2Fbp-forged%2Ficon`, {
      method: 'POST',
      headers: { 'content-type': 'image/png', authorization: `Firebase ${forged}` },
      body: PNG,
    });
    expect(response.status).toBe(403);
  });

  it('lets a signed-in user upload an icon, read its metadata and download it', async () => {
    await signInWithEmailAndPassword(auth, EMAIL, PASSWORD);
    const icon = ref(storage, 'blueprints/bp-1/icon');

    const result = await uploadBytes(icon, PNG, { contentType: 'image/png' });
    expect(result.metadata.fullPath).toBe('blueprints/bp-1/icon');

    const metadata = await getMetadata(icon);
    expect(metadata).toMatchObject({ contentType: 'image/png', size: PNG.length, bucket: BUCKET });
    expect(new Uint8Array(await getBytes(icon))).toEqual(PNG);

    // The download URL carries a token and works without the SDK (as an <img src> would).
    const url = await getDownloadURL(icon);
    const download = await fetch(url);
    expect(download.status).toBe(200);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PNG);
  });

  it('supports resumable uploads and reports progress', async () => {
    await signInWithEmailAndPassword(auth, EMAIL, PASSWORD);
    const icon = ref(storage, 'blueprints/bp-2/icon');
    const progress: number[] = [];
    const task = uploadBytesResumable(icon, PNG, { contentType: 'image/png' });
    task.on('state_changed', (snapshot) => progress.push(snapshot.bytesTransferred / snapshot.totalBytes));
    await task;
    expect(progress.at(-1)).toBe(1);
    expect((await getMetadata(icon)).size).toBe(PNG.length);
  });

  it('applies the policy: only images, only blueprint icons', async () => {
    await signInWithEmailAndPassword(auth, EMAIL, PASSWORD);
    await expect(
      uploadBytes(ref(storage, 'blueprints/bp-3/icon'), new TextEncoder().encode('not an image'), { contentType: 'text/plain' }),
    ).rejects.toMatchObject({ code: 'storage/unauthorized' });
    await expect(uploadBytes(ref(storage, 'elsewhere/file.png'), PNG, { contentType: 'image/png' })).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });
    expect(denials.some((line) => line.includes('only images'))).toBe(true);
  });

  it('deletes an icon', async () => {
    await signInWithEmailAndPassword(auth, EMAIL, PASSWORD);
    const icon = ref(storage, 'blueprints/bp-4/icon');
    await uploadBytes(icon, PNG, { contentType: 'image/png' });

    await deleteObject(icon);

    await expect(getMetadata(icon)).rejects.toMatchObject({ code: 'storage/object-not-found' });
  });

  it('keeps only the Firebase protocol open to clients', async () => {
    const gcsList = await fetch(`http://127.0.0.1:${storagePort}/storage/v1/b/${BUCKET}/o`, {
      headers: { authorization: `Bearer ${idToken}` },
    });
    expect(gcsList.status).toBe(401);
    const reset = await fetch(`http://127.0.0.1:${storagePort}/internal/reset`, { method: 'POST' });
    expect(reset.status).toBe(401);
  });

  it('keeps files across a restart', async () => {
    await signInWithEmailAndPassword(auth, EMAIL, PASSWORD);
    const icon = ref(storage, 'blueprints/bp-5/icon');
    await uploadBytes(icon, PNG, { contentType: 'image/png', customMetadata: { origin: 'restart-test' } });

    await server.stop();
    await startServer();

    const metadata = await getMetadata(icon);
    expect(metadata.customMetadata).toEqual({ origin: 'restart-test' });
    expect(new Uint8Array(await getBytes(icon))).toEqual(PNG);
  });
});
