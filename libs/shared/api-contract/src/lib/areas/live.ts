import { z } from 'zod';
import { endpoints } from '../endpoint';
import { DateValue, Uid } from '../primitives';

/**
 * Not in SPEC §7: apps/api's live event stream (`GET <base>/events`, server-sent events with the
 * bearer token) and the presence of editors (`POST <base>/presence`). The access policy decides per
 * event and per caller what is sent: a caller never learns of a record they may not read, not even
 * its uid. A service that implements only the spec answers 404 and the client stays as it was
 * (lists refresh when they are loaded again).
 *
 * Events on the stream (the SSE `event:` field):
 * - `ready`: sent at once when the stream opens (data `{}`): a client that receives nothing within
 *   a few seconds sits behind a buffering proxy and polls instead.
 * - `change` (with an `id:`, replayed after `Last-Event-ID`): a {@link LiveChange}.
 * - `presence`: a {@link LivePresence}, whenever the editors of a record change.
 * - `reset`: the `Last-Event-ID` is too old to replay (or the server lost track): refetch everything.
 * A comment line (`: ping`) every 15 s keeps proxies and the client's watchdog awake.
 */

/** The list endpoint a record belongs to, by name ('hydrant.all', 'material.all', …): how the client finds the cached list. */
export const LiveListName = z.string().regex(/^[a-zA-Z]{1,40}\.[a-zA-Z]{1,40}$/);

/** The person who wrote or who edits: their uid and their current name. */
export const LiveActor = z.object({ uid: Uid, name: z.string().max(400) });
export type LiveActor = z.infer<typeof LiveActor>;

/** One committed write, as a caller who may read the record sees it. */
export const LiveChange = z.object({
  /** The event's id (also the SSE `id:`), opaque: a client sends the last one back as `Last-Event-ID`. */
  id: z.string().min(1).max(64),
  list: LiveListName,
  uid: Uid,
  kind: z.enum(['create', 'update', 'delete']),
  /** The record's version after the write: its `version` number or `lastUpdate`/`lastUpdated` time; null for deletes. */
  version: z.union([z.number().int(), DateValue]).nullable(),
  actor: LiveActor,
  /** The record as the list answers it, after the write; null for deletes. */
  record: z.record(z.string(), z.unknown()).nullable(),
  at: DateValue,
});
export type LiveChange = z.infer<typeof LiveChange>;

/** Who else has a record open in a form right now (the caller themself is left out). */
export const LivePresence = z.object({ list: LiveListName, uid: Uid, editors: z.array(LiveActor).max(50) });
export type LivePresence = z.infer<typeof LivePresence>;

/** The heartbeat of an open form (every 20 s while open; `editing: false` when it closes). Expires after 45 s without one. */
export const PresenceBeat = z.object({ list: LiveListName, uid: Uid, editing: z.boolean() });
export type PresenceBeat = z.infer<typeof PresenceBeat>;

/** How long a presence lasts without a heartbeat, and how often the client sends one. */
export const PRESENCE_EXPIRES_MS = 45_000;
export const PRESENCE_BEAT_MS = 20_000;

/**
 * The two endpoints (extensions, base service). `live.events` answers `text/event-stream` and stays
 * open (the answer schema describes the stream's text); `live.presence` answers 204 without a body.
 * Whoever has a user record may open the stream — each event passes the access policy per caller;
 * a beat needs the right to read the list it names and the record in the caller's reach.
 */
export const LIVE_ENDPOINTS = endpoints('base', {
  'live.events': {
    extension: true,
    eventStream: true,
    method: 'GET',
    path: 'events',
    schemas: { response: z.string() },
    answer: 'ok',
    networkMode: 'always',
  },
  'live.presence': {
    extension: true,
    method: 'POST',
    path: 'presence',
    success: 204,
    schemas: { body: PresenceBeat, response: z.null() },
    answer: 'ok',
    networkMode: 'always',
  },
});
export type LiveEndpointName = keyof typeof LIVE_ENDPOINTS;
