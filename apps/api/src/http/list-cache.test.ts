import { gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { ListCache, type FreshList, type KeptList } from './list-cache';
import { BLOCK_ROWS, rowBlocks } from './row-blocks';

const reader = () => {
  let reads = 0;
  let answer = 'v1';
  const seen: (KeptList | undefined)[] = [];
  return {
    read:
      (marks: number[]) =>
      async (kept: KeptList | undefined): Promise<FreshList> => {
        reads += 1;
        seen.push(kept);
        return { marks, identity: Buffer.from(JSON.stringify([answer])), source: 'rebuilt' };
      },
    set: (value: string) => (answer = value),
    reads: () => reads,
    seen,
  };
};

const text = async (answer: Promise<{ list: KeptList }>) => (await answer).list.identity.toString();

describe('ListCache', () => {
  it('answers from memory while the marks stay the same, and refreshes once one moved', async () => {
    const cache = new ListCache();
    const db = reader();
    expect(await text(cache.get('hydrant.all|*', [10], db.read([10])))).toBe('["v1"]');
    const again = await cache.get('hydrant.all|*', [10], db.read([10]));
    expect(again.source).toBe('hit');
    expect(again.list.identity.toString()).toBe('["v1"]');
    expect(db.reads()).toBe(1);

    db.set('v2'); // a write of the list's entity committed: its mark moved
    const fresh = await cache.get('hydrant.all|*', [11], db.read([11]));
    expect(fresh.list.identity.toString()).toBe('["v2"]');
    expect(fresh.source).toBe('rebuilt');
    expect(db.reads()).toBe(2);
    // The refresh was handed the kept answer (to patch it).
    expect(db.seen[1]?.identity.toString()).toBe('["v1"]');
  });

  it('an answer kept at newer marks than a reader saw is current for that reader', async () => {
    const cache = new ListCache();
    const db = reader();
    await cache.get('k', [5, 2], db.read([7, 3]));
    expect((await cache.get('k', [6, 3], db.read([6, 3]))).source).toBe('hit');
    expect((await cache.get('k', [8, 3], db.read([8, 3]))).source).toBe('rebuilt');
  });

  it('keeps one answer per list and scope', async () => {
    const cache = new ListCache();
    const all = reader();
    const own = reader();
    own.set('own');
    await cache.get('user.all|*', [1], all.read([1]));
    expect(await text(cache.get('user.all|ff-beispielhausen', [1], own.read([1])))).toBe('["own"]');
    expect(await text(cache.get('user.all|*', [1], all.read([1])))).toBe('["v1"]');
  });

  it('readers that miss with the same marks share one refresh; a reader with newer marks does not join an older refresh', async () => {
    const cache = new ListCache();
    const db = reader();
    const [x, y] = await Promise.all([cache.get('k', [1], db.read([1])), cache.get('k', [1], db.read([1]))]);
    expect(x.list).toBe(y.list);
    expect(db.reads()).toBe(1);
    const [older, newer] = await Promise.all([cache.get('k', [2], db.read([2])), cache.get('k', [3], db.read([3]))]);
    expect(older.list).not.toBe(newer.list);
    expect(db.reads()).toBe(3);
  });

  it('a failed refresh is not kept', async () => {
    const cache = new ListCache();
    await expect(cache.get('k', [1], () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    const db = reader();
    expect(await text(cache.get('k', [1], db.read([1])))).toBe('["v1"]');
  });

  it('joins rows kept in blocks into the same bytes and ETag as the whole answer, and gzips them block by block', async () => {
    const cache = new ListCache();
    const rows = Array.from({ length: 2 * BLOCK_ROWS + 7 }, (_, i) => ({ uid: `h${i}`, name: `Hydrant ${i}` }));
    const whole = await cache.get('whole', [1], async () => ({ marks: [1], identity: Buffer.from(JSON.stringify(rows)), source: 'rebuilt' }));
    const blocks = rowBlocks(
      rows.map((row) => row.uid),
      rows.map((row) => JSON.stringify(row)),
    );
    expect(blocks).toHaveLength(3);
    const joined = await cache.get('rows', [1], async () => ({ marks: [1], rows: { blocks }, source: 'rebuilt' }));
    expect(joined.list.identity.equals(whole.list.identity)).toBe(true);
    expect(joined.list.etag).toBe(whole.list.etag);
    await vi.waitFor(() => expect(joined.list.gzip).toBeInstanceOf(Buffer));
    expect(JSON.parse(gunzipSync(joined.list.gzip as Buffer).toString())).toEqual(rows);
  });

  it('an empty list in blocks is an empty array', async () => {
    const { list } = await new ListCache().get('k', [1], async () => ({ marks: [1], rows: { blocks: [] }, source: 'rebuilt' }));
    expect(list.identity.toString()).toBe('[]');
    expect(gunzipSync(list.gzip as Buffer).toString()).toBe('[]');
  });

  it('adds the gzipped answer in the background', async () => {
    const cache = new ListCache();
    const db = reader();
    const { list } = await cache.get('k', [1], db.read([1]));
    await vi.waitFor(() => expect(list.gzip).toBeInstanceOf(Buffer));
    expect(gunzipSync(list.gzip as Buffer).toString()).toBe('["v1"]');
  });
});
