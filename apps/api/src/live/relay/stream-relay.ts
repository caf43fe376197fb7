import { fork, type ChildProcess } from 'node:child_process';
import type { Socket } from 'node:net';
import type { FromRelay, ToRelay } from './relay-protocol';

/** How the relay process is started. */
export interface RelayLaunch {
  /** `relay-main.ts` from source (with a TypeScript loader in `execArgv`), or the production bundle's `live-relay.js`. */
  script: string;
  /** The relay process's Node options; the API passes its own, so a TypeScript loader carries over. @default [] */
  execArgv?: string[];
}

/** How long the relay may take to start before the API serves its streams itself. */
const START_TIMEOUT_MS = 10_000;
/** After the API stops it, the relay ends its streams; it is killed if it has not exited by then. */
const STOP_TIMEOUT_MS = 6_000;

type Log = (message: string, fields?: Record<string, unknown>) => void;

/**
 * The API's side of the stream relay (`relay-main.ts`, a process of its own): hands it the socket
 * of an event stream once the API has written the response's head, and from then on passes what
 * is written to the stream along. Writes are gathered until the current task ends and sent as one
 * message, each distinct text once with the streams it goes to — a tick of the event hub to 200
 * streams is one message, not 200 socket writes on the API's thread.
 *
 * If the relay process dies, its streams end (the clients reconnect with their Last-Event-ID) and
 * {@link available} turns false: new streams are then written by the API itself.
 */
export class StreamRelay {
  /** What waits to be sent, per stream: the texts written since the last message, in order. */
  private readonly pending = new Map<number, string>();
  /** Whom to tell when a stream's connection has closed. */
  private readonly owners = new Map<number, () => void>();
  /** Sockets whose handing over is under way (Node sends one handle at a time). */
  private readonly handing = new Map<number, Socket>();
  private readonly exited: Promise<void>;
  private nextId = 1;
  private flushQueued = false;
  private running = true;
  private stopping = false;

  private constructor(
    private readonly child: ChildProcess,
    private readonly log: Log,
  ) {
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
    child.on('message', (message: FromRelay) => {
      if (message.t === 'gone') this.gone(message.id);
    });
    child.on('error', (error) => this.log('live events: a message to the stream relay failed', { error: error.message }));
    child.once('exit', (code, signal) => {
      this.running = false;
      if (!this.stopping) this.log('live events: the stream relay stopped; its streams end, and the API serves new ones itself', { code, signal });
      // Sockets still waiting to be sent never will be: their connections close here.
      for (const socket of this.handing.values()) socket.destroy();
      this.handing.clear();
      for (const id of [...this.owners.keys()]) this.gone(id);
    });
  }

  /** Starts the relay process; null (logged) when it cannot start: the API then serves every stream itself. */
  static async start(launch: RelayLaunch, maxBufferedBytes: number, log: Log): Promise<StreamRelay | null> {
    const child = fork(launch.script, [String(maxBufferedBytes)], { execArgv: launch.execArgv ?? [], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    let timer: NodeJS.Timeout | undefined;
    try {
      await new Promise<void>((resolve, reject) => {
        timer = setTimeout(() => reject(new Error(`not ready after ${START_TIMEOUT_MS} ms`)), START_TIMEOUT_MS);
        child.once('message', () => resolve());
        child.once('error', reject);
        child.once('exit', (code) => reject(new Error(`exited (${code}) before it was ready`)));
      });
    } catch (error) {
      log('live events: the stream relay did not start; the API serves the streams itself', { error: error instanceof Error ? error.message : String(error) });
      child.kill();
      return null;
    } finally {
      clearTimeout(timer);
    }
    return new StreamRelay(child, log);
  }

  /** Whether new streams can be handed over. */
  get available(): boolean {
    return this.running && !this.stopping && this.child.connected;
  }

  /**
   * Hands the socket over (it is closed here); nothing may be written to it on this side after.
   * Returns the stream's id for {@link write}, {@link end} and {@link drop}; `onGone` is called
   * once, when its connection has closed.
   */
  adopt(socket: Socket, chunked: boolean, onGone: () => void): number {
    const id = this.nextId++;
    this.owners.set(id, onGone);
    // Sent without its server: Node would otherwise have the server ask the relay about its
    // connections when it closes — and wait forever once the relay has exited. This side's socket
    // object is destroyed once sent, which counts the connection off the server.
    (socket as Socket & { server: unknown }).server = null;
    this.handing.set(id, socket);
    this.child.send({ t: 'adopt', id, chunked } satisfies ToRelay, socket, (error) => {
      this.handing.delete(id);
      socket.destroy();
      if (error) this.gone(id);
    });
    return id;
  }

  write(id: number, text: string): void {
    const before = this.pending.get(id);
    this.pending.set(id, before === undefined ? text : before + text);
    if (this.flushQueued) return;
    this.flushQueued = true;
    queueMicrotask(() => this.flush());
  }

  /** Ends the stream after what was written to it. */
  end(id: number): void {
    this.flush();
    this.send({ t: 'end', id });
  }

  /** Cuts the stream's connection; what waits is not sent. */
  drop(id: number): void {
    this.pending.delete(id);
    this.flush();
    this.send({ t: 'drop', id });
  }

  /** Stops the relay: its streams end, and it exits once their connections have closed. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.flush();
    if (this.child.connected) this.child.disconnect();
    const timer = setTimeout(() => this.child.kill(), STOP_TIMEOUT_MS);
    await this.exited;
    clearTimeout(timer);
  }

  /** Sends what waits: each distinct text once, with the streams it goes to. */
  private flush(): void {
    this.flushQueued = false;
    if (this.pending.size === 0) return;
    const texts = new Map<string, number[]>();
    for (const [id, text] of this.pending) {
      const ids = texts.get(text);
      if (ids) ids.push(id);
      else texts.set(text, [id]);
    }
    this.pending.clear();
    this.send({ t: 'write', w: [...texts] });
  }

  private send(message: ToRelay): void {
    if (this.child.connected) this.child.send(message);
  }

  private gone(id: number): void {
    const onGone = this.owners.get(id);
    if (!onGone) return;
    this.owners.delete(id);
    this.pending.delete(id);
    onGone();
  }
}
