import { gzip } from 'node:zlib';

export interface CachedList {
  identity: Buffer;
  /** Added once compressed in the background; browsers always accept gzip. */
  gzip?: Buffer;
}

/**
 * Serialised list answers (UTF-8, ready to send), valid until the next committed write. Many
 * readers that miss at the same moment share one database read (single flight); a read that a
 * write overtook is answered but not kept, so a reader never caches rows older than a write it
 * could have seen.
 */
export class ListCache {
  private version = 0;
  private readonly entries = new Map<string, CachedList>();
  private readonly pending = new Map<string, { version: number; read: Promise<CachedList> }>();

  async get(key: string, read: () => Promise<Buffer>): Promise<CachedList> {
    const hit = this.entries.get(key);
    if (hit) return hit;
    const running = this.pending.get(key);
    if (running && running.version === this.version) return running.read;

    const version = this.version;
    const flight = read().then((identity) => {
      const entry: CachedList = { identity };
      if (version === this.version) {
        this.entries.set(key, entry);
        // A 2.7 MB hydrant list gzips to a tenth; compress off the request path, once per version.
        gzip(identity, { level: 6 }, (error, compressed) => {
          if (!error && this.entries.get(key) === entry) entry.gzip = compressed;
        });
      }
      return entry;
    });
    const slot = { version, read: flight };
    this.pending.set(key, slot);
    void flight
      .finally(() => {
        if (this.pending.get(key) === slot) this.pending.delete(key);
      })
      .catch(() => undefined);
    return flight;
  }

  /** After a committed write: everything read before it is dropped. */
  invalidate(): void {
    this.version += 1;
    this.entries.clear();
  }
}
