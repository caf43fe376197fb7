import { spawn, type ChildProcess } from 'node:child_process';
import { inject } from 'vitest';
import { freePort } from './postgres-cluster';

export interface ApiProcess {
  child: ChildProcess;
  pid: number;
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** Every line it wrote to stdout and stderr so far (JSON log lines, parsed where they are JSON). */
  lines: string[];
  logs(): Record<string, unknown>[];
  /** Resolves with the exit code (or signal name) once the process has ended. */
  exited: Promise<number | string>;
  /** Sends the signal and waits for the end (SIGKILL after `graceMs`). */
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<number | string>;
}

/**
 * Runs the production bundle (`node main.js`, built once per test run by the global setup, or
 * `options.bundle`) as its own process, on a free port of the loopback, with the run's Auth
 * emulator and exactly `env` (nothing else of the test process' environment but PATH). Resolves
 * once /healthz answers (whatever LOG_LEVEL lets it log);
 * rejects with its output when it ended before.
 */
export async function startApiProcess(env: Record<string, string>, options: { bundle?: string; timeoutMs?: number } = {}): Promise<ApiProcess> {
  const timeoutMs = options.timeoutMs ?? 60_000;
  const port = await freePort();
  // Outside a test run (benchmarks) the caller names the bundle and the emulator.
  const child = spawn(process.execPath, [options.bundle ?? inject('apiBundle')], {
    env: {
      PATH: process.env['PATH'] ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      // Emulator mode is only ever asked for outright (config.ts).
      AUTH_EMULATOR: 'on',
      FIREBASE_AUTH_EMULATOR_HOST: env['FIREBASE_AUTH_EMULATOR_HOST'] ?? inject('authEmulatorHost'),
      GCLOUD_PROJECT: 'demo-rescue-admin',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const collect = (stream: NodeJS.ReadableStream | null) => {
    let rest = '';
    stream?.on('data', (chunk: Buffer) => {
      const parts = (rest + chunk.toString('utf8')).split('\n');
      rest = parts.pop() ?? '';
      lines.push(...parts.filter(Boolean));
    });
  };
  collect(child.stdout);
  collect(child.stderr);
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)));
  const logs = () =>
    lines.flatMap((line) => {
      try {
        return [JSON.parse(line) as Record<string, unknown>];
      } catch {
        return [];
      }
    });

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
      if (child.exitCode === null) child.kill('SIGKILL');
      throw new Error(`The API process did not start:\n${lines.join('\n')}`);
    }
    const answer = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1_000) }).catch(() => null);
    if (answer?.ok) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const stop = async (signal: NodeJS.Signals = 'SIGTERM', graceMs = 45_000) => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill(signal);
      const force = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(force);
    }
    return exited;
  };
  return { child, pid: child.pid as number, url, lines, logs, exited, stop };
}

/** Runs the bundle until it ends by itself (a refused start); resolves with its exit code and output. */
export async function runApiProcess(env: Record<string, string>, timeoutMs = 60_000): Promise<{ code: number | string; output: string }> {
  const child = spawn(process.execPath, [inject('apiBundle')], {
    env: { PATH: process.env['PATH'] ?? '', HOST: '127.0.0.1', PORT: '0', GCLOUD_PROJECT: 'demo-rescue-admin', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const code = await new Promise<number | string>((resolve) => child.once('exit', (c, signal) => resolve(c ?? signal ?? -1)));
  clearTimeout(timer);
  return { code, output };
}
