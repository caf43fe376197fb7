/**
 * @rescue-admin/live — what colleagues do, as it happens: apps/api's event stream (SSE) applied to
 * react-query's cache, and the state forms and lists show of it (changed or deleted elsewhere,
 * who else edits a record). See README.md.
 */
export type { LiveChange, LivePresence, LiveActor } from '@rescue-admin/api-contract';
export { createLiveStore, type LiveStore, type LiveStoreOptions } from './lib/store/live-store';
export { LiveStoreProvider, type LiveStoreProviderProps } from './lib/store/live-store-provider';
export { useChangedElsewhere, type ChangedElsewhere } from './lib/store/use-changed-elsewhere';
export { useRecentlyChanged } from './lib/store/use-recently-changed';
export { useEditors } from './lib/store/use-editors';

// the connection and the cache (the shell mounts LiveProvider inside ApiProvider)
export { LiveProvider, type LiveProviderProps } from './lib/provider/live-provider';
