import { parseJsonWithDates, type LiveActor, type LiveChange, type LivePresence } from '@rescue-admin/api-contract';
import type { SseEvent } from './sse-parser';

/** What an event of the stream asks the client to do. */
export type LiveMessage =
  | { type: 'change'; change: LiveChange }
  | { type: 'presence'; presence: LivePresence }
  /** A list whose rows show something of a record written elsewhere (a blueprint's materials): read it again. */
  | { type: 'stale'; list: string }
  | { type: 'reset' };

/*
 * The contract's `LiveChange` and `LivePresence` schemas as structural checks: the signed-in
 * frame loads without zod (see api-contract's error-body.ts), and the stream is trusted as much
 * as any answer of the API — what is checked here is what the cache and the store rely on.
 */
const LIST_NAME = /^[a-zA-Z]{1,40}\.[a-zA-Z]{1,40}$/;
const KINDS: ReadonlySet<unknown> = new Set(['create', 'update', 'delete']);

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isUid = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '' && value.length <= 128;
const isActor = (value: unknown): value is LiveActor => isObject(value) && isUid(value['uid']) && typeof value['name'] === 'string';

function toChange(data: unknown): LiveChange | null {
  if (!isObject(data)) return null;
  const { id, list, uid, kind, version, actor, record, at } = data;
  if (typeof id !== 'string' || id === '' || typeof list !== 'string' || !LIST_NAME.test(list) || !isUid(uid) || !KINDS.has(kind) || !isActor(actor)) return null;
  // The record is the list's row: the cache finds it again by its uid.
  if (record !== null && (!isObject(record) || record['uid'] !== uid)) return null;
  if (version !== null && typeof version !== 'number' && !(version instanceof Date)) return null;
  if (!(at instanceof Date)) return null;
  return { id, list, uid, kind: kind as LiveChange['kind'], version, actor: { uid: actor.uid, name: actor.name }, record, at };
}

function toPresence(data: unknown): LivePresence | null {
  if (!isObject(data)) return null;
  const { list, uid, editors } = data;
  if (typeof list !== 'string' || !LIST_NAME.test(list) || !isUid(uid) || !Array.isArray(editors) || !editors.every(isActor)) return null;
  return { list, uid, editors: editors.map((editor) => ({ uid: editor.uid, name: editor.name })) };
}

/**
 * The stream's event read (ISO date-times revived as in every answer of the API), or null for an
 * event this client does not know or a body it cannot read (logged; the stream goes on).
 */
export function readLiveEvent({ event, data }: SseEvent): LiveMessage | null {
  if (event === 'reset') return { type: 'reset' };
  if (event !== 'change' && event !== 'presence' && event !== 'stale') return null;
  let parsed: unknown;
  try {
    parsed = parseJsonWithDates(data);
  } catch {
    parsed = undefined;
  }
  if (event === 'change') {
    const change = toChange(parsed);
    if (change) return { type: 'change', change };
  } else if (event === 'stale') {
    const list = isObject(parsed) ? parsed['list'] : undefined;
    if (typeof list === 'string' && LIST_NAME.test(list)) return { type: 'stale', list };
  } else {
    const presence = toPresence(parsed);
    if (presence) return { type: 'presence', presence };
  }
  console.warn(`live: a ${event} event that does not match the contract was ignored`);
  return null;
}
