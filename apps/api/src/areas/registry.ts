import type { AreaGrants, Grants, UserRole } from '@rescue-admin/api-contract';
import type { EndpointAccess } from '../access/policy';
import type { Migration } from '../db/migrations';
import { listMarkTriggers } from '../lists/list-marks';
import type { HandlerServices } from '../services';
import { SIMPLE_CALLS, simpleAreaHandlers, type SimpleArea, type SimpleAreaHandlers, type SimpleCall } from './simple-area';

/**
 * The simple areas the API serves (see simple-area.ts). The feature-lib generator adds an area's
 * import above and its entry here; that line is all it takes to mount its calls, policy rows,
 * audit entity and table.
 */
export const SIMPLE_AREAS = [
] as const satisfies readonly SimpleArea[];

/** The keys (endpoint prefixes, audit entities) and tables of the registered simple areas. */
export type SimpleAreaKey = (typeof SIMPLE_AREAS)[number]['key'];
export type SimpleAreaTable = (typeof SIMPLE_AREAS)[number]['table'];

const AREAS: readonly SimpleArea<SimpleAreaKey, SimpleAreaTable>[] = SIMPLE_AREAS;

/** Every registered area's handlers, by endpoint name. */
export function simpleAreasHandlers(s: HandlerServices): SimpleAreaHandlers<SimpleAreaKey> {
  return Object.assign({}, ...AREAS.map((area) => simpleAreaHandlers(area, s))) as SimpleAreaHandlers<SimpleAreaKey>;
}

const ACCESS_OF: Record<SimpleCall, Pick<EndpointAccess, 'action' | 'list'>> = {
  all: { action: 'read', list: true },
  history: { action: 'read', list: true },
  create: { action: 'create' },
  update: { action: 'update' },
  delete: { action: 'delete' },
};

/** The access policy's rows of the registered areas' endpoints (the policy area is the area's key). */
export function simpleAreasAccess(): Record<string, EndpointAccess> {
  return Object.fromEntries(AREAS.flatMap((area) => SIMPLE_CALLS.map((call) => [`${area.key}.${call}`, { area: area.key, ...ACCESS_OF[call] }])));
}

/**
 * What a role may do in a registered area: reach `all` where its definition grants the role
 * (reading, or writing: create, update and delete), else nothing; null also for any other area.
 */
export function simpleAreaReach(role: UserRole, areaKey: string, action: EndpointAccess['action']): 'all' | null {
  const area = AREAS.find((candidate) => candidate.key === areaKey);
  if (!area) return null;
  const roles = action === 'read' ? area.grants.read : action === 'sync' ? [] : area.grants.write;
  return roles.includes(role) ? 'all' : null;
}

/** A role's grants in the registered areas, for `session.grants` (an area it may do nothing in is left out). */
export function simpleAreasGrants(role: UserRole): Grants {
  const grants: Grants = {};
  for (const area of AREAS) {
    const granted: AreaGrants = {};
    for (const action of ['read', 'create', 'update', 'delete'] as const) if (simpleAreaReach(role, area.key, action)) granted[action] = 'all';
    if (Object.keys(granted).length > 0) grants[area.key] = granted;
  }
  return grants;
}

/** Whether `areaKey` is a registered simple area. */
export const isSimpleArea = (areaKey: string): boolean => AREAS.some((area) => area.key === areaKey);

/**
 * The registered areas' migrations, in registry order (applied after the core migrations), each
 * area's followed by the triggers that move its list mark (lists/list-marks.ts).
 */
export const SIMPLE_AREA_MIGRATIONS: readonly Migration[] = AREAS.flatMap((area) => [
  ...area.migrations,
  { id: `${area.table}_list_marks`, sql: listMarkTriggers(area.table, area.key) },
]);

/** The registered areas' tables (for snapshots and wiping). */
export const SIMPLE_AREA_TABLES: readonly string[] = AREAS.map((area) => area.table);
