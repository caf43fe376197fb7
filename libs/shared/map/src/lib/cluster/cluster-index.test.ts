import { describe, expect, it } from 'vitest';
import { createClusterIndex } from './cluster-index';

describe('createClusterIndex (in the main thread, as in jsdom)', () => {
  const lons = new Float64Array([10, 10.0001, 10.0002, 12]);
  const lats = new Float64Array([51, 51.0001, 51.0002, 52]);

  it('given points close together, should cluster them at a low zoom and count them', async () => {
    const index = createClusterIndex();
    await index.load(lons, lats);

    const items = await index.query([-180, -90, 180, 90], 5);

    expect(items.map((item) => item.count).sort()).toEqual([1, 3]);
    expect(items.find((item) => item.count === 1)?.id).toBe(3);
  });

  it('should name the zoom at which a cluster falls apart, where its points are single', async () => {
    const index = createClusterIndex();
    await index.load(lons, lats);
    const [cluster] = (await index.query([-180, -90, 180, 90], 5)).filter((item) => item.count > 1);

    const zoom = await index.expansionZoom(cluster.id);

    expect(zoom).toBeGreaterThan(5);
    const items = await index.query([9, 50, 11, 52], 20);
    expect(items.map((item) => item.id).sort()).toEqual([0, 1, 2]);
  });

  it('should keep the caller\'s arrays intact (copies go to the worker)', async () => {
    const index = createClusterIndex();
    await index.load(lons, lats);
    expect(lons.length).toBe(4);
    expect(lons[3]).toBe(12);
  });

  it('given flagged points, should count them per cluster and flag single points', async () => {
    const index = createClusterIndex();
    await index.load(lons, lats, {}, new Uint8Array([1, 0, 1, 1]));

    const items = await index.query([-180, -90, 180, 90], 5);

    expect(items.find((item) => item.count === 3)?.flagged).toBe(2);
    expect(items.find((item) => item.count === 1)?.flagged).toBe(1);
  });

  it('given no flags, should count none', async () => {
    const index = createClusterIndex();
    await index.load(lons, lats);

    expect((await index.query([-180, -90, 180, 90], 5)).map((item) => item.flagged)).toEqual([0, 0]);
  });

  it('given a query before any load, should reject', async () => {
    await expect(createClusterIndex().query([-180, -90, 180, 90], 1)).rejects.toThrow('no points loaded');
  });
});
