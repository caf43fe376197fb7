/**
 * @rescue-admin/offline — what the browser keeps of a signed-in user so the app works without a
 * connection: the queries they saw and the writes that wait, in IndexedDB, one store per user,
 * wiped at sign-out and when another user signs in. See README.md.
 */
export { OfflineData, useWipeOfflineData, type OfflineDataProps } from './lib/offline-data';
export { usePendingWrites, type PendingWrite } from './lib/pending-writes';
export { isQueuedConflict, useQueuedConflicts, type QueuedConflict } from './lib/queued-conflicts';
export { useSessionNeedsConnection } from './lib/session-expiry';
export { idbStores } from './lib/idb-stores';
export { memoryStores, type OfflineStore, type OfflineStores } from './lib/offline-store';
