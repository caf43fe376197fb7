import { ADDRESS_JSON } from '../db/sql';
import { HYDRANT_STATE_COLUMNS } from '../inspections/inspection-sql';

/**
 * The SELECT lists of the records as the API shows them, shared by the write routes (RETURNING,
 * the record before a write) and the list definitions (lists/list-rows.ts). Beacons' and
 * gateways' are in db/asset-columns.ts (the sync provider reads them too).
 */
export const HYDRANT_COLUMNS = `uid, create_date AS "createDate", last_update AS "lastUpdate", name, description, lon, lat, durchmesser, type,
  verteiler_leitung AS "verteilerLeitung"`;
/** A hydrant's list row: the record and its inspection state (HydrantInspectionState, kept on the row by the inspection writes). */
export const HYDRANT_ROW_COLUMNS = `${HYDRANT_COLUMNS}, ${HYDRANT_STATE_COLUMNS}`;
export const MATERIAL_COLUMNS = `uid, create_date AS "createDate", last_update AS "lastUpdate", name`;
export const CUSTOMER_COLUMNS = `uid, name, kennung, user_amount AS "userAmount", ${ADDRESS_JSON}, version`;
export const QUALIFICATION_COLUMNS = `uid, name, group_id AS "groupId", display_type AS "displayType", version`;
export const QUALIFICATION_GROUP_COLUMNS = `uid, name, allowed_amount AS "allowedAmount", version`;
export const STAGING_COLUMNS = `uid, create_date AS "createDate", last_update AS "lastUpdate", name, ${ADDRESS_JSON},
  range_autoerfassung AS "rangeAutoerfassung", status, customer_uid AS "customerUid", lon, lat`;
export const VEHICLE_TYPE_COLUMNS = `uid, name, create_date AS "createDate", last_update AS "lastUpdate"`;
export const USER_COLUMNS = `uid, firstname, lastname, mail, role, customer_uid AS "customerUid", version`;
/** The user list's and lookup's columns: the record, whether its user has set their own password, and until when an open invitation runs. */
export const USER_ROW_COLUMNS = `${USER_COLUMNS}, activated_at IS NOT NULL AS "signInActive",
  (SELECT max(i.expires_at) FROM invitations i WHERE i.user_uid = users.uid AND i.used_at IS NULL AND i.revoked_at IS NULL) AS "invitedUntil",
  (SELECT m.new_mail FROM mail_changes m WHERE m.user_uid = users.uid AND m.used_at IS NULL AND m.revoked_at IS NULL AND m.expires_at > now()
   ORDER BY m.created_at DESC LIMIT 1) AS "pendingMail"`;
