import { DUE_SOON_DAYS, type DashboardSummary, type DefectReportRow, type Hydrant, type InspectionCreate } from '@rescue-admin/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextInspectionSql } from './inspections/inspection-sql';
import { createTestApi, type TestApi } from './test/test-api';

/**
 * When hydrants are due (calendar months across month ends and leap days, a hydrant's own cycle,
 * the register's), what the dashboard counts of it, and the Mängelbericht's ranges — over HTTP,
 * on a clock the test sets.
 */
let api: TestApi;
const NOW = new Date('2026-06-15T12:00:00.000Z');
const DAY_MS = 86_400_000;
beforeAll(async () => {
  api = await createTestApi({ now: () => NOW });
});
afterAll(() => api.close());

let serial = 0;
/** A hydrant created at `createdAt` (inserted: the API's clock is fixed). */
async function hydrantCreatedAt(createdAt: string): Promise<string> {
  serial += 1;
  const uid = `due-${serial}`;
  await api.db.query(
    `INSERT INTO hydrants (uid, create_date, last_update, name, lon, lat, durchmesser, type, verteiler_leitung) VALUES ($1, $2, $2, $3, 10, 51, 'MM_300', 'NONE', 'NONE')`,
    [uid, createdAt, `H-Fällig ${serial}`],
  );
  return uid;
}

async function inspect(hydrantUid: string, fields: Partial<InspectionCreate>): Promise<void> {
  const response = await api.call('inspection.create', { body: { hydrantUid, inspectedAt: '2026-01-01T10:00:00.000Z', result: 'IN_ORDNUNG', ...fields } });
  expect(response.statusCode, response.body).toBe(201);
}

async function rows(): Promise<Hydrant[]> {
  const response = await api.call('hydrant.all');
  expect(response.statusCode).toBe(200);
  return response.json<Hydrant[]>();
}
const rowOf = async (uid: string) => (await rows()).find((row) => row.uid === uid) as Hydrant;

async function setInterval(hydrantUid: string, months: 12 | 24 | 48 | null | undefined) {
  const { uid, name, description, lon, lat, durchmesser, type, verteilerLeitung, lastUpdate } = await rowOf(hydrantUid);
  const hydrant = { uid, name, description, lon, lat, durchmesser, type, verteilerLeitung, lastUpdate, ...(months === undefined ? {} : { inspectionIntervalMonths: months }) };
  const response = await api.call('hydrant.update', { body: { hydrant } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Hydrant>();
}

async function setRegister(intervalMonths: 12 | 24 | 48) {
  const response = await api.call('inspection.updateSettings', { body: { intervalMonths } });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toEqual({ intervalMonths });
}

describe('the next inspection', () => {
  it('is due a register cycle after the create date when never inspected, clamping a leap day', async () => {
    const uid = await hydrantCreatedAt('2024-02-29T10:00:00.000Z');
    expect(await rowOf(uid)).toMatchObject({ lastInspection: null, nextInspection: '2025-02-28T10:00:00.000Z', inspectionIntervalMonths: null });
  });

  it('is a cycle after the last inspection; a hydrant’s own cycle overrides the register’s, absent keeps it, null returns to it', async () => {
    const uid = await hydrantCreatedAt('2020-01-01T00:00:00.000Z');
    await inspect(uid, { inspectedAt: '2024-02-29T10:00:00.000Z' });
    expect((await rowOf(uid)).nextInspection).toBe('2025-02-28T10:00:00.000Z');
    expect(await setInterval(uid, 48)).toMatchObject({ inspectionIntervalMonths: 48, nextInspection: '2028-02-29T10:00:00.000Z' });
    expect(await rowOf(uid)).toMatchObject({ inspectionIntervalMonths: 48, nextInspection: '2028-02-29T10:00:00.000Z' });
    expect((await setInterval(uid, undefined)).inspectionIntervalMonths).toBe(48);
    expect((await setInterval(uid, 24)).nextInspection).toBe('2026-02-28T10:00:00.000Z');
    expect(await setInterval(uid, null)).toMatchObject({ inspectionIntervalMonths: null, nextInspection: '2025-02-28T10:00:00.000Z' });
    const history = (await api.call('hydrant.history', { query: { hydrantUid: uid } })).json<{ changes: { field: string; after: unknown }[] }[]>();
    expect(history.flatMap((entry) => entry.changes).filter((change) => change.field === 'inspectionIntervalMonths').map((change) => change.after)).toEqual([null, 24, 48]);
  });

  it('follows a change of the register’s cycle in every row that has none of its own, in the cached list too', async () => {
    const own = await hydrantCreatedAt('2025-03-31T08:00:00.000Z');
    const register = await hydrantCreatedAt('2025-03-31T08:00:00.000Z');
    await setInterval(own, 12);
    expect((await rowOf(register)).nextInspection).toBe('2026-03-31T08:00:00.000Z');
    try {
      await setRegister(24);
      expect((await rowOf(register)).nextInspection).toBe('2027-03-31T08:00:00.000Z');
      expect((await rowOf(own)).nextInspection).toBe('2026-03-31T08:00:00.000Z');
      expect((await api.call('inspection.settings')).json()).toEqual({ intervalMonths: 24 });
    } finally {
      await setRegister(12);
    }
    expect((await rowOf(register)).nextInspection).toBe('2026-03-31T08:00:00.000Z');
  });

  it('adds calendar months in one SQL expression that clamps every month end', async () => {
    const cases: [string, number, string][] = [
      ['2025-01-31T10:00:00.000Z', 1, '2025-02-28T10:00:00.000Z'],
      ['2024-01-31T10:00:00.000Z', 1, '2024-02-29T10:00:00.000Z'],
      ['2024-02-29T10:00:00.000Z', 12, '2025-02-28T10:00:00.000Z'],
      ['2024-02-29T10:00:00.000Z', 48, '2028-02-29T10:00:00.000Z'],
      ['2025-08-31T23:30:00.000Z', 1, '2025-09-30T23:30:00.000Z'],
      ['2025-12-31T00:00:00.000Z', 2, '2026-02-28T00:00:00.000Z'],
    ];
    for (const [last, months, expected] of cases) {
      const [row] = await api.db.query<{ next: Date }>(
        `SELECT ${nextInspectionSql('h')} AS next FROM (VALUES ($1::timestamptz, $1::timestamptz, $2::integer)) AS h (last_inspection, create_date, inspection_interval_months)`,
        [last, months],
      );
      expect([last, months, row?.next.toISOString()]).toEqual([last, months, expected]);
    }
  });
});

describe('the dashboard’s inspection figures', () => {
  const figures = async () => (await api.call('summary.get')).json<DashboardSummary>().inspections;

  it('count the rows of the list: out of service, overdue, due within 30 days', async () => {
    const list = await rows();
    const next = (row: Hydrant) => new Date(row.nextInspection as unknown as string).getTime();
    expect(await figures()).toEqual({
      outOfService: list.filter((row) => row.inspectionStatus === 'AUSSER_BETRIEB').length,
      overdue: list.filter((row) => next(row) < NOW.getTime()).length,
      dueSoon: list.filter((row) => next(row) >= NOW.getTime() && next(row) < NOW.getTime() + DUE_SOON_DAYS * DAY_MS).length,
    });
  });

  it('follow an inspection at once: out of service and due in 10 days', async () => {
    const before = (await figures()) as NonNullable<DashboardSummary['inspections']>;
    const uid = await hydrantCreatedAt('2020-01-01T00:00:00.000Z');
    // Inspected a year minus 10 days ago: due in 10 days (register cycle 12); before, overdue since 2021.
    await inspect(uid, { inspectedAt: new Date(Date.UTC(2025, 5, 25, 12)).toISOString(), result: 'AUSSER_BETRIEB', defects: ['OEFFNET_NICHT'] });
    expect(await figures()).toEqual({ outOfService: before.outOfService + 1, overdue: before.overdue, dueSoon: before.dueSoon + 1 });
  });
});

describe('the Mängelbericht', () => {
  const report = async (query: Record<string, string>) => {
    const response = await api.call('inspection.report', { query });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<DefectReportRow[]>();
  };

  it('has per hydrant its latest inspection with defects in the range (inclusive days), with name and position', async () => {
    const uid = await hydrantCreatedAt('2020-01-01T00:00:00.000Z');
    await inspect(uid, { inspectedAt: '2026-01-10T09:00:00.000Z', result: 'MIT_MAENGELN', defects: ['SCHILD_FEHLT'] });
    await inspect(uid, { inspectedAt: '2026-02-10T23:30:00.000Z', result: 'AUSSER_BETRIEB', defects: ['OEFFNET_NICHT'], photos: [`inspections/${uid}/foto`] });
    await inspect(uid, { inspectedAt: '2026-03-10T09:00:00.000Z', result: 'IN_ORDNUNG' });
    const of = async (from: string, to: string) => (await report({ from, to })).filter((row) => row.hydrant.uid === uid);

    const january = await of('2026-01-01', '2026-01-31');
    expect(january).toEqual([
      {
        hydrant: { uid, name: expect.stringMatching(/^H-Fällig/), description: '', lat: 51, lon: 10 },
        inspection: expect.objectContaining({ result: 'MIT_MAENGELN', defects: ['SCHILD_FEHLT'], inspectedAt: '2026-01-10T09:00:00.000Z', hydrantUid: uid }),
      },
    ]);
    expect((await of('2026-01-01', '2026-02-10')).map((row) => row.inspection.result)).toEqual(['AUSSER_BETRIEB']);
    expect((await of('2026-02-10', '2026-02-10'))[0]?.inspection.photos).toEqual([`inspections/${uid}/foto`]);
    expect(await of('2026-02-11', '2026-12-31')).toEqual([]);
    expect(await of('2025-01-01', '2026-01-09')).toEqual([]);
  });

  it('comes in pages that add up to the whole', async () => {
    const all = await report({ from: '2000-01-01', to: '2099-12-31' });
    expect(all.length).toBeGreaterThan(4);
    const pages = [...(await report({ from: '2000-01-01', to: '2099-12-31', limit: '2', offset: '0' })), ...(await report({ from: '2000-01-01', to: '2099-12-31', limit: '2', offset: '2' }))];
    expect(pages).toEqual(all.slice(0, 4));
  });

  it.each([
    ['a range that ends before it starts', { from: '2026-02-01', to: '2026-01-31' }],
    ['a date that is not one', { from: '2026-02-30', to: '2026-03-01' }],
    ['a page larger than 2,000', { from: '2026-01-01', to: '2026-03-01', limit: '2001' }],
    ['a negative offset', { from: '2026-01-01', to: '2026-03-01', offset: '-1' }],
  ])('refuses %s with 400', async (_, query) => {
    expect((await api.call('inspection.report', { query })).statusCode).toBe(400);
  });
});
