import { createHash } from 'node:crypto';
import { gzip } from 'node:zlib';

export interface CachedList {
  identity: Buffer;
  /** A strong validator of the content: a client that sends it back in If-None-Match gets 304. */
  etag: string;
  /** Added once compressed in the background; browsers always accept gzip. */
  gzip?: Buffer;
}

/**
 * Serialised list answers (UTF-8, ready to send), each kept with the database's data mark
 * (`dataMark`: PostgreSQL's snapshot) read *before* the rows were read. A request reads the mark
 * first — one tiny query without a table — and gets the kept answer only when the mark is still
 * the same, i.e. when no transaction has committed since, in this process or any other on the
 * database. So a write through one instance is seen by the next list read through any other at
 * once: there is no window in which a notification is still on its way.
 *
 * Many readers that miss with the same mark share one database read (single flight). The rows
 * such a read returns are at least as new as its mark, so keeping them under it is safe.
 */
export class ListCache {
  private readonly entries = new Map<string, { mark: string; list: CachedList }>();
  private readonly pending = new Map<string, Promise<CachedList>>();

  async get(key: string, mark: string, read: () => Promise<Buffer>): Promise<CachedList> {
    const hit = this.entries.get(key);
    if (hit && hit.mark === mark) return hit.list;
    const flightKey = `${key}\u0000${mark}`;
    const running = this.pending.get(flightKey);
    if (running) return running;

    const flight = read().then((identity) => {
      const list: CachedList = { identity, etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 32)}"` };
      const slot = { mark, list };
      // The newest read wins; an older mark is never asked for again (marks do not repeat).
      this.entries.set(key, slot);
      // A 2.7 MB hydrant list gzips to a tenth; compress off the request path, once per mark.
      gzip(identity, { level: 6 }, (error, compressed) => {
        if (!error && this.entries.get(key) === slot) list.gzip = compressed;
      });
      return list;
    });
    this.pending.set(flightKey, flight);
    void flight.finally(() => this.pending.delete(flightKey)).catch(() => undefined);
    return flight;
  }

  /** Frees the memory (nothing depends on it for correctness: every hit is checked against the mark). */
  clear(): void {
    this.entries.clear();
  }
}
