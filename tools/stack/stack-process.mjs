// Child processes of the local stack: spawning each in its own process group, its prefixed
// output, waiting until it answers, and stopping it; plus the port check before anything starts.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { StackError } from './stack-constants.mjs';

/** @typedef {import('./stack-constants.mjs').ServiceName} ServiceName */

const READY_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 20_000;
const TAIL_LINES = 40;

/**
 * One child process in its own process group (so a terminal's Ctrl+C reaches only start.mjs,
 * which then stops each service in order), with prefixed output.
 */
export class ServiceProcess {
  /**
   * @param {ServiceName} name
   * @param {string} command
   * @param {string[]} args
   * @param {{ cwd: string, env: Record<string, string> }} spawnOptions
   * @param {(line: string) => void} print
   * @param {boolean} verbose
   */
  constructor(name, command, args, spawnOptions, print, verbose) {
    this.name = name;
    this.print = print;
    this.verbose = verbose;
    /** @type {NodeJS.Signals} */
    this.stopSignal = 'SIGTERM';
    /** @type {NodeJS.Signals} */
    this.stopSignalBeforeReady = 'SIGTERM';
    this.ready = false;
    /** @type {number | undefined} */
    this.readyAt = undefined;
    /** @type {string[]} */
    this.tail = [];
    /** @type {{ pattern: RegExp, seen: boolean }[]} */
    this.watched = [];
    this.stopping = false;
    /** @type {((message: string) => void) | undefined} */
    this.onUnexpectedExit = undefined;
    this.child = spawn(command, args, { ...spawnOptions, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    /** @type {Promise<number | null>} */
    this.exit = new Promise((resolveExit) => {
      this.child.once('exit', (code, signal) => {
        this.exitCode = code ?? signal;
        resolveExit(code);
        if (!this.stopping) this.onUnexpectedExit?.(`${name} stopped unexpectedly (${code ?? signal}).\n${this.tail.join('\n')}`);
      });
      this.child.once('error', (error) => {
        this.exitCode = String(error);
        resolveExit(null);
      });
    });
    this.pipe(this.child.stdout, false);
    this.pipe(this.child.stderr, true);
  }

  /**
   * @param {import('node:stream').Readable} stream
   * @param {boolean} isStderr
   */
  pipe(stream, isStderr) {
    let buffered = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      buffered += chunk;
      const lines = buffered.split(/\r?\n/);
      buffered = lines.pop() ?? '';
      for (const line of lines) this.line(line, isStderr);
    });
    stream.on('end', () => buffered && this.line(buffered, isStderr));
  }

  /**
   * @param {string} line
   * @param {boolean} _isStderr
   */
  line(line, _isStderr) {
    if (!line.trim()) return;
    for (const watch of this.watched) watch.seen ||= watch.pattern.test(line);
    this.tail.push(line);
    if (this.tail.length > TAIL_LINES) this.tail.shift();
    const looksLikeError = /\b(error|exception|fatal|failed)\b|EADDRINUSE/i.test(line) && !/\b0 errors?\b/i.test(line);
    // npm/Nx chatter on stderr that is not a problem.
    const noise = /Unknown user config|npm warn|ExperimentalWarning|--trace-warnings/.test(line);
    if (this.verbose || (looksLikeError && !noise)) {
      this.print(`[${this.name}] ${line}`);
    }
  }

  /**
   * A check for waitUntil: true once the process has printed a line matching `pattern`.
   * @param {RegExp} pattern
   */
  printed(pattern) {
    const watch = { pattern, seen: false };
    this.watched.push(watch);
    return () => watch.seen;
  }

  /**
   * Polls until check() is true; fails early if the process exits first.
   * @param {() => Promise<boolean>} check
   */
  async waitUntil(check) {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    let exited = false;
    void this.exit.then(() => (exited = true));
    while (Date.now() < deadline) {
      if (exited) {
        throw new StackError(`${this.name} exited before it was ready (${this.exitCode}). Its last output:\n${this.tail.join('\n')}`);
      }
      if (await check()) {
        this.ready = true;
        this.readyAt = performance.now();
        return;
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new StackError(`${this.name} was not ready after ${READY_TIMEOUT_MS / 1000} s. Its last output:\n${this.tail.join('\n')}`);
  }

  async stop() {
    if (this.exitCode !== undefined) return;
    this.stopping = true;
    const pid = this.child.pid;
    if (pid === undefined) return;
    signalGroup(pid, this.ready ? this.stopSignal : this.stopSignalBeforeReady);
    const timeout = new Promise((r) => setTimeout(() => r('timeout'), STOP_TIMEOUT_MS).unref());
    if ((await Promise.race([this.exit, timeout])) === 'timeout') {
      this.print(`[${this.name}] did not stop within ${STOP_TIMEOUT_MS / 1000} s; killing it.`);
      signalGroup(pid, 'SIGKILL');
      await this.exit;
    }
    // Helpers a service started (e.g. Vite under Nx) may outlive their parent; end the group.
    signalGroup(pid, 'SIGKILL');
  }
}

/**
 * @param {number} pid
 * @param {NodeJS.Signals} signal
 */
function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is already gone.
  }
}


/**
 * @param {string} url
 * @param {number} [status] the status that counts as ready; any HTTP answer when omitted
 */
export async function httpAnswers(url, status) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await response.arrayBuffer();
    return status === undefined || response.status === status;
  } catch {
    return false;
  }
}

/**
 * Fails with one readable line naming the first busy port.
 * @param {ReadonlyArray<readonly [string, number]>} ports
 */
export async function assertPortsFree(ports) {
  for (const [label, port] of ports) {
    for (const host of ['127.0.0.1', '::1']) {
      const busy = await new Promise((resolveBusy) => {
        const probe = createServer();
        probe.once('error', (/** @type {NodeJS.ErrnoException} */ error) => resolveBusy(error.code === 'EADDRINUSE'));
        probe.listen(port, host, () => probe.close(() => resolveBusy(false)));
      });
      if (busy) {
        throw new StackError(`Port ${port} (${label}) is already in use — is the stack already running? Stop that process or free the port.`);
      }
    }
  }
}
