import { z } from 'zod';
import { UserRole } from './areas/users';
import { Uid } from './primitives';

/**
 * THE access policy: who may do what, in one table. The API passes every request through it
 * (apps/api/src/access: guard.ts, ENDPOINT_ACCESS in policy.ts); the client reads the caller's row
 * of it (`session.grants`) to show only what the role may do — the server still decides every
 * call. A role × area × action without a cell is refused (fail closed). apps/api/README.md shows
 * the same table (a test keeps the two equal) and says why it is as it is — change both together.
 */

export const AREAS = ['users', 'customers', 'staging', 'hydrants', 'inspection', 'assets', 'materials', 'qualifications', 'blueprints', 'missions', 'geocoding', 'dashboard', 'session'] as const;
export type PolicyArea = (typeof AREAS)[number];

export const ACTIONS = ['read', 'create', 'update', 'delete', 'sync'] as const;
export type PolicyAction = (typeof ACTIONS)[number];

/**
 * How far a grant reaches:
 * - `all`: every record;
 * - `customer`: the records of the caller's own customer — lists show only those, and a write
 *   must leave and find the record with that customer (its stored owner is checked, not only the body);
 * - `self`: only the caller's own record, addressed directly (their user record, their customer,
 *   their customer's missions, their own grants) — never a list.
 */
export const REACHES = ['all', 'customer', 'self'] as const;
export const Reach = z.enum(REACHES);
export type Reach = z.infer<typeof Reach>;

type Cell = Reach | '-';
export type PolicyRow = readonly [role: UserRole, area: PolicyArea, read: Cell, create: Cell, update: Cell, del: Cell, sync: Cell];

// prettier-ignore
export const ROWS: readonly PolicyRow[] = [
  // role          area              read        create      update      delete      sync
  ['SUPER_ADMIN', 'users',          'all',      'all',      'all',      'all',      '-'],
  ['SUPER_ADMIN', 'customers',      'all',      'all',      'all',      'all',      '-'],
  ['SUPER_ADMIN', 'staging',        'all',      'all',      'all',      'all',      '-'],
  ['SUPER_ADMIN', 'hydrants',       'all',      'all',      'all',      'all',      '-'],
  ['SUPER_ADMIN', 'inspection',     'all',      'all',      'all',      '-',        '-'],
  ['SUPER_ADMIN', 'assets',         'all',      '-',        'all',      '-',        'all'],
  ['SUPER_ADMIN', 'materials',      'all',      'all',      'all',      'all',      '-'],
  ['SUPER_ADMIN', 'qualifications', 'all',      'all',      'all',      '-',        '-'],
  ['SUPER_ADMIN', 'blueprints',     'all',      'all',      'all',      '-',        '-'],
  ['SUPER_ADMIN', 'missions',       'all',      'all',      '-',        '-',        '-'],
  ['SUPER_ADMIN', 'geocoding',      'all',      '-',        '-',        '-',        '-'],
  ['SUPER_ADMIN', 'dashboard',      'all',      '-',        '-',        '-',        '-'],
  ['SUPER_ADMIN', 'session',        'all',      '-',        '-',        '-',        '-'],

  ['ADMIN',       'users',          'all',      'all',      'all',      'all',      '-'],
  ['ADMIN',       'customers',      'all',      'all',      'all',      'all',      '-'],
  ['ADMIN',       'staging',        'all',      'all',      'all',      'all',      '-'],
  ['ADMIN',       'hydrants',       'all',      'all',      'all',      'all',      '-'],
  ['ADMIN',       'inspection',     'all',      'all',      'all',      '-',        '-'],
  ['ADMIN',       'assets',         'all',      '-',        'all',      '-',        'all'],
  ['ADMIN',       'materials',      'all',      'all',      'all',      'all',      '-'],
  ['ADMIN',       'qualifications', 'all',      'all',      'all',      '-',        '-'],
  ['ADMIN',       'blueprints',     'all',      'all',      'all',      '-',        '-'],
  ['ADMIN',       'missions',       'all',      'all',      '-',        '-',        '-'],
  ['ADMIN',       'geocoding',      'all',      '-',        '-',        '-',        '-'],
  ['ADMIN',       'dashboard',      'all',      '-',        '-',        '-',        '-'],
  ['ADMIN',       'session',        'all',      '-',        '-',        '-',        '-'],

  ['UNIT_ADMIN',  'users',          'customer', 'customer', 'customer', 'customer', '-'],
  ['UNIT_ADMIN',  'customers',      'customer', '-',        '-',        '-',        '-'],
  ['UNIT_ADMIN',  'staging',        'customer', 'customer', 'customer', 'customer', '-'],
  ['UNIT_ADMIN',  'hydrants',       'all',      '-',        '-',        '-',        '-'],
  ['UNIT_ADMIN',  'inspection',     'all',      '-',        '-',        '-',        '-'],
  ['UNIT_ADMIN',  'assets',         'customer', '-',        'customer', '-',        'customer'],
  ['UNIT_ADMIN',  'materials',      'all',      '-',        '-',        '-',        '-'],
  ['UNIT_ADMIN',  'qualifications', 'all',      '-',        '-',        '-',        '-'],
  ['UNIT_ADMIN',  'blueprints',     'all',      '-',        '-',        '-',        '-'],
  ['UNIT_ADMIN',  'missions',       'customer', 'customer', '-',        '-',        '-'],
  ['UNIT_ADMIN',  'geocoding',      'all',      '-',        '-',        '-',        '-'],
  // The dashboard's figures: each one only of an area the caller may read, scoped like it.
  ['UNIT_ADMIN',  'dashboard',      'customer', '-',        '-',        '-',        '-'],
  // Everybody with a user record may ask what they themselves may do (`session.grants`).
  ['UNIT_ADMIN',  'session',        'self',     '-',        '-',        '-',        '-'],

  // Users without administration rights: only what the shell shows everyone (their own record
  // and customer name, their customer's active missions in the header, their own grants).
  ['SUPER_USER',  'users',          'self',     '-',        '-',        '-',        '-'],
  ['SUPER_USER',  'customers',      'self',     '-',        '-',        '-',        '-'],
  ['SUPER_USER',  'missions',       'self',     '-',        '-',        '-',        '-'],
  ['SUPER_USER',  'session',        'self',     '-',        '-',        '-',        '-'],
  ['USER',        'users',          'self',     '-',        '-',        '-',        '-'],
  ['USER',        'customers',      'self',     '-',        '-',        '-',        '-'],
  ['USER',        'missions',       'self',     '-',        '-',        '-',        '-'],
  ['USER',        'session',        'self',     '-',        '-',        '-',        '-'],
  ['UNIT_USER',   'users',          'self',     '-',        '-',        '-',        '-'],
  ['UNIT_USER',   'customers',      'self',     '-',        '-',        '-',        '-'],
  ['UNIT_USER',   'missions',       'self',     '-',        '-',        '-',        '-'],
  ['UNIT_USER',   'session',        'self',     '-',        '-',        '-',        '-'],
];

const POLICY = new Map<string, Reach>();
for (const [role, area, ...cells] of ROWS) {
  ACTIONS.forEach((action, index) => {
    const cell = cells[index];
    if (cell !== '-' && cell !== undefined) POLICY.set(`${role}|${area}|${action}`, cell);
  });
}

/** What `role` may do of `action` in `area`; null: nothing (no cell — fail closed). */
export function reachOf(role: UserRole, area: PolicyArea, action: PolicyAction): Reach | null {
  return POLICY.get(`${role}|${area}|${action}`) ?? null;
}

/** One area's grants of a role: an action without a grant is left out. */
export const AreaGrants = z.object({ read: Reach.optional(), create: Reach.optional(), update: Reach.optional(), delete: Reach.optional(), sync: Reach.optional() });
export type AreaGrants = z.infer<typeof AreaGrants>;

/**
 * An area the grants name: one of this table's, or a generated area's key (apps/api's simple
 * areas, whose grants their definitions hold and the API adds to `session.grants`).
 */
export type GrantArea = PolicyArea | (string & {});

/** A role's grants, per area; an area without any grant is left out. */
export type Grants = Partial<Record<GrantArea, AreaGrants>>;
export const Grants = z.record(z.string(), AreaGrants) as z.ZodType<Grants>;

/** Everything `role` may do, from the table: `{ hydrants: { read: 'all' }, … }`. */
export function grantsOf(role: UserRole): Grants {
  const grants: Grants = {};
  for (const area of AREAS) {
    for (const action of ACTIONS) {
      const reach = reachOf(role, area, action);
      if (reach) (grants[area] ??= {})[action] = reach;
    }
  }
  return grants;
}

/** The answer of `session.grants`: who the caller is, as far as the policy cares, and what they may do. */
export const SessionGrants = z.object({ role: UserRole, customerUid: Uid, grants: Grants });
export type SessionGrants = z.infer<typeof SessionGrants>;
