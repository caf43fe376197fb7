/**
 * @rescue-admin/live — what colleagues do, as it happens: apps/api's event stream (SSE) applied to
 * react-query's cache, and the state forms and lists show of it (changed or deleted elsewhere,
 * who else edits a record). See README.md.
 */
export type { LiveChange, LivePresence, LiveActor } from '@rescue-admin/api-contract';
