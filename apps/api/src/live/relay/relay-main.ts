/**
 * The stream relay: a process of its own (forked by {@link StreamRelay}) that holds the sockets of
 * the API's open event streams and writes their frames. The API sends it each tick's texts once,
 * with the streams each goes to; the socket writes — one per stream per tick, the most of what 200
 * listeners cost — run here, on another core, so a write request never waits behind them on the
 * API's thread.
 *
 *   node relay-main.js <maxBufferedBytes>
 *
 * Node built-ins only: it starts quickly and needs neither the API's modules nor its packages.
 */
import type { Socket } from 'node:net';
import type { FromRelay, ToRelay } from './relay-protocol';

/** An ended stream's connection is cut if the client has not closed its side by then. */
const END_GRACE_MS = 5_000;
/** The terminating chunk of a chunked body. */
const LAST_CHUNK = '0\r\n\r\n';

interface Adopted {
  socket: Socket;
  chunked: boolean;
}

const maxBufferedBytes = Number(process.argv[2] ?? 1024 * 1024);
const streams = new Map<number, Adopted>();
const tell = (message: FromRelay) => {
  if (process.connected) process.send?.(message);
};

function adopt(id: number, chunked: boolean, socket: Socket | undefined): void {
  // The client closed before its socket could be handed over.
  if (!socket || socket.destroyed) {
    tell({ t: 'gone', id });
    return;
  }
  streams.set(id, { socket, chunked });
  socket.on('error', () => undefined);
  socket.once('close', () => {
    streams.delete(id);
    tell({ t: 'gone', id });
  });
  // Nothing more is expected from the client; reading lets its close be seen.
  socket.resume();
}

/** A text as one HTTP/1.1 chunk (a response to HTTP/1.0 carries it as is). */
const chunkOf = (text: string) => `${Buffer.byteLength(text).toString(16)}\r\n${text}\r\n`;

function write(batch: [string, number[]][]): void {
  for (const [text, ids] of batch) {
    let chunk: string | null = null;
    for (const id of ids) {
      const stream = streams.get(id);
      if (!stream) continue;
      // A reader that does not keep up is dropped (it reconnects with its Last-Event-ID) instead of holding memory without bound.
      if (stream.socket.writableLength > maxBufferedBytes) {
        stream.socket.destroy();
        continue;
      }
      if (stream.chunked) stream.socket.write((chunk ??= chunkOf(text)));
      else stream.socket.write(text);
    }
  }
}

function end(id: number): void {
  const stream = streams.get(id);
  if (!stream) return;
  if (stream.chunked) stream.socket.end(LAST_CHUNK);
  else stream.socket.end();
  setTimeout(() => stream.socket.destroy(), END_GRACE_MS).unref();
}

process.on('message', (message: ToRelay, handle?: Socket) => {
  if (message.t === 'adopt') adopt(message.id, message.chunked, handle);
  else if (message.t === 'write') write(message.w);
  else if (message.t === 'end') end(message.id);
  else if (message.t === 'drop') streams.get(message.id)?.socket.destroy();
});

// The API stopped (or died): every stream ends, and the process exits once their connections have closed.
process.on('disconnect', () => {
  for (const id of [...streams.keys()]) end(id);
});

// A terminal's Ctrl-C reaches the whole process group: the API decides when the relay stops (it
// ends the streams first, and disconnects when it is done), and its exit disconnects the relay too.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => undefined);

tell({ t: 'ready' });
