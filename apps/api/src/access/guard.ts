import type { EndpointName, UserRole } from '@rescue-admin/api-contract';
import type { Queryable } from '../db/database';
import { forbidden, notFound } from '../http/errors';
import type { Caller } from './callers';
import { ENDPOINT_ACCESS, reachIn, roleRank, type EndpointAccess, type Reach, type RecordKind, type RequestInput } from './policy';

/**
 * What a handler may see: `null` — everything; `{customerUid}` — only that customer's records
 * (lists are filtered to them, a sync without a customer syncs just them).
 */
export type Scope = { customerUid: string } | null;

interface StoredRecord {
  customerUid: string;
  role?: UserRole;
}

const OWNER_QUERIES: Record<Exclude<RecordKind, 'customer'>, string> = {
  user: `SELECT customer_uid AS "customerUid", role FROM users WHERE uid = $1`,
  staging: `SELECT customer_uid AS "customerUid" FROM staging_rooms WHERE uid = $1`,
  beacon: `SELECT customer_uid AS "customerUid" FROM beacons WHERE uid = $1`,
  gateway: `SELECT customer_uid AS "customerUid" FROM gateways WHERE uid = $1`,
};

async function storedRecord(db: Queryable, kind: RecordKind, uid: string): Promise<StoredRecord | null> {
  // A customer record belongs to itself.
  if (kind === 'customer') return { customerUid: uid };
  const [row] = await db.query<StoredRecord>(OWNER_QUERIES[kind], [uid]);
  return row ?? null;
}

const refuse = (caller: Caller, access: EndpointAccess, why: string) => forbidden(`${caller.role} may not ${access.action} ${access.area}: ${why}`);

/** How the handlers name a missing record of each kind (firstOr404 / deleteOr409). */
const RECORD_NAMES: Record<RecordKind, string> = { user: 'User', customer: 'Customer', staging: 'Staging room', beacon: 'Beacon', gateway: 'Gateway' };

/**
 * A record outside the caller's reach answers exactly like a missing one — the handler's own 404,
 * naming the same input field — so nobody learns which uids exist at other customers.
 */
const outOfReach = (record: NonNullable<EndpointAccess['record']>) => notFound(RECORD_NAMES[record.kind], record.uid.field);

/**
 * First half of the check, before the request's input is read: does the caller's role have any
 * grant for this endpoint's area and action? Endpoints without a row are refused.
 */
export function reachFor(caller: Caller, name: EndpointName): { access: EndpointAccess; reach: Reach } {
  const access = ENDPOINT_ACCESS[name];
  if (!access) throw forbidden(`No access rule for ${name}`);
  const reach = reachIn(caller.role, access.area, access.action);
  if (!reach) throw refuse(caller, access, 'no grant');
  return { access, reach };
}

/**
 * Second half, with the validated input: the records the call names (the stored row's owner, not
 * only the body's word) must lie within the grant's reach, and the rules for user records hold.
 * A named record outside the reach is a 404 like a missing one (a record's history: the handler's
 * scope filter leaves it empty, like a missing one's); a role without any grant stays a 403.
 * Returns the scope the handler applies to lists and syncs.
 */
export async function authorize(db: Queryable, caller: Caller, name: EndpointName, input: RequestInput): Promise<Scope> {
  const { access, reach } = reachFor(caller, name);
  const recordUid = access.record?.uid(input);
  const stored = access.record && recordUid !== undefined ? await storedRecord(db, access.record.kind, recordUid) : null;
  const assigned = access.customer?.(input);

  if (reach === 'customer') {
    if (assigned !== undefined && assigned !== caller.customerUid) throw refuse(caller, access, 'another customer');
    if (stored && stored.customerUid !== caller.customerUid && access.record && !access.list) throw outOfReach(access.record);
    // Shared catalogues have no owner: a customer-wide grant can only list them.
    if (!access.list && !access.record && !access.customer) throw refuse(caller, access, 'not a record of a customer');
  } else if (reach === 'self') {
    if (access.list) throw refuse(caller, access, 'lists are not included');
    if (access.own) {
      // Names nothing but the caller.
    } else if (access.record) {
      const own = access.record.kind === 'user' ? caller.uid : access.record.kind === 'customer' ? caller.customerUid : null;
      if (recordUid !== own) throw outOfReach(access.record);
    } else if (assigned !== caller.customerUid) {
      throw refuse(caller, access, 'only their own customer');
    }
  }

  if (access.area === 'users') checkUserRules(caller, access, input, recordUid, stored);
  return reach === 'all' ? null : { customerUid: caller.customerUid };
}

/**
 * Nobody gives a role above their own, touches a user above them, changes their own role or
 * customer, or deletes themselves (an organisation must not lock itself out by accident).
 */
function checkUserRules(caller: Caller, access: EndpointAccess, input: RequestInput, uid: string | undefined, stored: StoredRecord | null): void {
  const rank = roleRank(caller.role);
  const body = (input.body ?? {}) as { role?: UserRole; customerUid?: string };
  if (access.action === 'read') return;
  if (stored?.role !== undefined && roleRank(stored.role) < rank) throw refuse(caller, access, 'a user with a higher role');
  if ((access.action === 'create' || access.action === 'update') && body.role !== undefined && roleRank(body.role) < rank) {
    throw refuse(caller, access, 'a role above their own');
  }
  if (uid === caller.uid && stored) {
    if (access.action === 'delete') throw refuse(caller, access, 'their own account');
    if (access.action === 'update' && (body.role !== stored.role || body.customerUid !== stored.customerUid)) {
      throw refuse(caller, access, 'their own role or customer');
    }
  }
}
