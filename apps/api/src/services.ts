import type { AccountSync } from './accounts/account-sync';
import type { MailChanges } from './accounts/mail-changes';
import type { AccountAdmin } from './auth/accounts';
import type { ApiProfile } from './config';
import type { Database } from './db/database';
import type { Geocoder } from './geocoding/geocoder';
import type { AssetSyncProvider } from './sync/asset-sync';

/** Everything a route needs from the outside world; tests build it with in-memory parts. */
export interface Services {
  db: Database;
  accounts: AccountAdmin;
  geocoder: Geocoder;
  assetSync: AssetSyncProvider;
  /** The clock for createDate/lastUpdate/lastSynced; injectable so tests can pin it. */
  now: () => Date;
  newUid: () => string;
  /** Told when the API deleted a sign-in account (set by app-services.ts: cached tokens of it are dropped). */
  onAccountDeleted?: (uid: string) => void;
}

/** What handlers get: the services, plus what app-services.ts makes of them. */
export interface HandlerServices extends Services {
  /** What the API serves (set by app-services.ts): the spec profile gives a new user the payload's password and no invitation. */
  profile: ApiProfile;
  /** Carries out account changes after their user write committed (set by app-services.ts). */
  accountSync: AccountSync;
  /** Changed e-mail addresses that wait for their owner's confirmation (set by app-services.ts). */
  mailChanges: MailChanges;
}
