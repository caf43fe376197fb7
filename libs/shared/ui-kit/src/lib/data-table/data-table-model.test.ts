import { normalizeForSearch } from '@rescue-admin/util';
import { describe, expect, it } from 'vitest';
import { SearchIndex, matchingItems, sortedPositions } from './data-table-model';

/** A small pseudo-random generator, so a failure can be run again. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** What the table must show: in `order`, every item whose folded text contains the folded query. */
function plainMatches(items: readonly string[], order: readonly number[] | null, query: string): string[] {
  const needle = normalizeForSearch(query);
  const inOrder = order ? order.map((position) => items[position]) : [...items];
  return needle ? inOrder.filter((item) => normalizeForSearch(item).includes(needle)) : inOrder;
}

describe('matchingItems', () => {
  it('should match the plain definition while a search is typed, deleted, replaced and the list sorted, one step after another', () => {
    const next = random(15);
    const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)];
    // Few letters, so that searches extend, shorten and overlap each other often; umlauts and ß fold.
    const letters = ['a', 'b', 'ä', 'ö', 'oe', 'ss', 'ß', '1', '2', ' ', 'Ä'];
    const items = Array.from({ length: 1500 }, () => Array.from({ length: 3 + Math.floor(next() * 8) }, () => pick(letters)).join(''));
    const index = new SearchIndex(items, (item) => item);
    const orders = [null, sortedPositions(items, (item) => item, 'asc'), sortedPositions(items, (item) => item.length, 'desc')];

    let query = '';
    let order = orders[0];
    for (let step = 0; step < 600; step++) {
      const action = next();
      if (action < 0.5) query += pick(letters);
      else if (action < 0.75) query = query.slice(0, -1);
      else if (action < 0.85) query = pick(letters) + query;
      else if (action < 0.95) order = pick(orders);
      else query = pick(['', 'a', 'ab', 'oe', 'ö 1']);

      expect(matchingItems(items, order, index, query), `step ${step}: „${query}“`).toEqual(plainMatches(items, order, query));
    }
  });

  it('should give the items themselves for no search and no sort (nothing copied)', () => {
    const items = ['Wache Nord', 'Wache Süd'];

    expect(matchingItems(items, null, new SearchIndex(items, (item) => item), '  ')).toBe(items);
  });
});
