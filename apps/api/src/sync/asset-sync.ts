import type { Beacon, Gateway } from '@rescue-admin/api-contract';
import type { Database } from '../db/database';
import { BEACON_COLUMNS, GATEWAY_COLUMNS } from '../db/asset-columns';

/**
 * Synchronisation with the beacon/gateway network. A real deployment asks the gateway vendor's
 * service; it returns the refreshed list that replaces the client's cached one.
 */
export interface AssetSyncProvider {
  /**
   * Syncs the beacons of one customer (or all when null) and returns the refreshed list the
   * caller may see: every beacon, or those of `visibleCustomerUid` when given.
   */
  syncBeacons(customerUid: string | null, visibleCustomerUid: string | null): Promise<Beacon[]>;
  syncGateways(customerUid: string | null, visibleCustomerUid: string | null): Promise<Gateway[]>;
}

/** Without a gateway network every asset counts as seen right now. */
export class EmbeddedAssetSync implements AssetSyncProvider {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  syncBeacons(customerUid: string | null, visibleCustomerUid: string | null): Promise<Beacon[]> {
    return this.sync<Beacon>('beacons', BEACON_COLUMNS, customerUid, visibleCustomerUid);
  }

  syncGateways(customerUid: string | null, visibleCustomerUid: string | null): Promise<Gateway[]> {
    return this.sync<Gateway>('gateways', GATEWAY_COLUMNS, customerUid, visibleCustomerUid);
  }

  private sync<Row>(table: 'beacons' | 'gateways', columns: string, customerUid: string | null, visibleCustomerUid: string | null): Promise<Row[]> {
    return this.db.transaction(async (tx) => {
      await tx.query(`UPDATE ${table} SET last_synced = $1 WHERE $2::text IS NULL OR customer_uid = $2`, [this.now(), customerUid]);
      return tx.query<Row>(`SELECT ${columns} FROM ${table} WHERE $1::text IS NULL OR customer_uid = $1 ORDER BY name, uid`, [visibleCustomerUid]);
    });
  }
}
