import { INSPECTION_PHOTO_MAX_EDGE } from '@rescue-admin/api-contract';
import { describe, expect, it } from 'vitest';
import { fitWithin } from './photo-resize';

describe('fitWithin (the size a photo is uploaded at)', () => {
  it.each([
    ['a landscape phone photo', 4032, 3024, { width: 1600, height: 1200 }],
    ['a portrait phone photo', 3024, 4032, { width: 1200, height: 1600 }],
    ['a square photo', 3000, 3000, { width: 1600, height: 1600 }],
    ['a panorama', 12000, 1000, { width: 1600, height: 133 }],
  ])('given %s should bring the longer edge to the contract’s maximum and keep the proportions', (_situation, width, height, expected) => {
    expect(fitWithin(width, height, INSPECTION_PHOTO_MAX_EDGE)).toEqual(expected);
  });

  it('given a photo already small enough should not enlarge it', () => {
    expect(fitWithin(800, 600, INSPECTION_PHOTO_MAX_EDGE)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(1600, 900, INSPECTION_PHOTO_MAX_EDGE)).toEqual({ width: 1600, height: 900 });
  });

  it('given an extreme strip should keep at least one pixel', () => {
    expect(fitWithin(100_000, 10, 1600)).toEqual({ width: 1600, height: 1 });
  });
});
