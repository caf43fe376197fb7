import { createSseParser, type SseEvent } from './sse-parser';
import { isUnknownRoute } from './unknown-route';

/** The times the connection keeps (ms); tests and the provider use them as they are. */
export const LIVE_TIMING = {
  /** The first reconnection delay (or the server's `retry:`); it doubles per failed attempt … */
  firstRetryMs: 1_000,
  /** … up to this; each delay is drawn between half of it and all of it (jitter). */
  maxRetryMs: 30_000,
  /** Nothing received (not even the server's `: ping` every 15 s) for this long: the stream is dead (a laptop slept). */
  watchdogMs: 45_000,
  /** A 200 without `ready` within this long sits behind a proxy that buffers the stream: poll instead. */
  readyMs: 5_000,
  /** While polling: how often the observed lists are refetched … */
  pollMs: 30_000,
  /** … and how long until the stream is tried again. */
  streamRetryWhilePollingMs: 300_000,
  /** After the API refused the token (401/403): how often the session's token is checked for a new one. */
  tokenCheckMs: 60_000,
  /** At `online`, an open stream that received nothing for this long is replaced (the network changed under it). */
  onlineQuietMs: 20_000,
} as const;

/**
 * - `connecting`: a request is out (or its answer has not said `ready` yet);
 * - `open`: the stream said `ready`;
 * - `waiting`: the last attempt failed, the next one is due after a backoff;
 * - `polling`: the stream does not get through (a buffering proxy): lists are refetched instead;
 * - `refused`: the API refused the token (401/403): waiting for a new one;
 * - `absent`: the service has no event stream (404): never asked again;
 * - `stopped`: closed by its owner (sign-out).
 */
export type LiveConnectionState = 'connecting' | 'open' | 'waiting' | 'polling' | 'refused' | 'absent' | 'stopped';

export interface LiveConnectionOptions {
  /** The stream's address: `<base service>events`. */
  url: string;
  /** The session's current ID token (`forceRefresh`: a new one from Firebase), as data-access's clients take it. */
  getToken: (forceRefresh?: boolean) => Promise<string>;
  /** Every event of the stream except `ready` (which the connection handles itself). */
  onEvent: (event: SseEvent) => void;
  /** While polling: refetch what is on screen (called every {@link LIVE_TIMING}.pollMs). */
  onPoll: () => void;
  /** The service answered 404 (an unknown route): it has no event stream. */
  onAbsent?: () => void;
  onStateChange?: (state: LiveConnectionState) => void;
  /** @default globalThis.fetch */
  fetch?: typeof globalThis.fetch;
  /** The jitter's source, in [0, 1). @default Math.random */
  random?: () => number;
  /** @default Date.now */
  now?: () => number;
}

export interface LiveConnection {
  readonly state: LiveConnectionState;
  /** Ends the stream, every timer and listener; nothing is requested after it. */
  stop(): void;
}

/**
 * The live event stream (`GET <base>/events`, server-sent events) read with `fetch`, because an
 * `EventSource` cannot send the bearer token. It starts at once and keeps itself connected until
 * `stop()`: it reconnects with `Last-Event-ID` and the session's current token after a backoff
 * with jitter (1 s doubling to 30 s, reset once a stream says `ready`), when nothing (not even a
 * `: ping`) arrived for 45 s, at `online`, and when the tab becomes visible after such a pause.
 * A 200 without `ready` within 5 s sits behind a buffering proxy: it refetches the observed lists
 * every 30 s (`onPoll`) and tries the stream again every 5 minutes. 404 → `onAbsent`, never again;
 * 401 → once more with a refreshed token, then (like 403) it waits until the token changes.
 */
export function createLiveConnection(options: LiveConnectionOptions): LiveConnection {
  const { url, getToken, onEvent, onPoll, onAbsent, onStateChange } = options;
  const fetchStream = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const random = options.random ?? Math.random;
  const now = options.now ?? Date.now;

  let state: LiveConnectionState = 'connecting';
  /** Identifies the current attempt: an older attempt's late answers and errors are ignored. */
  let attempt = 0;
  let controller: AbortController | null = null;
  /** The current stream's reader: cancelled with its request, so the body is released even where an abort does not reach it. */
  let reader: ReadableStreamDefaultReader<Uint8Array> | null = null;
  let failures = 0;
  let serverRetryMs: number | null = null;
  let lastEventId = '';
  let lastActivity = now();
  /** The next attempt asks Firebase for a new token (the API refused the cached one). */
  let refreshToken = false;
  let refreshedOnce = false;
  let refusedToken: string | null = null;

  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let watchdogTimer: ReturnType<typeof setTimeout> | undefined;
  let readyTimer: ReturnType<typeof setTimeout> | undefined;
  let pollTimer: ReturnType<typeof setInterval> | undefined;
  let tokenTimer: ReturnType<typeof setInterval> | undefined;

  const setState = (next: LiveConnectionState) => {
    if (state === next) return;
    state = next;
    onStateChange?.(next);
  };
  const ended = () => state === 'stopped' || state === 'absent';

  /** Ends the current attempt (its request and its timers); the next one is started by the caller. */
  const dropAttempt = () => {
    attempt += 1;
    controller?.abort();
    controller = null;
    reader?.cancel().catch(() => undefined);
    reader = null;
    clearTimeout(retryTimer);
    clearTimeout(watchdogTimer);
    clearTimeout(readyTimer);
  };

  const stopPolling = () => {
    clearInterval(pollTimer);
    pollTimer = undefined;
  };

  const activity = (current: number) => {
    lastActivity = now();
    clearTimeout(watchdogTimer);
    watchdogTimer = setTimeout(() => {
      if (current === attempt) connect();
    }, LIVE_TIMING.watchdogMs);
  };

  const retryLater = () => {
    dropAttempt();
    const base = Math.min(LIVE_TIMING.maxRetryMs, (serverRetryMs ?? LIVE_TIMING.firstRetryMs) * 2 ** failures);
    failures += 1;
    if (state !== 'polling') setState('waiting');
    retryTimer = setTimeout(connect, base / 2 + (random() * base) / 2);
  };

  const refuse = (token: string) => {
    dropAttempt();
    refusedToken = token;
    setState('refused');
    clearInterval(tokenTimer);
    tokenTimer = setInterval(checkToken, LIVE_TIMING.tokenCheckMs);
  };

  /** Refused: connects again once the session's token is another than the refused one. */
  const checkToken = () => {
    getToken().then(
      (token) => {
        if (state === 'refused' && token !== refusedToken) connect();
      },
      () => undefined,
    );
  };

  const startPolling = () => {
    dropAttempt();
    setState('polling');
    pollTimer ??= setInterval(onPoll, LIVE_TIMING.pollMs);
    retryTimer = setTimeout(connect, LIVE_TIMING.streamRetryWhilePollingMs);
  };

  const onReady = () => {
    clearTimeout(readyTimer);
    failures = 0;
    refreshedOnce = false;
    stopPolling();
    setState('open');
  };

  async function read(current: number, body: ReadableStream<Uint8Array>) {
    const own = body.getReader();
    reader = own;
    const decoder = new TextDecoder();
    const parser = createSseParser({
      onEvent: (event) => {
        if (current !== attempt) return;
        if (event.id !== '') lastEventId = event.id;
        if (event.event === 'ready') onReady();
        else onEvent(event);
      },
      onRetry: (ms) => {
        serverRetryMs = ms;
      },
    });
    for (;;) {
      const { done, value } = await own.read();
      if (current !== attempt) return;
      if (done) break;
      activity(current);
      parser.push(decoder.decode(value, { stream: true }));
    }
    // The server closed the stream (a restart): connect again.
    retryLater();
  }

  async function attemptStream(current: number, signal: AbortSignal) {
    const forceRefresh = refreshToken;
    refreshToken = false;
    const token = await getToken(forceRefresh);
    if (current !== attempt) return;
    const headers: Record<string, string> = { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' };
    if (lastEventId !== '') headers['Last-Event-ID'] = lastEventId;
    const response = await fetchStream(url, { headers, signal, cache: 'no-store' });
    if (current !== attempt) return;
    if (await isUnknownRoute(response)) {
      if (current !== attempt) return;
      dropAttempt();
      stopPolling();
      setState('absent');
      onAbsent?.();
      return;
    }
    if (response.status === 401 && !refreshedOnce) {
      refreshedOnce = true;
      refreshToken = true;
      connect();
      return;
    }
    if (response.status === 401 || response.status === 403) return refuse(token);
    if (!response.ok || !response.body) return retryLater();
    refreshedOnce = false;
    refusedToken = null;
    clearInterval(tokenTimer);
    readyTimer = setTimeout(() => {
      if (current === attempt) startPolling();
    }, LIVE_TIMING.readyMs);
    await read(current, response.body);
  }

  function connect() {
    if (ended()) return;
    dropAttempt();
    const current = attempt;
    controller = new AbortController();
    if (state !== 'polling') setState('connecting');
    // A request that hangs before its answer counts as silence too.
    activity(current);
    attemptStream(current, controller.signal).catch(() => {
      // A network failure or a stream cut off (an abort of this attempt changed `attempt`).
      if (current === attempt) retryLater();
    });
  }

  /**
   * The connection may have died without a word (network switch, sleep): try now instead of
   * waiting, when it has been quiet this long — or at `online`, also when a reconnect is pending
   * (the failures behind its backoff were likely the network's).
   */
  const wake = (quietMs: number, cutsBackoff: boolean) => {
    if (ended()) return;
    if (state === 'refused') return checkToken();
    if ((cutsBackoff && state === 'waiting') || now() - lastActivity >= quietMs) connect();
  };
  const onOnline = () => wake(LIVE_TIMING.onlineQuietMs, true);
  const onVisibility = () => {
    if (document.visibilityState === 'visible') wake(LIVE_TIMING.watchdogMs, false);
  };
  const listens = typeof window !== 'undefined' && typeof document !== 'undefined';
  if (listens) {
    window.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', onVisibility);
  }

  connect();

  return {
    get state() {
      return state;
    },
    stop() {
      if (state === 'stopped') return;
      dropAttempt();
      stopPolling();
      clearInterval(tokenTimer);
      setState('stopped');
      if (listens) {
        window.removeEventListener('online', onOnline);
        document.removeEventListener('visibilitychange', onVisibility);
      }
    },
  };
}
