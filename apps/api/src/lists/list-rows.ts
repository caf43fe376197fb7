import { BEACON_COLUMNS, GATEWAY_COLUMNS } from '../db/asset-columns';
import type { Queryable } from '../db/database';
import { SIMPLE_AREAS } from '../areas/registry';
import { simpleAreaSelect, type SimpleArea } from '../areas/simple-area';
import type { Entity } from '../writes/audit';
import { loadBlueprints } from './blueprint-rows';
import {
  CUSTOMER_COLUMNS,
  HYDRANT_ROW_COLUMNS,
  MATERIAL_COLUMNS,
  QUALIFICATION_COLUMNS,
  QUALIFICATION_GROUP_COLUMNS,
  STAGING_COLUMNS,
  USER_ROW_COLUMNS,
  VEHICLE_TYPE_COLUMNS,
} from './list-columns';

/** One row of a list as its endpoint answers it (before serialisation). */
export type ListRow = Record<string, unknown> & { uid: string };

/** Which rows to read: all, or those of `uids`; all customers', or one customer's (a UNIT_ADMIN's scope). */
export interface RowFilter {
  uids?: readonly string[];
  customer?: string | null;
}

/** Where a list's rows sit in its table, for placing a changed row without reading the whole list. */
export interface ListOrder {
  table: string;
  /** The SELECT list of a row (unqualified columns of `table`). */
  columns: string;
  /** The ORDER BY columns: NOT NULL, unique together (they end in uid). */
  orderBy: readonly string[];
  /** The column naming a row's customer, for scoped lists. */
  ownerColumn?: string;
}

/**
 * One cached list endpoint: which records it shows, what it reads, and in which order. This is
 * the one definition of the list's SQL: the endpoint's handler, the list cache's patch
 * (http/list-cache.ts) and the live events read through it.
 */
export interface ListDefinition {
  /** The audit entity whose records are the rows. */
  entity: Entity;
  /** Every entity whose writes can change the rows (the own one first): a write to another one rebuilds the list. */
  dependsOn: readonly Entity[];
  /**
   * Entities whose writes change the rows while the write itself marks the list's own entity as
   * changed (the register's inspection cycle moves every hydrant's next inspection): the live
   * stream tells the list's readers to read it again.
   */
  alsoShows?: readonly Entity[];
  /** The rows in the list's order. */
  read(db: Queryable, filter: RowFilter): Promise<ListRow[]>;
  /** The customer a row belongs to; absent for shared catalogues (no owner). */
  ownerOf?: (row: ListRow) => string | null;
  /** How a changed row is placed (lists/list-patch.ts); absent: the list is rebuilt when its area changes. */
  order?: ListOrder;
}

/** A list read from one table by uid and owner filters, in its ORDER BY. */
function tableList(entity: Entity, order: ListOrder, ownerField?: string): ListDefinition {
  return {
    entity,
    dependsOn: [entity],
    order,
    read: (db, filter) => {
      const { sql, params } = rowsQuery(order, filter);
      return db.query<ListRow>(`${sql} ORDER BY ${order.orderBy.join(', ')}`, params);
    },
    ...(ownerField ? { ownerOf: (row: ListRow) => (typeof row[ownerField] === 'string' ? (row[ownerField] as string) : null) } : {}),
  };
}

/** `SELECT … FROM table [WHERE uid = ANY(…) AND owner = …]` with its parameters (without ORDER BY). */
export function rowsQuery(order: ListOrder, filter: RowFilter, extraColumns = ''): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const where: string[] = [];
  if (filter.uids) {
    params.push(filter.uids);
    where.push(`uid = ANY($${params.length}::text[])`);
  }
  if (filter.customer && order.ownerColumn) {
    params.push(filter.customer);
    where.push(`${order.ownerColumn} = $${params.length}`);
  }
  const sql = `SELECT ${order.columns}${extraColumns} FROM ${order.table}${where.length > 0 ? ` WHERE ${where.join(' AND ')}` : ''}`;
  return { sql, params };
}

const byName = ['name', 'uid'] as const;

const LISTS: Record<string, ListDefinition> = {
  // A hydrant's row shows its inspection state, kept on the row by the inspection writes (a change moves the hydrant's mark).
  'hydrant.all': { ...tableList('hydrant', { table: 'hydrants', columns: HYDRANT_ROW_COLUMNS, orderBy: byName }), alsoShows: ['inspectionSettings'] },
  'material.all': tableList('material', { table: 'materials', columns: MATERIAL_COLUMNS, orderBy: byName }),
  'customer.all': tableList('customer', { table: 'customers', columns: CUSTOMER_COLUMNS, orderBy: byName, ownerColumn: 'uid' }, 'uid'),
  'staging.all': tableList('staging', { table: 'staging_rooms', columns: STAGING_COLUMNS, orderBy: byName, ownerColumn: 'customer_uid' }, 'customerUid'),
  'beacon.all': tableList('beacon', { table: 'beacons', columns: BEACON_COLUMNS, orderBy: byName, ownerColumn: 'customer_uid' }, 'customerUid'),
  'gateway.all': tableList('gateway', { table: 'gateways', columns: GATEWAY_COLUMNS, orderBy: byName, ownerColumn: 'customer_uid' }, 'customerUid'),
  'qualification.all': tableList('qualification', { table: 'qualifications', columns: QUALIFICATION_COLUMNS, orderBy: byName }),
  'qualification.groups': tableList('qualificationGroup', { table: 'qualification_groups', columns: QUALIFICATION_GROUP_COLUMNS, orderBy: byName }),
  'vehicle.types': tableList('vehicleType', { table: 'vehicle_types', columns: VEHICLE_TYPE_COLUMNS, orderBy: byName }),
  // A user's row also shows their open invitation and pending e-mail change: those writes count as the user's.
  'user.all': tableList('user', { table: 'users', columns: USER_ROW_COLUMNS, orderBy: ['lastname', 'firstname', 'uid'], ownerColumn: 'customer_uid' }, 'customerUid'),
  // A blueprint shows its type's and its load's materials: a change to those rebuilds the list.
  'vehicle.blueprints': {
    entity: 'blueprint',
    dependsOn: ['blueprint', 'vehicleType', 'material'],
    read: async (db, { uids }) => (await loadBlueprints(db, uids)) as unknown as ListRow[],
  },
  // A simple area's first field may be null (ORDER BY puts nulls last, a row comparison cannot): rebuilt, not patched.
  ...Object.fromEntries(
    (SIMPLE_AREAS as readonly SimpleArea[]).map((area): [string, ListDefinition] => {
      const { select, orderBy, table } = simpleAreaSelect(area);
      return [
        `${area.key}.all`,
        {
          entity: area.key as Entity,
          dependsOn: [area.key as Entity],
          read: (db, { uids }) => db.query<ListRow>(`SELECT ${select} FROM ${table}${uids ? ' WHERE uid = ANY($1::text[])' : ''} ORDER BY ${orderBy}`, uids ? [uids] : []),
        },
      ];
    }),
  ),
};

/** The dashboard counts and lists records of these: a write to any of them rebuilds it. */
const SUMMARY_DEPENDS_ON: readonly Entity[] = ['user', 'customer', 'staging', 'hydrant', 'beacon', 'gateway', 'material', 'qualification', 'blueprint'];

/** The definition of a cached list endpoint ('hydrant.all'), or undefined. */
export function listDefinition(list: string): ListDefinition | undefined {
  return Object.hasOwn(LISTS, list) ? LISTS[list] : undefined;
}

/**
 * The entities a cached answer of `endpoint` depends on: a list's, the dashboard's; null for an
 * endpoint whose answer is not kept (it reads nothing that writes change, or is not a list).
 */
export function dependenciesOf(endpoint: string): readonly Entity[] | null {
  if (endpoint === 'summary.get') return SUMMARY_DEPENDS_ON;
  return listDefinition(endpoint)?.dependsOn ?? null;
}

/** A list endpoint's answer: its rows in its order, all customers' or one's (the handlers call this). */
export function readList<Row>(db: Queryable, list: string, customer: string | null = null): Promise<Row[]> {
  const definition = listDefinition(list);
  if (!definition) throw new Error(`readList: '${list}' is not a cached list`);
  return definition.read(db, { customer }) as Promise<Row[]>;
}

/**
 * The rows of `list` (an endpoint name, 'hydrant.all') exactly as that endpoint answers them,
 * unscoped, for the given uids; a uid without a row is absent (deleted).
 */
export async function readListRows(db: Queryable, list: string, uids: readonly string[]): Promise<Map<string, Record<string, unknown>>> {
  const definition = listDefinition(list);
  if (!definition) throw new Error(`readListRows: '${list}' is not a cached list`);
  if (uids.length === 0) return new Map();
  const rows = await definition.read(db, { uids });
  return new Map(rows.map((row) => [row.uid, row]));
}

/** The cached list endpoints whose rows are records of `entity` ('beacon' → ['beacon.all']). */
export function listsOfEntity(entity: Entity): readonly string[] {
  return Object.keys(LISTS).filter((list) => LISTS[list]?.entity === entity);
}

/**
 * The cached list endpoints whose rows show something of `entity` without being its records
 * ('material' → ['vehicle.blueprints']: a blueprint's load names its materials;
 * 'inspectionSettings' → ['hydrant.all']: the register's cycle sets the next inspections).
 */
export function listsDependingOn(entity: Entity): readonly string[] {
  return Object.keys(LISTS).filter((list) => {
    const definition = LISTS[list];
    return definition !== undefined && definition.entity !== entity && (definition.dependsOn.includes(entity) || (definition.alsoShows ?? []).includes(entity));
  });
}

/** The customer a row of `list` belongs to (for scoping); null for rows of shared catalogues. */
export function ownerOfRow(list: string, row: Record<string, unknown>): string | null {
  return listDefinition(list)?.ownerOf?.(row as ListRow) ?? null;
}
