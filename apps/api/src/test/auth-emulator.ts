import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const TEST_PROJECT_ID = 'demo-rescue-admin';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface RunningEmulator {
  /** host:port, the value of FIREBASE_AUTH_EMULATOR_HOST. */
  host: string;
  stop(): Promise<void>;
}

/**
 * Starts a private Firebase Auth emulator (firebase-tools, offline, ≈ 15 s) on free ports, with a
 * temporary config, so tests never collide with the local stack's emulator on 9099.
 */
export async function startAuthEmulator(timeoutMs = 90_000): Promise<RunningEmulator> {
  const [auth, hub, logging] = [await freePort(), await freePort(), await freePort()];
  const dir = await mkdtemp(join(tmpdir(), 'api-auth-emulator-'));
  await writeFile(
    join(dir, 'firebase.json'),
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port: auth },
        hub: { host: '127.0.0.1', port: hub },
        logging: { host: '127.0.0.1', port: logging },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const cli = createRequire(import.meta.url).resolve('firebase-tools/lib/bin/firebase.js');
  const child = spawn(process.execPath, [cli, 'emulators:start', '--only', 'auth', '--project', TEST_PROJECT_ID], {
    cwd: dir,
    // CI=true skips firebase-tools' update check, which would wait on the network.
    env: { ...process.env, CI: 'true', FIREBASE_AUTH_EMULATOR_HOST: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const host = `127.0.0.1:${auth}`;
  const stop = async () => {
    await killGroup(child);
    await rm(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const response = await fetch(`http://${host}/emulator/v1/projects/${TEST_PROJECT_ID}/config`);
      if (response.ok) return { host, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`Auth emulator did not start within ${timeoutMs / 1000} s:\n${output.slice(-2000)}`);
}

function killGroup(child: ChildProcess): Promise<void> {
  const pid = child.pid;
  if (child.exitCode !== null || pid === undefined) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => process.kill(-pid, 'SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    // The CLI spawns helpers of its own; signal the whole process group it leads.
    process.kill(-pid, 'SIGTERM');
  });
}

export interface EmulatorAccount {
  uid: string;
  email: string;
  idToken: string;
}

/** Creates an account through the emulator's REST API, exactly as a client SDK would. */
export async function signUp(host: string, email = `tester-${crypto.randomUUID()}@example.org`, password = 'Geheim123!'): Promise<EmulatorAccount> {
  const body = await identityToolkit(host, 'accounts:signUp', { email, password, returnSecureToken: true });
  return { uid: body.localId as string, email, idToken: body.idToken as string };
}

/** Signs in with e-mail and password; rejects when the emulator refuses. */
export async function signIn(host: string, email: string, password: string): Promise<string> {
  const body = await identityToolkit(host, 'accounts:signInWithPassword', { email, password, returnSecureToken: true });
  return body.idToken as string;
}

async function identityToolkit(host: string, call: string, payload: object): Promise<Record<string, unknown>> {
  const send = () =>
    fetch(`http://${host}/identitytoolkit.googleapis.com/v1/${call}?key=any`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
  // The emulator closes idle keep-alive connections; a request sent on one just as it closes
  // fails with "other side closed" before the emulator read it — sent again on a new connection.
  const response = await send().catch((error: unknown) => {
    if ((error as { cause?: { code?: string } }).cause?.code !== 'UND_ERR_SOCKET') throw error;
    return send();
  });
  const body = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${call} failed: ${JSON.stringify(body)}`);
  return body;
}
