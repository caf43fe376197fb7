import type { z } from 'zod';

/** The three service bases of SPEC §7; every path is relative to its service's base. */
export type ServiceName = 'user' | 'base' | 'mission';

/** The request header of an idempotent create: a key the client makes once per intended record (a UUID). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** What a successful answer carries, as the client reads it. */
export type Answer =
  /** an array (lists, histories, syncs) */
  | 'list'
  /** one record (an object) */
  | 'record'
  /** the new record's uid as a JSON string (SPEC §7: "returns the uid") */
  | 'uid'
  /** the record as stored (updates), or nothing from an older service */
  | 'stored'
  /** nothing but the success status (deletes) */
  | 'ok';

/**
 * SPEC §8: what a call's spec function answers when it fails — `[]` for list loads, `''` for
 * creates that return a uid, `false` for updates and deletes, `null` for syncs and the user
 * lookup. Without one the call rejects (materials, qualifications, blueprints, geocoding).
 */
export type Fallback = readonly [] | '' | false | null;

/** Request and response schemas of one endpoint (areas/<area>.ts, with zod; here as types only). */
export interface EndpointSchemas {
  /** The JSON body, when the endpoint takes one (validated by the server, unknown keys stripped). */
  body?: z.ZodType;
  /** The query parameters, when the endpoint takes any; the first one names the record. */
  query?: z.ZodObject;
  /** What a successful answer carries (dates as ISO strings on the wire; the schemas accept both). */
  response: z.ZodType;
}

/** One row of an area's endpoint table, as written in the area's calls file (zod-free: its schemas are in the area's schemas file). */
export interface EndpointSpec {
  method: 'GET' | 'POST';
  /** Relative to the service base (an empty path is the base itself); SPEC §7's trailing slashes are kept. */
  path: string;
  /** The status apps/api answers a successful call with (204: no body). @default 200 */
  success?: 200 | 201 | 204;
  /**
   * The one status SPEC §7 names for this call ("material create expects 201", "user update
   * true only on 200"): any other, also another 2xx, is a failure. Without it the call succeeds
   * on any status from 200 to 299 (SPEC §8: the HTTP client's rule), as a service that implements
   * the spec may answer a create with 200 or 201.
   */
  expects?: 200 | 201;
  /**
   * Not in SPEC §7: served by apps/api only (history, summary, bulk import, grants, invitations …).
   * A service that implements only the spec answers 404; the client then lets the feature that
   * needs it step aside (data-access's `useCapability`), and apps/api's spec-only profile leaves it out.
   */
  extension?: true;
  /** The call takes a JSON body (its schema: the area's schema table). */
  body?: true;
  /** The query parameter naming the record (`hydrantUid`, `search`, …): the first key of the call's query schema. */
  query?: string;
  answer: Answer;
  /**
   * A create that accepts an {@link IDEMPOTENCY_KEY_HEADER}: sent again with the same key (a lost
   * answer, a retry after going offline), it answers as the first time and creates nothing.
   */
  idempotent?: true;
  /** SPEC §8's quiet answer on failure (see {@link Fallback}); absent: the call rejects. */
  fallback?: Fallback;
  /** The console message of a failure where SPEC §8 prescribes one ('User update couldn't be performed'). */
  message?: string;
  /** Fields the client adds to every body (SPEC §7: the new user's fixed initial password). */
  adds?: Readonly<Record<string, unknown>>;
  /** The body carries the record under this property (SPEC §7: POST /hydrant/update/ takes {hydrant}). */
  wrap?: string;
  /** A lookup whose 404 (or empty answer) means "no such record": null, logged as missing (SPEC §8). */
  missing?: 'null';
  /**
   * 'always': sent at once and failing offline — a lookup, or something wanted now or not at all.
   * Otherwise a call started offline waits and is sent once the connection returns.
   */
  networkMode?: 'always';
  /**
   * Called without a sign-in (an invitation's check and acceptance): the server admits it without
   * a token — its input is the credential — and limits failures per address like refused tokens.
   */
  public?: true;
  /**
   * The answer is a stream of server-sent events (`text/event-stream`) that stays open, not JSON:
   * the client reads it with fetch streaming (the bearer token in the Authorization header).
   */
  eventStream?: true;
}

/**
 * A row of the endpoint table with its name and service: everything the client needs to know of
 * one call. `~schemas` carries the types of the call's schemas (the area's schema table) for the
 * client's typed hooks: a type only, never set at run time, so the client's start evaluates no zod.
 */
export type Endpoint<N extends string = string, S extends EndpointSpec = EndpointSpec, Sch extends EndpointSchemas = EndpointSchemas> = Omit<S, 'success' | 'body'> & {
  /** `<area>.<call>`, e.g. 'hydrant.update'. */
  readonly name: N;
  readonly service: ServiceName;
  readonly success: EndpointSpec extends S ? 200 | 201 | 204 : S extends { success: 201 } ? 201 : S extends { success: 204 } ? 204 : 200;
  /** Whether the call takes a JSON body. */
  readonly body: boolean;
  readonly '~schemas'?: Sch;
};

/** The schemas' types of an endpoint (see {@link Endpoint}): `SchemasOf<E>['response']` is the zod type of its answer. */
export type SchemasOf<E> = E extends { readonly '~schemas'?: infer Sch } ? Exclude<Sch, undefined> : never;
/** What an endpoint's schema `K` gives (`z.output`; types only): `undefined` where the endpoint has none. */
export type SchemaOutput<E, K extends keyof EndpointSchemas> = SchemasOf<E> extends { [P in K]: infer T extends z.ZodType } ? z.output<T> : undefined;

/** What the API and the generic tests read of an endpoint. */
export interface EndpointDef {
  service: ServiceName;
  method: 'GET' | 'POST';
  path: string;
  success: 200 | 201 | 204;
  expects?: 200 | 201;
  query?: string;
  body: boolean;
  idempotent?: true;
  public?: true;
  extension?: true;
  eventStream?: true;
}

/**
 * Fields of apps/api's records that SPEC §3 does not list: the version of a record without a
 * time of change, and a user's sign-in state. A service that implements only the spec sends none
 * of them (apps/api's spec-only profile leaves them out); the client copes without them.
 */
export const EXTENSION_FIELDS = [
  'version',
  'signInActive',
  'invitedUntil',
  'pendingMail',
  // A hydrant's inspection state (areas/inspections.ts: HydrantInspectionState).
  'inspectionStatus',
  'statusSince',
  'statusDefects',
  'lastInspection',
  'nextInspection',
  'inspectionIntervalMonths',
] as const;

/** The fields a write names the version it was read at with: apps/api's conflict detection, which a spec service does without. */
export const READ_AT_FIELDS = ['version', 'lastUpdate', 'lastUpdated'] as const;

/** Whether a status is a success of the endpoint: its named status where SPEC §7 names one, else any 2xx (SPEC §8). */
export function isSuccessStatus(endpoint: Pick<EndpointDef, 'expects'>, status: number): boolean {
  return endpoint.expects !== undefined ? status === endpoint.expects : status >= 200 && status <= 299;
}

/**
 * An area's endpoint table: names each row, sets its service and its `success` status. Typed by the
 * area's schema table (`endpoints<typeof HYDRANT_SCHEMAS>()('base', { … })`, a type import), whose
 * names it must match; apps/api's `ENDPOINTS` joins both and checks that `body` and `query` agree
 * with the schemas (`withSchemas`). Client (data-access's entity factory) and server both work from
 * these rows.
 */
export function endpoints<Sch extends Record<string, EndpointSchemas>>() {
  return <const T extends { readonly [N in keyof Sch]: EndpointSpec }>(service: ServiceName, specs: T): { readonly [N in keyof T & string]: Endpoint<N, T[N], Sch[N]> } => {
    const table: Record<string, Endpoint> = {};
    for (const [name, spec] of Object.entries(specs)) table[name] = { ...spec, name, service, success: spec.success ?? 200, body: spec.body === true } as Endpoint;
    return table as { readonly [N in keyof T & string]: Endpoint<N, T[N], Sch[N]> };
  };
}

/**
 * One kind of record as the client handles it: the root of its query keys and the endpoints of its
 * list, create, update, delete, history, lookup and sync. data-access's `createEntity` turns it
 * into query keys, `queryOptions` and mutation hooks.
 */
export interface EntitySpec {
  /** The root of every query key of the entity ('hydrants'). */
  key: string;
  /**
   * The English noun of the console messages of failures ('Hydrant could not be updated',
   * 'Hydrants could not be loaded'); an endpoint's own `message` wins. Without: '<endpoint> failed'.
   */
  noun?: { one: string; many: string };
  list?: Endpoint;
  create?: Endpoint;
  update?: Endpoint;
  remove?: Endpoint;
  history?: Endpoint;
  lookup?: Endpoint;
  sync?: Endpoint;
  /** Key roots of other entities a successful write changes too (a blueprint may bring a new vehicle type). */
  invalidates?: readonly string[];
}

/** Declares an entity (see {@link EntitySpec}); the literal types are kept for the factory. */
export const entity = <const S extends EntitySpec>(spec: S): S => spec;
