import { describe, expect, it, vi } from 'vitest';
import { SearchIndex, matchingItems } from './data-table-model';
import type { SortDirection, SortValue } from './data-table-types';
import { ListDeriver } from './list-deriver';
import { sortedOrder } from './list-order';
import { rowsChange } from './rows-change';

/** A small pseudo-random generator, so a failure can be run again. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

interface Hydrant {
  uid: string;
  name: string;
  diameter: number | null;
}

describe('ListDeriver', () => {
  it('should give the same order and search results as a fresh derivation, after every random edit, sort and search', () => {
    const next = random(40);
    const pick = <V>(values: readonly V[]): V => values[Math.floor(next() * values.length)];
    // Few distinct names and diameters: many equal keys, so the order among equals is tested too.
    const names = ['Hydrant Nord', 'hydrant süd', 'Hydrant 10', 'Hydrant 9', 'Äußere Straße', 'Ausser', ''];
    let counter = 0;
    const hydrant = (): Hydrant => ({ uid: `h${counter++}`, name: `${pick(names)} ${pick(['', 'a', 'b'])}`, diameter: pick([80, 100, 150, null]) });
    const byName = (h: Hydrant): SortValue => h.name;
    const byDiameter = (h: Hydrant): SortValue => h.diameter;
    const textOf = (h: Hydrant) => h.name;
    const sorts: [((h: Hydrant) => SortValue) | null, SortDirection][] = [
      [null, 'asc'],
      [byName, 'asc'],
      [byName, 'desc'],
      [byDiameter, 'asc'],
      [byDiameter, 'desc'],
    ];

    let items = Array.from({ length: 400 }, hydrant);
    let [sortValue, direction] = sorts[1];
    let query = '';
    const deriver = new ListDeriver<Hydrant>();
    for (let step = 0; step < 500; step++) {
      const action = next();
      const edited = [...items];
      const at = () => Math.floor(next() * edited.length);
      if (action < 0.35) {
        // An event updated one record (or a few, coalesced): new objects at their places.
        for (let n = 1 + Math.floor(next() * 3); n > 0; n--) {
          const position = at();
          edited[position] = { ...edited[position], name: `${pick(names)} ${step}`, diameter: pick([80, 100, null]) };
        }
      } else if (action < 0.5) {
        for (let n = 1 + Math.floor(next() * 3); n > 0; n--) edited.push(hydrant());
      } else if (action < 0.6) {
        edited.splice(at(), 0, hydrant());
      } else if (action < 0.72) {
        for (let n = 1 + Math.floor(next() * 2); n > 0 && edited.length > 1; n--) edited.splice(at(), 1);
      } else if (action < 0.76) {
        // A refetch: every record a new object (derived anew).
        edited.forEach((item, position) => (edited[position] = { ...item }));
      } else if (action < 0.82) {
        [sortValue, direction] = pick(sorts);
      } else if (action < 0.94) {
        query = pick(['', 'h', 'hy', 'hydrant', 'hydrant s', 'ss', 'a', '1', 'xyz']);
      }
      items = action < 0.76 ? edited : items;

      const derived = deriver.derive(items, textOf, sortValue, direction);
      const fresh = sortValue ? sortedOrder(items, sortValue, direction).order : null;
      expect(derived.sorted?.order ?? null, `step ${step}: order`).toEqual(fresh);
      const shown = deriver.shown(derived, query);
      expect(shown, `step ${step}: „${query}“`).toEqual(matchingItems(items, fresh, new SearchIndex(items, textOf), query));
    }
  });

  it('given one record changed among 5,000, should ask only the changed record for its sort value and text', () => {
    const items = Array.from({ length: 5000 }, (_, i): Hydrant => ({ uid: `h${i}`, name: `Hydrant ${i}`, diameter: i % 7 }));
    const sortValue = vi.fn((h: Hydrant): SortValue => h.name);
    const textOf = vi.fn((h: Hydrant) => h.name);
    const deriver = new ListDeriver<Hydrant>();
    expect(deriver.shown(deriver.derive(items, textOf, sortValue, 'desc'), 'hydrant 12')).toHaveLength(111);
    sortValue.mockClear();
    textOf.mockClear();

    const changed = { ...items[3000], name: 'Hydrant 12 Am Markt' };
    const edited = items.map((item) => (item === items[3000] ? changed : item));
    const shown = deriver.shown(deriver.derive(edited, textOf, sortValue, 'desc'), 'hydrant 12');

    expect(sortValue.mock.calls).toEqual([[changed]]);
    expect(textOf.mock.calls).toEqual([[changed]]);
    expect(shown).toHaveLength(112);
    expect(shown).toContain(changed);
  });
});

describe('rowsChange', () => {
  const a = { id: 'a' };
  const b = { id: 'b' };
  const c = { id: 'c' };
  const d = { id: 'd' };

  it('should tell a replaced item, an append and a delete apart, with the kept items’ new positions', () => {
    const replaced = rowsChange([a, b, c], [a, d, c], 16);
    expect(replaced && { removed: replaced.removed, added: replaced.added, positionsKept: replaced.positionsKept }).toEqual({ removed: [1], added: [1], positionsKept: true });

    const updatedAndCreated = rowsChange([a, b, c], [a, d, c, b], 16);
    expect(updatedAndCreated && { removed: updatedAndCreated.removed, added: updatedAndCreated.added, positionsKept: updatedAndCreated.positionsKept }).toEqual({
      removed: [1],
      added: [1, 3],
      positionsKept: true,
    });

    const appended = rowsChange([a, b], [a, b, c, d], 16);
    expect(appended?.added).toEqual([2, 3]);
    expect(appended?.removed).toEqual([]);

    const deleted = rowsChange([a, b, c, d], [a, c, d], 16);
    expect(deleted?.removed).toEqual([1]);
    expect([0, 1, 2, 3].map((position) => deleted?.newPosition(position))).toEqual([0, -1, 1, 2]);
  });

  it('should give up when kept items changed their order or more items changed than the limit', () => {
    expect(rowsChange([a, b, c, d], [d, a, b], 16)).toBeNull();
    expect(rowsChange([a, b, c, d], [{ ...a }, { ...b }, { ...c }, d], 2)).toBeNull();
  });
});
