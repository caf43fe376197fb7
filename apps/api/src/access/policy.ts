import { ACTIONS, AREAS, reachOf, USER_ROLES, type EndpointName, type PolicyAction, type PolicyArea, type Reach, type UserRole } from '@rescue-admin/api-contract';
import { isSimpleArea, simpleAreaReach, simpleAreasAccess, type SimpleAreaKey } from '../areas/registry';

/**
 * The API's side of THE access policy. The role × area × action table itself (ROWS, `reachOf`,
 * `grantsOf`) lives in the contract (libs/shared/api-contract/src/lib/policy.ts), so the client
 * reads the same table; here each endpoint gets its area and action (ENDPOINT_ACCESS). Every
 * request passes it before its body is read by a handler (see access/guard.ts); an endpoint or a
 * role × area × action without a row is refused. apps/api/README.md shows the same table (a test
 * keeps the two equal) and says why it is as it is — change both together, with the reason.
 */

export { ACTIONS, AREAS, reachOf };
export type Area = PolicyArea;
export type Action = PolicyAction;
export type { Reach };

/** Rank of a role: 0 is the highest (SUPER_ADMIN), in the order of SPEC §4's list. */
export const roleRank = (role: UserRole): number => USER_ROLES.indexOf(role);

/** The stored records whose owner (customer) the guard looks up before a write. */
export type RecordKind = 'user' | 'customer' | 'staging' | 'beacon' | 'gateway';

/** The validated input of a request, as the guard sees it. */
export interface RequestInput {
  body: unknown;
  query: unknown;
}

/** Reads a uid from the input; `field` is its dotted path there, as a 400 or 404 names it. */
export type InputField = ((input: RequestInput) => string | undefined) & { readonly field: string };

const field = (from: 'body' | 'query', ...path: string[]): InputField =>
  Object.assign(
    (input: RequestInput): string | undefined => {
      let value: unknown = input[from];
      for (const key of path) value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
      return typeof value === 'string' ? value : undefined;
    },
    { field: path.join('.') },
  );

/** One endpoint's row: which area and action it is, and where the records it touches are named. */
export interface EndpointAccess {
  /** A policy area of the contract's table, or a simple area's key (its grants are in its definition, areas/<key>.ts). */
  area: Area | SimpleAreaKey;
  action: Action;
  /** A list: with reach `customer` the handler shows only the caller's customer; reach `self` may not list. */
  list?: true;
  /** The stored record the call reads or changes, and where its uid is. */
  record?: { kind: RecordKind; uid: InputField };
  /** The customer the call assigns a record to, or asks about (body or query `customerUid`). */
  customer?: (input: RequestInput) => string | undefined;
  /** The call names no record: it answers about the caller themself (reach `self` suffices). */
  own?: true;
}

const body = (...path: string[]) => field('body', ...path);
const query = (...path: string[]) => field('query', ...path);

/**
 * Every endpoint of the contract with its area and action. Partial on purpose: an endpoint added
 * to the contract without a row here is refused (403) until someone decides who may call it —
 * and the policy test lists it. The simple areas' rows come from their registry (areas/registry.ts).
 */
export const ENDPOINT_ACCESS: Partial<Record<EndpointName, EndpointAccess>> = {
  ...simpleAreasAccess(),
  'user.all': { area: 'users', action: 'read', list: true },
  'user.lookup': { area: 'users', action: 'read', record: { kind: 'user', uid: query('userUid') } },
  'user.create': { area: 'users', action: 'create', customer: body('customerUid') },
  'user.update': { area: 'users', action: 'update', record: { kind: 'user', uid: body('uid') }, customer: body('customerUid') },
  'user.delete': { area: 'users', action: 'delete', record: { kind: 'user', uid: query('userUid') } },
  // A record's history is a list: `customer` reach shows the entries of the caller's customer only, `self` none.
  'user.history': { area: 'users', action: 'read', list: true, record: { kind: 'user', uid: query('userUid') } },
  // Who may change a user may invite them (the rank rules of user writes apply).
  'invitation.issue': { area: 'users', action: 'update', record: { kind: 'user', uid: body('userUid') } },
  'invitation.revoke': { area: 'users', action: 'update', record: { kind: 'user', uid: body('userUid') } },
  // invitation.check, invitation.accept and mailChange.confirm are public (the token is the credential): no row.

  'customer.all': { area: 'customers', action: 'read', list: true },
  'customer.lookup': { area: 'customers', action: 'read', record: { kind: 'customer', uid: query('customerUid') } },
  'customer.create': { area: 'customers', action: 'create' },
  'customer.update': { area: 'customers', action: 'update', record: { kind: 'customer', uid: body('uid') } },
  'customer.delete': { area: 'customers', action: 'delete', record: { kind: 'customer', uid: query('customerUid') } },
  'customer.history': { area: 'customers', action: 'read', list: true, record: { kind: 'customer', uid: query('customerUid') } },

  'staging.all': { area: 'staging', action: 'read', list: true },
  'staging.create': { area: 'staging', action: 'create', customer: body('customerUid') },
  'staging.update': { area: 'staging', action: 'update', record: { kind: 'staging', uid: body('uid') }, customer: body('customerUid') },
  'staging.delete': { area: 'staging', action: 'delete', record: { kind: 'staging', uid: query('stagingRoomUid') } },
  'staging.history': { area: 'staging', action: 'read', list: true, record: { kind: 'staging', uid: query('stagingRoomUid') } },

  'beacon.all': { area: 'assets', action: 'read', list: true },
  'beacon.update': { area: 'assets', action: 'update', record: { kind: 'beacon', uid: body('uid') }, customer: body('customerUid') },
  'beacon.sync': { area: 'assets', action: 'sync', list: true, customer: body('customerUid') },
  'beacon.history': { area: 'assets', action: 'read', list: true, record: { kind: 'beacon', uid: query('beaconUid') } },
  'gateway.all': { area: 'assets', action: 'read', list: true },
  'gateway.update': { area: 'assets', action: 'update', record: { kind: 'gateway', uid: body('uid') }, customer: body('customerUid') },
  'gateway.sync': { area: 'assets', action: 'sync', list: true, customer: body('customerUid') },
  'gateway.history': { area: 'assets', action: 'read', list: true, record: { kind: 'gateway', uid: query('gatewayUid') } },

  'hydrant.all': { area: 'hydrants', action: 'read', list: true },
  'hydrant.create': { area: 'hydrants', action: 'create' },
  'hydrant.update': { area: 'hydrants', action: 'update' },
  'hydrant.delete': { area: 'hydrants', action: 'delete' },
  'hydrant.history': { area: 'hydrants', action: 'read', list: true },
  'hydrant.bulkCreate': { area: 'hydrants', action: 'create' },

  // Inspections follow the hydrants' rows (contract policy area 'inspection'); the register's cycle is the register's: who may update hydrants sets it.
  'inspection.ofHydrant': { area: 'inspection', action: 'read', list: true },
  'inspection.create': { area: 'inspection', action: 'create' },
  'inspection.update': { area: 'inspection', action: 'update' },
  'inspection.history': { area: 'inspection', action: 'read', list: true },
  'inspection.settings': { area: 'inspection', action: 'read' },
  'inspection.updateSettings': { area: 'hydrants', action: 'update' },
  'inspection.report': { area: 'inspection', action: 'read', list: true },
  // Asked by the file storage before a photo upload or delete: who may record inspections.
  'inspection.photoPermit': { area: 'inspection', action: 'create' },

  'material.all': { area: 'materials', action: 'read', list: true },
  'material.create': { area: 'materials', action: 'create' },
  'material.update': { area: 'materials', action: 'update' },
  'material.delete': { area: 'materials', action: 'delete' },
  'material.history': { area: 'materials', action: 'read', list: true },
  'material.bulkCreate': { area: 'materials', action: 'create' },

  'qualification.all': { area: 'qualifications', action: 'read', list: true },
  'qualification.groups': { area: 'qualifications', action: 'read', list: true },
  'qualification.create': { area: 'qualifications', action: 'create' },
  'qualification.createGroup': { area: 'qualifications', action: 'create' },
  'qualification.update': { area: 'qualifications', action: 'update' },
  'qualification.history': { area: 'qualifications', action: 'read', list: true },

  'vehicle.blueprints': { area: 'blueprints', action: 'read', list: true },
  'vehicle.types': { area: 'blueprints', action: 'read', list: true },
  'vehicle.createBlueprint': { area: 'blueprints', action: 'create' },
  'vehicle.updateBlueprint': { area: 'blueprints', action: 'update' },
  // Asked by the file storage before an icon upload or delete: icons follow the blueprint's policy.
  'vehicle.iconPermit': { area: 'blueprints', action: 'update' },
  'vehicle.blueprintHistory': { area: 'blueprints', action: 'read', list: true },

  'mission.active': { area: 'missions', action: 'read', customer: query('customerUid') },
  'mission.generate': { area: 'missions', action: 'create', customer: body('customerUid') },

  'geocoding.search': { area: 'geocoding', action: 'read' },

  'summary.get': { area: 'dashboard', action: 'read', list: true },

  // What the caller may do: everybody with a user record, about themself only.
  'session.grants': { area: 'session', action: 'read', own: true },

  // The live stream: everybody with a user record may open it; each event then passes the policy
  // per caller (the read grant of its list and the record's owner, live/live-access.ts). A presence
  // beat needs the same for the list and record it names (checked by live/presence-route.ts).
  'live.events': { area: 'session', action: 'read', own: true },
  'live.presence': { area: 'session', action: 'read', own: true },
};

/**
 * What `role` may do of `action` in `area`: the contract's table for its areas, a simple area's
 * definition for it (null — nothing — where neither grants it).
 */
export function reachIn(role: UserRole, area: EndpointAccess['area'], action: Action): Reach | null {
  return isSimpleArea(area) ? simpleAreaReach(role, area, action) : reachOf(role, area as Area, action);
}

/**
 * For the README and its test: the table as Markdown — a line per area and action that anybody
 * may do, a column per role (`–`: refused).
 */
export function policyTableMarkdown(): string {
  const lines = [`| area | action | ${USER_ROLES.join(' | ')} |`, `|---|---|${USER_ROLES.map(() => '---').join('|')}|`];
  for (const area of AREAS) {
    for (const action of ACTIONS) {
      const cells = USER_ROLES.map((role) => reachOf(role, area, action) ?? '–');
      if (cells.some((cell) => cell !== '–')) lines.push(`| ${area} | ${action} | ${cells.join(' | ')} |`);
    }
  }
  return lines.join('\n');
}
