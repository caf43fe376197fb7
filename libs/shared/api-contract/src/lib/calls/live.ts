import { endpoints } from '../call';
import type { LIVE_SCHEMAS } from '../areas/live';

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
 * - `change` (with an `id:`, replayed after `Last-Event-ID`): a `LiveChange`.
 * - `presence`: a `LivePresence`, whenever the editors of a record change.
 * - `reset`: the `Last-Event-ID` is too old to replay (or the server lost track): refetch everything.
 * A comment line (`: ping`) every 15 s keeps proxies and the client's watchdog awake.
 */

/** How long a presence lasts without a heartbeat, and how often the client sends one. */
export const PRESENCE_EXPIRES_MS = 45_000;
export const PRESENCE_BEAT_MS = 20_000;

/**
 * The two endpoints (extensions, base service). `live.events` answers `text/event-stream` and stays
 * open (the answer schema describes the stream's text); `live.presence` answers 204 without a body.
 * Whoever has a user record may open the stream — each event passes the access policy per caller;
 * a beat needs the right to read the list it names and the record in the caller's reach.
 */
export const LIVE_ENDPOINTS = endpoints<typeof LIVE_SCHEMAS>()('base', {
  'live.events': { extension: true, eventStream: true, method: 'GET', path: 'events', answer: 'ok', networkMode: 'always' },
  'live.presence': { extension: true, method: 'POST', path: 'presence', success: 204, body: true, answer: 'ok', networkMode: 'always' },
});
export type LiveEndpointName = keyof typeof LIVE_ENDPOINTS;
