import type { LivePresence } from '@rescue-admin/api-contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { PassThrough } from 'node:stream';
import { CHANGES_CHANNEL, type Caller, type CallerDirectory } from '../access/callers';
import { expiryOf } from '../auth/caching-token-verifier';
import { EVERYTHING_CHANGED, type Database } from '../db/database';
import { HttpError } from '../http/errors';
import { logAnswered } from '../http/logging';
import type { EventHub, Listener } from './event-hub';
import { mayReadRecord } from './live-access';
import type { RecordEditors } from './presence';
import type { StreamRelay } from './relay/stream-relay';

export interface LiveStreamLimits {
  /** Open streams per caller (a further one answers 429). @default 5 */
  perCaller?: number;
  /** Open streams of this instance (a further one answers 503). @default 2,000 */
  total?: number;
  /** A stream whose unsent bytes pass this is dropped (a reader that does not keep up). @default 1 MiB */
  maxBufferedBytes?: number;
  /** A `: ping` comment this often. @default 15 s */
  pingMs?: number;
}

/** A stream whose unsent bytes pass this is dropped, unless {@link LiveStreamLimits.maxBufferedBytes} says otherwise. */
export const DEFAULT_MAX_BUFFERED_BYTES = 1024 * 1024;

/** Sent first: the client reconnects after 3 s, and knows at once that nothing buffers the stream. */
const OPENING = 'retry: 3000\n\nevent: ready\ndata: {}\n\n';
const PING = ': ping\n\n';
/** setTimeout's longest delay; a token that lives longer is looked at again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * One open event stream: the caller it belongs to and its response. Its frames go through `body`
 * until the response's head and opening have left for the socket; with a relay, the relay holds
 * the socket from then on and the frames go there.
 */
class OpenStream implements Listener {
  readonly body = new PassThrough();
  private ended = false;
  /** The stream's id in the relay, once the relay holds its socket. */
  private relayed: number | null = null;
  timer: NodeJS.Timeout | null = null;
  /** Takes the stream off the event hub. */
  unsubscribe: () => void = () => undefined;
  /** Called once when a stream the relay held has closed (Fastify never sees that response end). */
  onRelayedEnd: () => void = () => undefined;

  constructor(
    public caller: Caller,
    private readonly response: ServerResponse,
    private readonly maxBufferedBytes: number,
    private readonly onGone: (stream: OpenStream) => void,
    private readonly relay: StreamRelay | null,
  ) {}

  write(frame: string): void {
    if (this.ended) return;
    if (this.relayed !== null) {
      // The relay drops a reader that does not keep up.
      this.relay?.write(this.relayed, frame);
      return;
    }
    // What waits in this stream and in the socket: a reader that does not keep up is dropped
    // (and reconnects with its Last-Event-ID) instead of holding memory without bound.
    if (this.body.writableLength + this.body.readableLength + this.response.writableLength > this.maxBufferedBytes) {
      this.drop();
      return;
    }
    this.body.write(frame);
  }

  /** Ends the stream normally: the client sees it end and reconnects (with a fresh token). */
  end(): void {
    if (this.ended) return;
    this.gone();
    if (this.relayed !== null) this.relay?.end(this.relayed);
    else this.body.end();
  }

  /** Cuts the connection without sending what is buffered. */
  drop(): void {
    if (this.ended) return;
    this.gone();
    if (this.relayed !== null) {
      this.relay?.drop(this.relayed);
      return;
    }
    this.response.destroy();
    this.body.destroy();
  }

  /**
   * Hands the connection to the relay once the head and everything written so far have left for
   * the socket (else it tries again when they have). Nothing is written to it on this side after.
   */
  handOver(): void {
    const socket = this.response.socket;
    if (this.ended || this.relayed !== null || !this.relay?.available || !socket || socket.destroyed) return;
    if (socket.writableLength > 0) {
      socket.once('drain', () => this.handOver());
      return;
    }
    if (!this.response.headersSent || this.body.readableLength > 0 || this.response.writableLength > 0) {
      setImmediate(() => this.handOver());
      return;
    }
    this.body.unpipe(this.response);
    this.relayed = this.relay.adopt(socket, this.response.chunkedEncoding, () => this.gone());
  }

  /** The connection closed (from either side). */
  gone(): void {
    if (this.ended) return;
    this.ended = true;
    if (this.timer) clearTimeout(this.timer);
    this.onGone(this);
    if (this.relayed !== null) this.onRelayedEnd();
  }
}

/**
 * The open event streams of this instance: admits a new one (per-caller and total caps), writes
 * its opening and its replay, keeps it awake (`: ping`), and ends it when its token expires, when
 * its caller's account is deleted, disabled or changed (heard on the user channel from any
 * instance), and when the API shuts down — so a graceful close never waits for it. With a
 * {@link StreamRelay}, each stream's socket goes to the relay process once its response has begun.
 */
export class LiveStreams {
  private readonly streams = new Set<OpenStream>();
  private readonly byCaller = new Map<string, Set<OpenStream>>();
  private pingTimer: NodeJS.Timeout | null = null;
  private stopListening: (() => Promise<void>) | null = null;
  private closing = false;
  private readonly limits: Required<LiveStreamLimits>;

  constructor(
    private readonly db: Database,
    private readonly hub: EventHub,
    private readonly callers: Pick<CallerDirectory, 'resolve' | 'forget'>,
    private readonly clock: () => number,
    limits: LiveStreamLimits = {},
    private readonly relay: StreamRelay | null = null,
  ) {
    this.limits = { perCaller: limits.perCaller ?? 5, total: limits.total ?? 2_000, maxBufferedBytes: limits.maxBufferedBytes ?? DEFAULT_MAX_BUFFERED_BYTES, pingMs: limits.pingMs ?? 15_000 };
  }

  async start(): Promise<void> {
    this.stopListening = await this.db.listen(CHANGES_CHANNEL, (payload) => {
      if (payload === EVERYTHING_CHANGED) for (const uid of [...this.byCaller.keys()]) void this.checkCaller(uid);
      else if (payload.startsWith('user:')) void this.checkCaller(payload.slice('user:'.length));
    });
    this.pingTimer = setInterval(() => {
      for (const stream of this.streams) stream.write(PING);
    }, this.limits.pingMs);
    this.pingTimer.unref();
  }

  /** Shutting down: every stream ends now, and no new one opens. */
  closeAll(): void {
    this.closing = true;
    for (const stream of [...this.streams]) stream.end();
  }

  async stop(): Promise<void> {
    this.closeAll();
    if (this.pingTimer) clearInterval(this.pingTimer);
    await this.stopListening?.();
    this.stopListening = null;
  }

  get size(): number {
    return this.streams.size;
  }

  /** Opens the caller's stream on this request: headers, `retry:` and `ready`, the replay after `lastEventId`, the editors now. */
  open(request: FastifyRequest, reply: FastifyReply, caller: Caller, editors: readonly RecordEditors[]): FastifyReply {
    if (this.closing) throw new HttpError(503, 'The API is shutting down', undefined, 'unavailable', undefined, 3);
    const own = this.byCaller.get(caller.uid);
    if ((own?.size ?? 0) >= this.limits.perCaller) throw new HttpError(429, `At most ${this.limits.perCaller} event streams per caller`, undefined, undefined, undefined, 3);
    if (this.streams.size >= this.limits.total) throw new HttpError(503, 'Too many event streams on this instance', undefined, 'unavailable', undefined, 3);

    // The relay takes plain TCP connections (not a test's injected request, not TLS).
    const socket = request.raw.socket;
    const relay = this.relay?.available && socket instanceof Socket && !('encrypted' in socket) ? this.relay : null;
    const stream = new OpenStream(caller, reply.raw, this.limits.maxBufferedBytes, (gone) => this.remove(gone), relay);
    this.streams.add(stream);
    if (own) own.add(stream);
    else this.byCaller.set(caller.uid, new Set([stream]));
    reply.raw.once('close', () => stream.gone());

    stream.write(OPENING);
    stream.unsubscribe = this.hub.subscribe(stream, lastEventIdOf(request));
    for (const entry of editors) this.tellEditors(stream, entry);
    this.endAtExpiry(stream, request.headers.authorization);

    if (relay) {
      // The relay process ends the connection with the stream: the client opens a new one for anything else.
      void reply.header('connection', 'close');
      reply.raw.once('pipe', () => stream.handOver());
      // The request's log line, which Fastify writes when a response ends.
      stream.onRelayedEnd = () => logAnswered(request, reply);
    }
    return reply
      .code(200)
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-accel-buffering', 'no')
      .send(stream.body);
  }

  /** A record's editors changed: every stream that may read the record hears them (its own entry left out). */
  presenceChanged(entry: RecordEditors): void {
    for (const stream of this.streams) this.tellEditors(stream, entry);
  }

  private tellEditors(stream: OpenStream, entry: RecordEditors): void {
    if (!mayReadRecord(stream.caller, entry.list, entry.owner)) return;
    const presence: LivePresence = { list: entry.list, uid: entry.uid, editors: entry.editors.filter((editor) => editor.uid !== stream.caller.uid).slice(0, 50) };
    stream.write(`event: presence\ndata: ${JSON.stringify(presence)}\n\n`);
  }

  /** The token's own expiry ends the stream (the client reconnects with a fresh token). */
  private endAtExpiry(stream: OpenStream, authorization: string | undefined): void {
    const token = authorization?.split(' ')[1];
    const expiresAt = token ? expiryOf(token) : null;
    if (expiresAt === null) return;
    const wait = () => {
      const left = expiresAt - this.clock();
      if (left <= 0) stream.end();
      else stream.timer = setTimeout(wait, Math.min(left, MAX_TIMER_MS)).unref();
    };
    wait();
  }

  /**
   * The caller's user record changed (any instance): their streams end when it is gone, when their
   * sessions were ended, or when their role or customer changed (the client reconnects, and what it
   * may see is decided afresh).
   */
  private async checkCaller(uid: string): Promise<void> {
    const own = this.byCaller.get(uid);
    if (!own) return;
    this.callers.forget(uid);
    const resolution = await this.callers.resolve(uid).catch(() => null);
    // The database did not answer: the streams stay; the next change (or the token's expiry) decides.
    if (!resolution) return;
    for (const stream of [...own]) {
      const now = resolution.status === 'ok' ? resolution.caller : null;
      const before = stream.caller;
      if (!now || now.role !== before.role || now.customerUid !== before.customerUid || now.sessionsValidAfter !== before.sessionsValidAfter) stream.end();
      else stream.caller = now;
    }
  }

  private remove(stream: OpenStream): void {
    stream.unsubscribe();
    this.streams.delete(stream);
    const own = this.byCaller.get(stream.caller.uid);
    own?.delete(stream);
    if (own?.size === 0) this.byCaller.delete(stream.caller.uid);
  }
}

/**
 * The `Last-Event-ID` to resume after; anything that cannot be an id (too long, several) is one
 * that is not kept, which answers `reset`.
 */
function lastEventIdOf(request: FastifyRequest): string | undefined {
  const header = request.headers['last-event-id'];
  if (header === undefined) return undefined;
  return typeof header === 'string' && header.length <= 64 ? header : '';
}
