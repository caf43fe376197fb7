import { DUE_SOON_DAYS, type Hydrant } from '@rescue-admin/api-contract';

/** Where a hydrant's next inspection stands against today. */
export type DueState = 'overdue' | 'dueSoon' | 'notDue';

/**
 * The day bounds of „überfällig“ and „fällig in 30 Tagen“ for `today`, as times: the start of
 * today and the start of the day after the last „soon“ day, both local midnights (the browser's
 * time zone, as the list shows its dates). Built with the calendar (`new Date(y, m, d + n)`), so
 * month ends, leap years and the change to or from summer time count as the calendar does.
 */
export function dueBounds(today: Date): { todayStart: number; soonEnd: number } {
  const [year, month, date] = [today.getFullYear(), today.getMonth(), today.getDate()];
  return { todayStart: new Date(year, month, date).getTime(), soonEnd: new Date(year, month, date + DUE_SOON_DAYS + 1).getTime() };
}

function dueStateIn(time: number, { todayStart, soonEnd }: { todayStart: number; soonEnd: number }): DueState {
  if (time < todayStart) return 'overdue';
  return time < soonEnd ? 'dueSoon' : 'notDue';
}

/**
 * „überfällig“: the due day has passed (a hydrant due today is not overdue yet); „fällig in 30
 * Tagen“: due today or within {@link DUE_SOON_DAYS} days (today + 30 included); else not due.
 */
export function dueStateOf(nextInspection: Date, today: Date): DueState {
  return dueStateIn(nextInspection.getTime(), dueBounds(today));
}

/** {@link dueStateOf} for many dates against one `today` (the bounds worked out once). */
export function dueStateFor(today: Date): (nextInspection: Date) => DueState {
  const bounds = dueBounds(today);
  return (nextInspection) => dueStateIn(nextInspection.getTime(), bounds);
}

/** The list's filter chips, in the order they are shown; the ids are the URL's `?filter=` values. */
export const INSPECTION_CHIPS = ['outOfService', 'overdue', 'dueSoon'] as const;
export type InspectionChip = (typeof INSPECTION_CHIPS)[number];

const CHIP_BITS: Record<InspectionChip, number> = { outOfService: 1, overdue: 2, dueSoon: 4 };

/**
 * What the chips need of a list of hydrants: per position a byte of chip bits, and how many
 * hydrants each chip would show. A chip click then reads one byte per row, with no date in sight.
 */
export interface ChipIndex {
  /** Bits of the hydrant at each position of the list the index was made for. */
  readonly bits: Uint8Array;
  readonly counts: Readonly<Record<InspectionChip, number>>;
  /** The list it was made for, and the start of the day it was made on (see {@link chipIndexOf}'s `previous`). */
  readonly hydrants: readonly Hydrant[];
  readonly todayStart: number;
}

function chipBitsOf(hydrant: Hydrant, bounds: { todayStart: number; soonEnd: number }): number {
  let facts = hydrant.inspectionStatus === 'AUSSER_BETRIEB' ? CHIP_BITS.outOfService : 0;
  if (hydrant.nextInspection instanceof Date) {
    const due = dueStateIn(hydrant.nextInspection.getTime(), bounds);
    if (due !== 'notDue') facts |= CHIP_BITS[due];
  }
  return facts;
}

/**
 * The chip facts of `hydrants` on `today`; a hydrant without a due date (a service without
 * inspections) matches no due chip. With `previous`, the index of an earlier list on the same
 * day, a hydrant that is the same object at the same position takes its bits from there: a live
 * change of one hydrant (a new list, every other row kept) then reads one hydrant, not 100,000.
 */
export function chipIndexOf(hydrants: readonly Hydrant[], today: Date, previous?: ChipIndex | null): ChipIndex {
  const bounds = dueBounds(today);
  const kept = previous?.todayStart === bounds.todayStart ? previous : null;
  const bits = new Uint8Array(hydrants.length);
  const counts = kept ? { ...kept.counts } : { outOfService: 0, overdue: 0, dueSoon: 0 };
  if (kept) {
    // The bits as they were, then the positions whose hydrant is not the same object corrected.
    const { hydrants: before, bits: beforeBits } = kept;
    bits.set(beforeBits.length > bits.length ? beforeBits.subarray(0, bits.length) : beforeBits);
    for (let n = bits.length; n < before.length; n++) tally(counts, beforeBits[n], -1);
    for (let n = 0; n < hydrants.length; n++) {
      const hydrant = hydrants[n];
      if (n < before.length && before[n] === hydrant) continue;
      if (n < before.length) tally(counts, beforeBits[n], -1);
      bits[n] = chipBitsOf(hydrant, bounds);
      tally(counts, bits[n], 1);
    }
  } else {
    for (let n = 0; n < hydrants.length; n++) {
      bits[n] = chipBitsOf(hydrants[n], bounds);
      tally(counts, bits[n], 1);
    }
  }
  return { bits, counts, hydrants, todayStart: bounds.todayStart };
}

function tally(counts: Record<InspectionChip, number>, facts: number, by: 1 | -1): void {
  if (facts === 0) return;
  if (facts & CHIP_BITS.outOfService) counts.outOfService += by;
  if (facts & CHIP_BITS.overdue) counts.overdue += by;
  if (facts & CHIP_BITS.dueSoon) counts.dueSoon += by;
}

/** {@link chipIndexOf} that remembers its last index and passes it on as `previous` (one per list on screen). */
export function chipIndexer(): (hydrants: readonly Hydrant[], today: Date) => ChipIndex {
  let last: ChipIndex | null = null;
  return (hydrants, today) => (last = chipIndexOf(hydrants, today, last));
}

/** Whether the hydrant at `position` of the indexed list has a chip's fact. */
export const hasChip = (index: ChipIndex, position: number, chip: InspectionChip): boolean => (index.bits[position] & CHIP_BITS[chip]) !== 0;

/**
 * The hydrants any of the pressed chips matches, in their order (no chip pressed: all of them,
 * the same array). `index` must be made for this very list. Pressed chips widen the list:
 * „Überfällig“ and „Fällig in 30 Tagen“ together are the hydrants of a round.
 */
export function filterByChips<H extends Hydrant>(hydrants: readonly H[], index: ChipIndex, chips: readonly InspectionChip[]): readonly H[] {
  let mask = 0;
  for (const chip of chips) mask |= CHIP_BITS[chip];
  if (mask === 0) return hydrants;
  const { bits } = index;
  const matching: H[] = [];
  for (let n = 0; n < hydrants.length; n++) if (bits[n] & mask) matching.push(hydrants[n]);
  return matching;
}
