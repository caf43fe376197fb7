import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { gzipBlocks, joinBlocks, undeflated, type RowBlock } from './row-blocks';

export interface CachedList {
  identity: Buffer;
  /** A strong validator of the content: a client that sends it back in If-None-Match gets 304. */
  etag: string;
  /** Added once compressed in the background; browsers always accept gzip. */
  gzip?: Buffer;
}

/** A list's rows one by one, serialised, in the list's order, in blocks (http/row-blocks.ts): what a patch works on. */
export interface KeptRows {
  blocks: readonly RowBlock[];
}

/** A patch that left at most this many blocks to compress gets its gzip before it is answered; more compress in the background. */
const GZIP_BEFORE_ANSWER_BLOCKS = 8;

/** A kept answer with the marks it is current at (one per entity it depends on) and, for a patchable list, its rows. */
export interface KeptList extends CachedList {
  marks: readonly number[];
  rows?: KeptRows;
}

/** How a list answer came about: from memory, patched from the kept one, or read afresh. */
export type ListSource = 'hit' | 'patched' | 'rebuilt';

/** What a refresh produces: the answer's rows (joined here) or its whole serialised body, and the marks it is current at. */
export interface FreshList {
  marks: readonly number[];
  rows?: KeptRows;
  identity?: Buffer;
  source: Exclude<ListSource, 'hit'>;
}

/**
 * Serialised list answers (UTF-8, ready to send), each kept with the list marks of the entities
 * it depends on (lists/list-marks.ts), read *before* its rows were read. A request reads the marks
 * first — one tiny query — and gets the kept answer only while none of them moved, i.e. while no
 * write of those entities has committed, in this process or any other on the database. So a write
 * through one instance is seen by the next list read through any other at once. When a mark moved,
 * `refresh` gets the kept answer to patch (or reads the list afresh).
 *
 * Many readers that miss with the same marks share one refresh (single flight). A refresh's rows
 * are at least as new as its marks, so keeping them under them is safe.
 */
export class ListCache {
  private readonly entries = new Map<string, KeptList>();
  private readonly pending = new Map<string, Promise<{ list: KeptList; source: ListSource }>>();

  async get(key: string, marks: readonly number[], refresh: (kept: KeptList | undefined) => Promise<FreshList>): Promise<{ list: KeptList; source: ListSource }> {
    const kept = this.entries.get(key);
    if (kept && isCurrent(kept.marks, marks)) return { list: kept, source: 'hit' };
    const flightKey = `${key}\u0000${marks.join(',')}`;
    const running = this.pending.get(flightKey);
    if (running) return running;

    const flight = refresh(kept).then(async (fresh) => {
      const identity = fresh.identity ?? joinBlocks(fresh.rows?.blocks ?? []);
      const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 32)}"`;
      const list: KeptList = { identity, etag, marks: fresh.marks, ...(fresh.rows ? { rows: fresh.rows } : {}) };
      // A 27 MB hydrant list gzips to a tenth. A list in blocks compresses only the blocks a patch
      // touched (awaited: milliseconds, so browsers never get the uncompressed answer after a
      // patch); a whole fresh list compresses off the request path, once per answer.
      const blocks = fresh.rows?.blocks;
      const compress = blocks ? gzipBlocks(blocks, identity) : promisify(gzip)(identity, { level: 6 });
      if (blocks && undeflated(blocks) <= GZIP_BEFORE_ANSWER_BLOCKS) list.gzip = await compress;
      else void compress.then((compressed) => (list.gzip = compressed)).catch(() => undefined);
      // The newest answer wins; one kept at newer marks than this one stays.
      const current = this.entries.get(key);
      if (!current || !isCurrent(current.marks, list.marks)) this.entries.set(key, list);
      return { list, source: fresh.source };
    });
    this.pending.set(flightKey, flight);
    void flight.finally(() => this.pending.delete(flightKey)).catch(() => undefined);
    return flight;
  }

  /** Frees the memory (nothing depends on it for correctness: every hit is checked against the marks). */
  clear(): void {
    this.entries.clear();
  }
}

/** Whether an answer kept at `kept` marks is current for a reader that saw `seen` (marks only grow). */
function isCurrent(kept: readonly number[], seen: readonly number[]): boolean {
  return kept.length === seen.length && kept.every((mark, index) => mark >= (seen[index] ?? 0));
}
