import { z } from 'zod';
import { Uid } from './primitives';

/**
 * Bulk create (CSV import): at most BULK_LIMIT records per request, stored in one transaction —
 * all of them or none; a bad row answers 400 with field errors by row (`hydrants.4.durchmesser`).
 * Send batches with an Idempotency-Key each, so a batch re-sent after a lost answer creates nothing twice.
 */
export const BULK_LIMIT = 1000;
/** The uids of the records a bulk create made, in the order of the request. */
export const BulkCreated = z.object({ created: z.array(Uid) });
export type BulkCreated = z.infer<typeof BulkCreated>;
