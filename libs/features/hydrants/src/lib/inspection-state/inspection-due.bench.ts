// The chip filter at 100,000 hydrants (issue 39: „Überfällig“ ≤ 100 ms from click to rows):
// `npx vitest bench --run src/lib/inspection-state` in libs/features/hydrants.
import type { Hydrant, HydrantStatus } from '@rescue-admin/api-contract';
import { aHydrant } from '@rescue-admin/api-contract/testing';
import { bench, describe } from 'vitest';
import { chipIndexOf, filterByChips } from './inspection-due';

const COUNT = 100_000;
const today = new Date(2026, 10, 27, 9);
const STATUSES: (HydrantStatus | null)[] = ['IN_BETRIEB', 'EINGESCHRAENKT', 'AUSSER_BETRIEB', null];
// Due dates spread over two years around today: about a third overdue, a few due soon.
const hydrants: Hydrant[] = Array.from({ length: COUNT }, (_, n) =>
  aHydrant({ uid: `h-${n}`, name: `Hydrant ${n}`, inspectionStatus: STATUSES[n % 4], nextInspection: new Date(2026, 10, 27 - 300 + ((n * 7919) % 730)) }),
);
// What the list holds once the hydrants arrived: each row's facts worked out once.
const index = chipIndexOf(hydrants, today);

describe(`${COUNT.toLocaleString('de-DE')} hydrants`, () => {
  bench('a chip click: filter „Überfällig“ (index made)', () => {
    filterByChips(hydrants, index, ['overdue']);
  });
  bench('two chips: „Überfällig“ or „Fällig in 30 Tagen“ (index made)', () => {
    filterByChips(hydrants, index, ['overdue', 'dueSoon']);
  });
  bench('the list arrives: facts and chip counts worked out for every row', () => {
    chipIndexOf(hydrants, today);
  });
  // A colleague's change: a new list, one hydrant replaced, every other row the same object.
  const changed = hydrants.slice();
  changed[COUNT / 2] = { ...hydrants[COUNT / 2], inspectionStatus: 'AUSSER_BETRIEB' };
  bench('a live change of one hydrant: the index of the list before reused', () => {
    chipIndexOf(changed, today, index);
  });
});
