/** The SELECT lists of beacons and gateways, shared by their routes and the sync provider. */
export const BEACON_COLUMNS = `uid, name, model, customer_uid AS "customerUid", last_updated AS "lastUpdated", last_synced AS "lastSynced"`;
export const GATEWAY_COLUMNS = `uid, name, customer_uid AS "customerUid", last_updated AS "lastUpdated", last_synced AS "lastSynced"`;
