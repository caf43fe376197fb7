import { z } from 'zod';
import type { Endpoint, EndpointSchemas, SchemasOf } from './call';
import { DateValue, Uid } from './primitives';

/** An endpoint with its schemas: what apps/api parses each call's input with and the OpenAPI document describes. */
export type EndpointWithSchemas<E extends Endpoint = Endpoint> = E & { readonly schemas: SchemasOf<E> };

/**
 * Joins an endpoint table (calls/…, zod-free) with its schemas (areas/…): every call needs its
 * schemas and nothing else may be there, and the row's `body` and `query` must say what the
 * schemas say (the query's first key names the record). A mismatch throws when the contract
 * loads, so apps/api and the contract's tests cannot start with a table that lies to the client.
 */
export function withSchemas<const T extends Record<string, Endpoint>>(table: T, schemas: { readonly [N in keyof T]: SchemasOf<T[N]> }): { readonly [N in keyof T]: EndpointWithSchemas<T[N]> } {
  const joined: Record<string, EndpointWithSchemas> = {};
  for (const name of new Set([...Object.keys(table), ...Object.keys(schemas)])) {
    const endpoint: Endpoint | undefined = table[name];
    const own: EndpointSchemas | undefined = (schemas as Record<string, EndpointSchemas>)[name];
    if (!endpoint || !own) throw new Error(`${name}: ${endpoint ? 'no schemas' : 'schemas without an endpoint'}`);
    const query = own.query ? Object.keys(own.query.shape)[0] : undefined;
    if (endpoint.query !== query) throw new Error(`${name}: its row names the query ${String(endpoint.query)}, its schema ${String(query)}`);
    if (endpoint.body !== (own.body !== undefined)) throw new Error(`${name}: its row says body ${endpoint.body}, its schemas ${own.body !== undefined}`);
    joined[name] = { ...endpoint, schemas: own } as EndpointWithSchemas;
  }
  return joined as { readonly [N in keyof T]: EndpointWithSchemas<T[N]> };
}

// Schemas several areas share.

/**
 * The version of a record that has no `lastUpdate` of its own (user, customer, qualification,
 * qualification group): 0 when created, +1 with every update. An update names the version it was
 * read at; a record changed since answers 409 `stale` (no lost updates). Records with a
 * `lastUpdate`/`lastUpdated` use that value the same way.
 */
export const Version = z.number().int().min(0).max(2 ** 31 - 1);

/** A query that names one record by uid (`?userUid=…`, `?hydrantUid=…`, …). */
export const uidQuery = <K extends string>(name: K) => z.object({ [name]: Uid } as Record<K, typeof Uid>);

/**
 * A delete names the record and the version it was shown at (`version`, or `lastUpdate` as an ISO
 * date-time): changed since → 409 `stale`, nothing deleted. The version is required, as in every
 * update (a delete without it is a 400 naming the field): SPEC §7 names only the uid, but a delete
 * that ignores what the user saw could remove a record somebody has just changed. Deleting
 * whatever is stored means sending the current version.
 */
export const deleteByVersion = <K extends string>(name: K) => uidQuery(name).extend({ version: z.coerce.number().int().min(0).max(2 ** 31 - 1) });
export const deleteByLastUpdate = <K extends string>(name: K) => uidQuery(name).extend({ lastUpdate: z.iso.datetime({ offset: true }) });

/** The uid answered by create calls that "return the uid" (a JSON string body). */
export const CreatedUid = Uid;
/** The answer of delete calls that only signal success (the status carries the meaning). */
export const Ok = z.literal(true);

/** One field of a change in a record's history: dotted path, value before and after (null: none). */
export const HistoryChange = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });
export type HistoryChange = z.infer<typeof HistoryChange>;

/** One write to a record, as its history ("Verlauf") lists it — newest first. */
export const HistoryEntry = z.object({
  at: DateValue,
  actor: z.object({ uid: z.string(), name: z.string() }),
  action: z.enum(['create', 'update', 'delete', 'sync']),
  changes: z.array(HistoryChange),
});
export type HistoryEntry = z.infer<typeof HistoryEntry>;

/** A record's history, newest first. */
export const History = z.array(HistoryEntry);
