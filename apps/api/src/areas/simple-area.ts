import { AREAS, USER_ROLES, type EndpointName, type UserRole } from '@rescue-admin/api-contract';
import type { z } from 'zod';
import type { Caller } from '../access/callers';
import type { Scope } from '../access/guard';
import type { Migration } from '../db/migrations';
import { firstOr404 } from '../db/sql';
import type { EndpointHandlers } from '../http/endpoints';
import type { HandlerServices } from '../services';
import { audit, historyOf } from '../writes/audit';
import { requireVersion } from '../writes/versioned';
import { deleteOr409, readAtTime } from '../routes/shared';
import type { SimpleAreaKey, SimpleAreaTable } from './registry';

/**
 * The server half of a simple area: records with a uid, `createDate`, `lastUpdate` and a few
 * scalar fields, one table, the five calls `<key>.all/.create/.update/.delete/.history` of the
 * contract. An area's file (apps/api/src/areas/<key>.ts, written by the feature-lib generator)
 * calls {@link defineSimpleArea}; its one line in areas/registry.ts mounts it: handlers, policy
 * rows, the audit entity, its table's migrations and its place in the snapshots.
 */

/** The calls every simple area has, after its key: `<key>.all` … */
export const SIMPLE_CALLS = ['all', 'create', 'update', 'delete', 'history'] as const;
export type SimpleCall = (typeof SIMPLE_CALLS)[number];

/** Which roles may read (list, history) and write (create, update, delete) the area; reach `all`. Empty: nobody. */
export interface SimpleAreaGrants {
  read: readonly UserRole[];
  write: readonly UserRole[];
}

export interface SimpleAreaDefinition<K extends string, T extends string> {
  /** The contract's endpoint prefix (`<key>.all`), also the audit log's entity. */
  key: K;
  /** The area's table (created by `migrations`). */
  table: T;
  /** How a 404 names a missing record, e.g. 'Vehicle entry'. */
  what: string;
  /**
   * The contract's record schema: every field but uid, createDate and lastUpdate is a column of
   * the table, named in snake_case (`licensePlate` → `license_plate`), and written by create and update.
   */
  record: z.ZodObject;
  /** The table's migrations, append-only, ids starting with the table's name; applied after the core ones, also on an existing data dir. */
  migrations: readonly Migration[];
  grants: SimpleAreaGrants;
  /** A valid create body (the API's generic tests send it). */
  sample: Record<string, unknown>;
}

export interface SimpleArea<K extends string = string, T extends string = string> extends SimpleAreaDefinition<K, T> {
  /** The record's own fields and their columns, in the schema's order. */
  columns: readonly { field: string; column: string }[];
}

const BOOKKEEPING = new Set(['uid', 'createDate', 'lastUpdate']);
const IDENTIFIER = /^[a-z][a-z0-9_]*$/;
const snakeCase = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** Checks an area's definition once, at start-up, and derives its columns from the record schema. */
export function defineSimpleArea<const K extends string, const T extends string>(definition: SimpleAreaDefinition<K, T>): SimpleArea<K, T> {
  // The key is the area's policy area: one of the contract's table would take over that area's grants.
  if ((AREAS as readonly string[]).includes(definition.key)) throw new Error(`Simple area ${definition.key}: the key is an area of the contract's policy table`);
  if (!IDENTIFIER.test(definition.table)) throw new Error(`Simple area ${definition.key}: table '${definition.table}' is not a plain SQL identifier`);
  for (const role of [...definition.grants.read, ...definition.grants.write]) {
    if (!USER_ROLES.includes(role)) throw new Error(`Simple area ${definition.key}: unknown role '${role}'`);
  }
  for (const { id } of definition.migrations) {
    if (!id.startsWith(`${definition.table}_`)) throw new Error(`Simple area ${definition.key}: migration '${id}' must start with '${definition.table}_'`);
  }
  const columns = Object.keys(definition.record.shape)
    .filter((field) => !BOOKKEEPING.has(field))
    .map((field) => ({ field, column: snakeCase(field) }));
  for (const { field, column } of columns) {
    if (!IDENTIFIER.test(column)) throw new Error(`Simple area ${definition.key}: field '${field}' makes no plain SQL column`);
  }
  return { ...definition, columns };
}

/** The endpoint names of an area with key K. */
export type SimpleEndpointName<K extends string> = Extract<`${K}.${SimpleCall}`, EndpointName>;
export type SimpleAreaHandlers<K extends string> = Pick<EndpointHandlers, SimpleEndpointName<K>>;

/** The area's SELECT list (as its records are answered), ORDER BY and table: its list's one definition. */
export function simpleAreaSelect(area: SimpleArea): { select: string; orderBy: string; table: string } {
  const { columns, table } = area;
  const select = [`uid`, `create_date AS "createDate"`, `last_update AS "lastUpdate"`, ...columns.map(({ field, column }) => `${column} AS "${field}"`)].join(', ');
  return { select, orderBy: columns[0] ? `${columns[0].column}, uid` : 'uid', table };
}

/** What the area's handlers read of a request (the contract's schemas have parsed it already). */
interface Input {
  body: Record<string, unknown> & { uid: string; lastUpdate?: Date };
  query: { uid: string; lastUpdate?: string };
  caller: Caller;
  scope: Scope;
}
type Row = Record<string, unknown> & { uid: string; lastUpdate: Date };

/**
 * The area's five handlers, behaving as the materials' do: audited writes in the write's
 * transaction, 404 on an unknown uid, 409 `stale` (with who changed it) when an update or delete
 * names a `lastUpdate` the record no longer has, and the record's history.
 */
export function simpleAreaHandlers<K extends SimpleAreaKey>(area: SimpleArea<K, SimpleAreaTable>, s: HandlerServices): SimpleAreaHandlers<K> {
  const { db } = s;
  const { key, table, what, columns } = area;
  const { select, orderBy } = simpleAreaSelect(area);
  const values = (body: Record<string, unknown>) => columns.map(({ field }) => body[field]);
  const handlers = {
    all: () => db.query<Row>(`SELECT ${select} FROM ${table} ORDER BY ${orderBy}`),

    history: ({ query, scope }: Input) => historyOf(db, key, query.uid, scope),

    create: ({ body, caller }: Input) =>
      db.transaction(async (tx) => {
        const now = s.now();
        const placeholders = columns.map((_, index) => `$${index + 3}`);
        const [created] = await tx.query<Row>(
          `INSERT INTO ${table} (uid, create_date, last_update${columns.map(({ column }) => `, ${column}`).join('')})
           VALUES ($1, $2, $2${placeholders.map((p) => `, ${p}`).join('')}) RETURNING ${select}`,
          [s.newUid(), now, ...values(body)],
        );
        const record = created as Row;
        await audit(tx, { caller, entity: key, uid: record.uid, action: 'create', before: null, after: record, at: now });
        return record.uid;
      }),

    update: ({ body, caller }: Input) =>
      db.transaction(async (tx) => {
        const before = firstOr404(await tx.query<Row>(`SELECT ${select} FROM ${table} WHERE uid = $1 FOR UPDATE`, [body.uid]), what, 'uid');
        await requireVersion(tx, key, body.uid, before, before.lastUpdate, body.lastUpdate);
        const now = s.now();
        const assignments = columns.map(({ column }, index) => `${column} = $${index + 3}`);
        const [after] = await tx.query<Row>(`UPDATE ${table} SET last_update = $2${assignments.map((a) => `, ${a}`).join('')} WHERE uid = $1 RETURNING ${select}`, [
          body.uid,
          now,
          ...values(body),
        ]);
        await audit(tx, { caller, entity: key, uid: body.uid, action: 'update', before, after: after ?? null, at: now });
        return after as Row;
      }),

    delete: ({ query, caller }: Input) =>
      deleteOr409(s, caller, {
        entity: key,
        table,
        columns: select,
        uid: query.uid,
        what,
        field: 'uid',
        readAt: readAtTime(query.lastUpdate),
        versionOf: (row: Row) => row.lastUpdate,
      }),
  };
  return Object.fromEntries(Object.entries(handlers).map(([call, handler]) => [`${key}.${call}`, handler])) as unknown as SimpleAreaHandlers<K>;
}
