import type { Queryable } from '../db/database';
import type { Entity } from '../writes/audit';

/** A row as its list endpoint answers it. */
export type ListRow = Record<string, unknown>;

/**
 * How the live stream reads records: the lists' own SQL (apps/api/src/lists/list-rows.ts), so an
 * event's `record` is exactly the row its list answers. Injected, so the stream's tests can count
 * the reads.
 */
export interface RecordSource {
  /** Whether `list` is a list endpoint whose rows can be read (not a history, say). */
  isList(list: string): boolean;
  /** The rows of `list` with these uids, as the list answers them (a uid without a row is left out). */
  readListRows(db: Queryable, list: string, uids: readonly string[]): Promise<Map<string, ListRow>>;
  /** The list endpoints that show records of `entity` ('hydrant' → ['hydrant.all']). */
  listsOfEntity(entity: Entity): readonly string[];
  /** The list endpoints whose rows show something of `entity` without being its records ('material' → ['vehicle.blueprints']). */
  listsDependingOn(entity: Entity): readonly string[];
  /** The customer a row of `list` belongs to; null: none (shared catalogues such as hydrants). */
  ownerOfRow(list: string, row: ListRow): string | null;
}
