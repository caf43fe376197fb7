/**
 * The messages between the API and its stream relay process (`relay-main.ts`), over Node's IPC
 * channel. Stream ids are the API's; a socket travels with `adopt` as the message's handle.
 */

/** From the API. */
export type ToRelay =
  /** Takes over the socket (the message's handle) of a response whose head the API has written; `chunked`: the body is in HTTP/1.1 chunks. */
  | { t: 'adopt'; id: number; chunked: boolean }
  /** Writes each text to each of its streams, in this order: everything the API wrote to streams since its last message. */
  | { t: 'write'; w: [text: string, ids: number[]][] }
  /** Ends the stream's response and closes its connection. */
  | { t: 'end'; id: number }
  /** Cuts the connection without sending what waits. */
  | { t: 'drop'; id: number };

/** From the relay. */
export type FromRelay =
  /** Started; takes messages. */
  | { t: 'ready' }
  /** The stream's connection closed (either side, or it was dropped), or its socket never arrived. */
  | { t: 'gone'; id: number };
