import type { Defect, InspectionResult } from '@rescue-admin/api-contract';
import type { InspectionRow } from '../inspections/insert-inspections';

const DAY_MS = 86_400_000;
const ERIKA = { uid: 'erika-mustermann', name: 'Erika Mustermann' };
const MAX = { uid: 'max-mustermann', name: 'Max Mustermann' };

const demoHydrant = (n: number) => `hydrant-${String(n).padStart(3, '0')}`;

/**
 * The demo register's inspections (a 12-month cycle), relative to `now` so the demo always shows
 * every state: most hydrants in order and not due; three „außer Betrieb“ with their reason, four
 * „eingeschränkt“, five „fällig in 30 Tagen“, some „überfällig“ (inspected too long ago, and
 * hydrant-041 … 048 never); hydrant-005 went out of service and was set back by a new inspection;
 * hydrant-003's latest inspection was recorded today (still correctable).
 */
export function demoInspections(now: Date): InspectionRow[] {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const rows: InspectionRow[] = [];
  const add = (hydrant: number, days: number, result: InspectionResult, defects: Defect[] = [], note = '', recordedDaysAgo = days, suffix = '1') =>
    rows.push({
      uid: `inspection-${String(hydrant).padStart(3, '0')}-${suffix}`,
      hydrantUid: demoHydrant(hydrant),
      inspectedAt: daysAgo(days),
      recordedAt: daysAgo(recordedDaysAgo),
      result,
      defects,
      note,
      inspector: hydrant % 2 === 0 ? ERIKA : MAX,
    });
  // In order, due in 2–11 months.
  for (let n = 1; n <= 30; n += 1) if (![3, 4, 5, 9, 12, 17, 21, 25, 31].includes(n)) add(n, 20 + ((n * 37) % 280), 'IN_ORDNUNG');
  // Außer Betrieb, with the reason.
  add(4, 12, 'AUSSER_BETRIEB', ['OEFFNET_NICHT'], 'Spindel fest, Wasserversorger informiert');
  add(17, 40, 'AUSSER_BETRIEB', ['UNDICHT', 'BESCHAEDIGT'], 'Anfahrschaden');
  add(31, 5, 'AUSSER_BETRIEB', [], 'Baustelle, Hydrant abgesperrt');
  // Eingeschränkt.
  add(9, 60, 'MIT_MAENGELN', ['SCHILD_FEHLT']);
  add(12, 90, 'MIT_MAENGELN', ['DECKEL_KLEMMT', 'ZUGANG_ZUGEWACHSEN']);
  add(21, 150, 'MIT_MAENGELN', ['ZUGANG_ZUGEPARKT']);
  add(3, 0.1, 'MIT_MAENGELN', ['SCHILD_FALSCH'], 'Schild zeigt falschen Abstand', 0.08, '2');
  add(3, 380, 'IN_ORDNUNG');
  // Set back: out of service, then in order again.
  add(5, 200, 'AUSSER_BETRIEB', ['OEFFNET_NICHT'], 'Wasserversorger informiert');
  add(5, 170, 'IN_ORDNUNG', [], 'Instandgesetzt', 170, '2');
  // Due within 30 days.
  for (const [n, days] of [[25, 350], [32, 345], [33, 340], [34, 355], [35, 360]] as const) add(n, days, 'IN_ORDNUNG');
  // Overdue (hydrant-041 … 048: never inspected, due since a year after they were created).
  for (const [n, days] of [[36, 400], [37, 420], [38, 500], [39, 600], [40, 380]] as const) add(n, days, 'IN_ORDNUNG');
  return rows;
}

/**
 * `perHydrant` inspections for each hydrant of `hydrantUids` (the benchmark's 300,000 for
 * 100,000): yearly, the latest between 1 and 15 months ago; one in twelve found defects, one in
 * forty put the hydrant out of service.
 */
export function benchInspections(hydrantUids: readonly string[], perHydrant: number, now: Date): InspectionRow[] {
  const rows: InspectionRow[] = [];
  hydrantUids.forEach((hydrantUid, h) => {
    const latestDaysAgo = 30 + ((h * 7919) % 420);
    for (let k = 0; k < perHydrant; k += 1) {
      const at = new Date(now.getTime() - (latestDaysAgo + k * 365) * DAY_MS);
      const latest = k === 0;
      const result: InspectionResult = latest && h % 40 === 0 ? 'AUSSER_BETRIEB' : latest && h % 12 === 0 ? 'MIT_MAENGELN' : 'IN_ORDNUNG';
      rows.push({
        uid: `${hydrantUid}-inspection-${k}`,
        hydrantUid,
        inspectedAt: at,
        recordedAt: at,
        result,
        defects: result === 'IN_ORDNUNG' ? [] : ['DECKEL_KLEMMT'],
        note: '',
        inspector: ERIKA,
      });
    }
  });
  return rows;
}
