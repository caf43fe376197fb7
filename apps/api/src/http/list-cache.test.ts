import { gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { ListCache } from './list-cache';

const reader = () => {
  let reads = 0;
  let answer = 'v1';
  return {
    read: async () => {
      reads += 1;
      return Buffer.from(JSON.stringify([answer]));
    },
    set: (value: string) => (answer = value),
    reads: () => reads,
  };
};

describe('ListCache', () => {
  it('answers from memory while the data mark stays the same, and reads again once it moved', async () => {
    const cache = new ListCache();
    const db = reader();
    expect((await cache.get('hydrant.all|*', '10:10:', db.read)).identity.toString()).toBe('["v1"]');
    expect((await cache.get('hydrant.all|*', '10:10:', db.read)).identity.toString()).toBe('["v1"]');
    expect(db.reads()).toBe(1);

    db.set('v2'); // a transaction committed: every later mark differs
    expect((await cache.get('hydrant.all|*', '11:11:', db.read)).identity.toString()).toBe('["v2"]');
    expect(db.reads()).toBe(2);
  });

  it('keeps one answer per list and scope', async () => {
    const cache = new ListCache();
    const all = reader();
    const own = reader();
    own.set('own');
    await cache.get('user.all|*', 'm', all.read);
    expect((await cache.get('user.all|ff-beispielhausen', 'm', own.read)).identity.toString()).toBe('["own"]');
    expect((await cache.get('user.all|*', 'm', all.read)).identity.toString()).toBe('["v1"]');
  });

  it('readers that miss with the same mark share one read; a reader with a newer mark does not join an older read', async () => {
    const cache = new ListCache();
    const db = reader();
    const [x, y] = await Promise.all([cache.get('k', 'm1', db.read), cache.get('k', 'm1', db.read)]);
    expect(x).toBe(y);
    expect(db.reads()).toBe(1);
    const [older, newer] = await Promise.all([cache.get('k', 'm2', db.read), cache.get('k', 'm3', db.read)]);
    expect(older).not.toBe(newer);
    expect(db.reads()).toBe(3);
  });

  it('a failed read is not kept', async () => {
    const cache = new ListCache();
    await expect(cache.get('k', 'm', () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    const db = reader();
    expect((await cache.get('k', 'm', db.read)).identity.toString()).toBe('["v1"]');
  });

  it('adds the gzipped answer in the background', async () => {
    const cache = new ListCache();
    const db = reader();
    const list = await cache.get('k', 'm', db.read);
    await vi.waitFor(() => expect(list.gzip).toBeInstanceOf(Buffer));
    expect(gunzipSync(list.gzip as Buffer).toString()).toBe('["v1"]');
  });
});
