import { z } from 'zod';
import type { EndpointSchemas } from '../call';
import { DateValue, Uid } from '../primitives';

// The records of apps/api's live event stream and editors' presence (the calls: calls/live.ts).

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

/** The schemas of the live calls (calls/live.ts): `live.events` answers the stream's text, `live.presence` nothing (204). */
export const LIVE_SCHEMAS = {
  'live.events': { response: z.string() },
  'live.presence': { body: PresenceBeat, response: z.null() },
} satisfies Record<string, EndpointSchemas>;
