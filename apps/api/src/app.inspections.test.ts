import { ApiErrorBody, ENDPOINTS, INSPECTION_EDIT_WINDOW_MS, type HistoryEntry, type Hydrant, type Inspection, type InspectionCreate } from '@rescue-admin/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from './test/test-api';

/**
 * Hydrant inspections over HTTP: recording and correcting within the edit window (on a clock the
 * test moves), the status a hydrant's row shows after each, the audit, hostile input, the
 * cascade of a hydrant's delete and the import's inspections.
 */
let api: TestApi;
let clock = new Date('2026-06-01T08:00:00.000Z');
beforeAll(async () => {
  api = await createTestApi({ now: () => clock });
});
afterAll(() => api.close());

let serial = 0;
/** A hydrant of its own for each test, created through the API. */
async function newHydrant(): Promise<string> {
  serial += 1;
  const response = await api.call('hydrant.create', {
    body: { name: `H-Prüf ${serial}`, description: '', lon: 10, lat: 51, durchmesser: 'MM_150', type: 'UEBERFLURHYDRANT', verteilerLeitung: 'NONE' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<string>();
}

const inspect = (hydrantUid: string, fields: Partial<InspectionCreate> = {}) =>
  api.call('inspection.create', { body: { hydrantUid, inspectedAt: '2026-05-01T10:00:00.000Z', result: 'IN_ORDNUNG', ...fields } });

async function created(hydrantUid: string, fields: Partial<InspectionCreate> = {}): Promise<string> {
  const response = await inspect(hydrantUid, fields);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<string>();
}

async function rowOf(hydrantUid: string): Promise<Hydrant> {
  const response = await api.call('hydrant.all');
  expect(response.statusCode).toBe(200);
  const row = response.json<Hydrant[]>().find((hydrant) => hydrant.uid === hydrantUid);
  if (!row) throw new Error(`no row for ${hydrantUid}`);
  return row;
}

const inspectionsOf = async (hydrantUid: string) => (await api.call('inspection.ofHydrant', { query: { hydrantUid } })).json<Inspection[]>();
const codeOf = (response: { json: () => unknown }) => ApiErrorBody.parse(response.json()).code;
const fieldErrorsOf = (response: { json: () => unknown }) => Object.keys(ApiErrorBody.parse(response.json()).fieldErrors ?? {});

describe('recording an inspection', () => {
  it('stores it with the caller as inspector, lists it newest first, and answers 201 with its uid', async () => {
    const hydrant = await newHydrant();
    const older = await created(hydrant, { inspectedAt: '2025-05-01T10:00:00.000Z' });
    const newer = await created(hydrant, {
      inspectedAt: '2026-05-02T10:00:00.000Z',
      result: 'MIT_MAENGELN',
      defects: ['SCHILD_FEHLT', 'SONSTIGES'],
      otherDefect: 'Kappe fehlt',
      pressureBar: 4.5,
      flowLitresPerMinute: 1600,
      photos: [`inspections/${hydrant}/foto-1`],
    });
    const [first, second] = await inspectionsOf(hydrant);
    expect([first?.uid, second?.uid]).toEqual([newer, older]);
    expect(first).toMatchObject({
      hydrantUid: hydrant,
      result: 'MIT_MAENGELN',
      defects: ['SCHILD_FEHLT', 'SONSTIGES'],
      otherDefect: 'Kappe fehlt',
      pressureBar: 4.5,
      flowLitresPerMinute: 1600,
      photos: [`inspections/${hydrant}/foto-1`],
      inspector: { name: expect.stringMatching(/^Test /) },
    });
    expect(first?.inspector.uid).toBeTruthy();
    expect(new Date(first?.editableUntil as unknown as string).getTime()).toBe(clock.getTime() + INSPECTION_EDIT_WINDOW_MS);
  });

  it('answers 404 for a hydrant that does not exist, and stores nothing', async () => {
    const before = await api.snapshot();
    const response = await inspect('gibt-es-nicht');
    expect(response.statusCode).toBe(404);
    expect(fieldErrorsOf(response)).toEqual(['hydrantUid']);
    expect(await api.snapshot()).toBe(before);
  });
});

describe('a hydrant’s status', () => {
  it('follows its latest inspection: in Betrieb → eingeschränkt → außer Betrieb (since the first of the run) → in Betrieb', async () => {
    const hydrant = await newHydrant();
    expect(await rowOf(hydrant)).toMatchObject({ inspectionStatus: null, statusSince: null, statusDefects: [], lastInspection: null });

    await created(hydrant, { inspectedAt: '2026-01-10T09:00:00.000Z' });
    expect(await rowOf(hydrant)).toMatchObject({ inspectionStatus: 'IN_BETRIEB', statusSince: '2026-01-10T09:00:00.000Z', lastInspection: '2026-01-10T09:00:00.000Z' });

    await created(hydrant, { inspectedAt: '2026-02-10T09:00:00.000Z', result: 'MIT_MAENGELN', defects: ['DECKEL_KLEMMT'] });
    expect(await rowOf(hydrant)).toMatchObject({ inspectionStatus: 'EINGESCHRAENKT', statusSince: '2026-02-10T09:00:00.000Z', statusDefects: ['DECKEL_KLEMMT'] });

    await created(hydrant, { inspectedAt: '2026-03-10T09:00:00.000Z', result: 'AUSSER_BETRIEB', defects: ['OEFFNET_NICHT'] });
    await created(hydrant, { inspectedAt: '2026-04-10T09:00:00.000Z', result: 'AUSSER_BETRIEB', defects: ['OEFFNET_NICHT', 'UNDICHT'] });
    expect(await rowOf(hydrant)).toMatchObject({
      inspectionStatus: 'AUSSER_BETRIEB',
      statusSince: '2026-03-10T09:00:00.000Z',
      statusDefects: ['OEFFNET_NICHT', 'UNDICHT'],
      lastInspection: '2026-04-10T09:00:00.000Z',
    });

    // Only a new inspection sets it back.
    await created(hydrant, { inspectedAt: '2026-05-10T09:00:00.000Z', result: 'IN_ORDNUNG' });
    expect(await rowOf(hydrant)).toMatchObject({ inspectionStatus: 'IN_BETRIEB', statusSince: '2026-05-10T09:00:00.000Z', statusDefects: [] });
  });

  it('is the latest by inspection date, not by when it was recorded', async () => {
    const hydrant = await newHydrant();
    await created(hydrant, { inspectedAt: '2026-04-01T09:00:00.000Z', result: 'AUSSER_BETRIEB', note: 'Baustelle' });
    await created(hydrant, { inspectedAt: '2025-04-01T09:00:00.000Z' });
    expect(await rowOf(hydrant)).toMatchObject({ inspectionStatus: 'AUSSER_BETRIEB', lastInspection: '2026-04-01T09:00:00.000Z' });
  });

  it('changes the hydrant’s state but not its lastUpdate: an edit of the hydrant read before stays valid', async () => {
    const hydrant = await newHydrant();
    const before = await rowOf(hydrant);
    await created(hydrant, { result: 'AUSSER_BETRIEB', defects: ['BESCHAEDIGT'] });
    expect((await rowOf(hydrant)).lastUpdate).toBe(before.lastUpdate);
    const { uid, name, description, lon, lat, durchmesser, type, verteilerLeitung, lastUpdate } = before;
    const update = await api.call('hydrant.update', { body: { hydrant: { uid, name, description, lon, lat, durchmesser, type, verteilerLeitung, lastUpdate } } });
    expect(update.statusCode, update.body).toBe(200);
    expect(update.json<Hydrant>()).toMatchObject({ inspectionStatus: 'AUSSER_BETRIEB', statusDefects: ['BESCHAEDIGT'] });
  });
});

describe('correcting an inspection', () => {
  const correction = (inspection: Inspection, fields: Record<string, unknown> = {}) => {
    const { uid, inspectedAt, result, defects, otherDefect, pressureBar, flowLitresPerMinute, note, photos, lastUpdate } = inspection;
    return api.call('inspection.update', { body: { uid, inspectedAt, result, defects, otherDefect, pressureBar, flowLitresPerMinute, note, photos, lastUpdate, ...fields } });
  };

  it('is possible until 24 h after recording, with the hydrant’s status following; afterwards 409 inspection_locked', async () => {
    const start = clock;
    const hydrant = await newHydrant();
    await created(hydrant);
    const [inspection] = await inspectionsOf(hydrant);
    try {
      clock = new Date(start.getTime() + INSPECTION_EDIT_WINDOW_MS - 1);
      const corrected = await correction(inspection as Inspection, { result: 'AUSSER_BETRIEB', defects: ['OEFFNET_NICHT'] });
      expect(corrected.statusCode, corrected.body).toBe(200);
      expect(corrected.json<Inspection>()).toMatchObject({ result: 'AUSSER_BETRIEB', lastUpdate: clock.toISOString() });
      expect((await rowOf(hydrant)).inspectionStatus).toBe('AUSSER_BETRIEB');

      clock = new Date(start.getTime() + INSPECTION_EDIT_WINDOW_MS + 1);
      const before = await api.snapshot();
      const late = await correction(corrected.json<Inspection>(), { result: 'IN_ORDNUNG', defects: [] });
      expect(late.statusCode).toBe(409);
      expect(codeOf(late)).toBe('inspection_locked');
      expect(await api.snapshot()).toBe(before);
    } finally {
      clock = start;
    }
  });

  it('naming a version read before another correction answers 409 stale and changes nothing', async () => {
    const hydrant = await newHydrant();
    await created(hydrant);
    const [inspection] = (await inspectionsOf(hydrant)) as Inspection[];
    clock = new Date(clock.getTime() + 1000);
    expect((await correction(inspection as Inspection, { note: 'erste Korrektur' })).statusCode).toBe(200);
    const before = await api.snapshot();
    const stale = await correction(inspection as Inspection, { note: 'zweite Korrektur' });
    expect(stale.statusCode).toBe(409);
    expect(codeOf(stale)).toBe('stale');
    expect(await api.snapshot()).toBe(before);
  });

  it('is in the inspection’s history with who changed what; there is no delete', async () => {
    const hydrant = await newHydrant();
    await created(hydrant, { note: 'alt' });
    const [inspection] = (await inspectionsOf(hydrant)) as Inspection[];
    expect((await correction(inspection as Inspection, { note: 'neu' })).statusCode).toBe(200);
    const history = (await api.call('inspection.history', { query: { inspectionUid: (inspection as Inspection).uid } })).json<HistoryEntry[]>();
    expect(history.map((entry) => entry.action)).toEqual(['update', 'create']);
    expect(history[0]?.changes).toEqual([{ field: 'note', before: 'alt', after: 'neu' }]);
    expect(history[1]?.changes).toContainEqual({ field: 'hydrantUid', before: null, after: hydrant });
    expect(Object.keys(ENDPOINTS).filter((name) => name.startsWith('inspection.') && /delete/i.test(name))).toEqual([]);
  });
});

describe('hostile or impossible inspections are refused with 400 and store nothing', () => {
  const cases: [string, (hydrant: string) => Record<string, unknown>, string][] = [
    ['a photo of another hydrant', () => ({ photos: ['inspections/hydrant-001/foto'] }), 'photos.0'],
    ['a photo path that climbs out', (h) => ({ photos: [`inspections/${h}/../../blueprints/x/icon`] }), 'photos.0'],
    ['a photo outside the inspections folder', () => ({ photos: ['blueprints/blueprint-elw-1/icon'] }), 'photos.0'],
    ['four photos', (h) => ({ photos: [1, 2, 3, 4].map((n) => `inspections/${h}/p${n}`) }), 'photos'],
    ['a pressure above 16 bar', () => ({ pressureBar: 16.1 }), 'pressureBar'],
    ['a pressure finer than 0.1 bar', () => ({ pressureBar: 4.55 }), 'pressureBar'],
    ['a negative flow', () => ({ flowLitresPerMinute: -1 }), 'flowLitresPerMinute'],
    ['a flow that is not whole litres', () => ({ flowLitresPerMinute: 10.5 }), 'flowLitresPerMinute'],
    ['an inspection date in the future', () => ({ inspectedAt: new Date(Date.now() + 86_400_000).toISOString() }), 'inspectedAt'],
    ['an inspection date before 2000', () => ({ inspectedAt: '1999-12-31T10:00:00.000Z' }), 'inspectedAt'],
    ['„in Ordnung“ with defects', () => ({ result: 'IN_ORDNUNG', defects: ['SCHILD_FEHLT'] }), 'defects'],
    ['„mit Mängeln“ without a defect', () => ({ result: 'MIT_MAENGELN', defects: [] }), 'defects'],
    ['„außer Betrieb“ without a reason', () => ({ result: 'AUSSER_BETRIEB', defects: [], note: ' ' }), 'defects'],
    ['„Sonstiges“ without saying what', () => ({ result: 'MIT_MAENGELN', defects: ['SONSTIGES'] }), 'otherDefect'],
    ['a defect twice', () => ({ result: 'MIT_MAENGELN', defects: ['UNDICHT', 'UNDICHT'] }), 'defects'],
    ['an unknown defect', () => ({ result: 'MIT_MAENGELN', defects: ['DROP TABLE'] }), 'defects.0'],
    ['an inspector of the caller’s choosing', () => ({ inspector: { uid: 'max-mustermann', name: 'Max' } }), ''],
  ];
  it.each(cases)('%s', async (_, fields, field) => {
    const hydrant = await newHydrant();
    const before = await api.snapshot();
    const response = await inspect(hydrant, fields(hydrant) as Partial<InspectionCreate>);
    if (field === '') {
      // Unknown fields are dropped: the inspector is always the caller.
      expect(response.statusCode).toBe(201);
      expect((await inspectionsOf(hydrant))[0]?.inspector.name).toMatch(/^Test /);
      return;
    }
    expect(response.statusCode, response.body).toBe(400);
    expect(fieldErrorsOf(response)).toContain(field);
    expect(await api.snapshot()).toBe(before);
  });
});

describe('deleting a hydrant', () => {
  it('removes its inspections with it, each with a delete entry in its history', async () => {
    const hydrant = await newHydrant();
    const inspection = await created(hydrant);
    const { lastUpdate } = await rowOf(hydrant);
    const response = await api.call('hydrant.delete', { query: { hydrantUid: hydrant, lastUpdate: String(lastUpdate) } });
    expect(response.statusCode, response.body).toBe(200);
    expect(await api.db.query(`SELECT uid FROM inspections WHERE hydrant_uid = $1`, [hydrant])).toEqual([]);
    const history = (await api.call('inspection.history', { query: { inspectionUid: inspection } })).json<HistoryEntry[]>();
    expect(history.map((entry) => entry.action)).toEqual(['delete', 'create']);
  });
});

describe('an import', () => {
  it('records the last inspection a row names (result from its status, by the importer, noted „Import“); rows without one get none', async () => {
    const response = await api.call('hydrant.bulkCreate', {
      body: {
        hydrants: [
          { name: 'H-Import 1', description: '', lon: 10, lat: 51, durchmesser: 'MM_150', type: 'NONE', verteilerLeitung: 'NONE', lastInspection: '2026-03-01T00:00:00.000Z', inspectionStatus: 'AUSSER_BETRIEB' },
          { name: 'H-Import 2', description: '', lon: 10, lat: 51, durchmesser: 'MM_150', type: 'NONE', verteilerLeitung: 'NONE' },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [withInspection, without] = response.json<{ created: string[] }>().created as [string, string];
    expect(await inspectionsOf(withInspection)).toEqual([
      expect.objectContaining({ result: 'AUSSER_BETRIEB', note: 'Import', inspectedAt: '2026-03-01T00:00:00.000Z', inspector: expect.objectContaining({ name: expect.stringMatching(/^Test /) }) }),
    ]);
    expect(await rowOf(withInspection)).toMatchObject({ inspectionStatus: 'AUSSER_BETRIEB', statusSince: '2026-03-01T00:00:00.000Z' });
    expect(await inspectionsOf(without)).toEqual([]);
  });

  it('refuses a row with a status but no date, and stores none of the batch', async () => {
    const before = await api.snapshot();
    const response = await api.call('hydrant.bulkCreate', {
      body: { hydrants: [{ name: 'H-Import 3', description: '', lon: 10, lat: 51, durchmesser: 'MM_150', type: 'NONE', verteilerLeitung: 'NONE', inspectionStatus: 'IN_BETRIEB' }] },
    });
    expect(response.statusCode).toBe(400);
    expect(await api.snapshot()).toBe(before);
  });
});
