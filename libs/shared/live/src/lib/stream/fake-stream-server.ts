import { vi } from 'vitest';

/** One request the fake server received. */
export interface FakeRequest {
  url: string;
  method: string;
  headers: Headers;
  body: string | null;
  signal: AbortSignal | undefined;
}

/** How the fake answers the next stream request: an open stream, a status (with a body), or a network failure. */
export type FakeAnswer = 'stream' | { status: number; body?: string } | 'network-error';

/**
 * A `fetch` for tests of the live stream: each request takes the next queued answer (an open
 * event stream when none is queued) and is recorded. `send` writes to the newest open stream,
 * `end` closes it as a restarting server would. A stream ends with an error when its request is
 * aborted, as a browser's does.
 */
export function createFakeStreamServer() {
  const requests: FakeRequest[] = [];
  const queue: FakeAnswer[] = [];
  const streams: { controller: ReadableStreamDefaultController<Uint8Array>; closed: boolean }[] = [];
  const encoder = new TextEncoder();

  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const body = typeof init.body === 'string' ? init.body : null;
    requests.push({ url: String(input), method: init.method ?? 'GET', headers: new Headers(init.headers), body, signal: init.signal ?? undefined });
    const answer = queue.shift() ?? 'stream';
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    if (answer !== 'stream') return new Response(answer.body ?? null, { status: answer.status });
    const entry = { controller: undefined as unknown as ReadableStreamDefaultController<Uint8Array>, closed: false };
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        entry.controller = controller;
      },
    });
    streams.push(entry);
    init.signal?.addEventListener('abort', () => {
      if (entry.closed) return;
      entry.closed = true;
      entry.controller.error(new DOMException('The operation was aborted.', 'AbortError'));
    });
    return new Response(stream, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
  });

  const open = () => {
    const entry = streams.at(-1);
    if (!entry || entry.closed) throw new Error('no open stream');
    return entry;
  };

  return {
    fetch: fetch as unknown as typeof globalThis.fetch,
    requests,
    /** Queues the answers of the next requests, in order. */
    answer: (...answers: FakeAnswer[]) => queue.push(...answers),
    /** Writes raw event-stream text to the newest open stream. */
    send: (text: string) => open().controller.enqueue(encoder.encode(text)),
    /** Closes the newest open stream (the server restarts). */
    end: () => {
      const entry = open();
      entry.closed = true;
      entry.controller.close();
    },
    /** The stream requests (GET), leaving out heartbeats. */
    streamRequests: () => requests.filter((request) => request.method === 'GET'),
  };
}

/** Lets the fake's promises (fetch, the stream's reads) settle without moving the fake clock. */
export async function settle(): Promise<void> {
  for (let round = 0; round < 20; round += 1) await Promise.resolve();
  await vi.advanceTimersByTimeAsync(0);
  for (let round = 0; round < 20; round += 1) await Promise.resolve();
}

export const READY = 'event: ready\ndata: {}\n\n';
