/**
 * Records for this folder's tests: hydrants with the inspection state apps/api adds to their rows,
 * their inspections, and the MSW handlers of a service that keeps inspections. Test-only.
 */
import { INSPECTION_ENDPOINTS, grantsOf, type Hydrant, type Inspection, type InspectionSettings } from '@rescue-admin/api-contract';
import { aHydrant, TEST_CUSTOMER_UID } from '@rescue-admin/api-contract/testing';
import { testUrl } from '@rescue-admin/data-access/testing';
import { http, HttpResponse } from 'msw';

/** The moment the tests' clock stands at (Date only: timers run as usual). */
export const NOW = new Date('2026-11-27T10:00:00.000Z');
export const HOUR = 60 * 60 * 1000;

export const url = (name: keyof typeof INSPECTION_ENDPOINTS) => testUrl(INSPECTION_ENDPOINTS[name]);

/** A hydrant with its inspection state; never inspected and due since it was created unless told otherwise. */
export const anInspectedHydrant = (overrides: Partial<Hydrant> = {}): Hydrant =>
  aHydrant({
    uid: 'hydrant-markt',
    name: 'Hydrant Marktplatz',
    inspectionStatus: null,
    statusSince: null,
    statusDefects: [],
    lastInspection: null,
    nextInspection: new Date('2026-03-14T09:30:00.000Z'),
    inspectionIntervalMonths: null,
    ...overrides,
  });

let counter = 0;
export const anInspection = (overrides: Partial<Inspection> = {}): Inspection => {
  counter += 1;
  const createDate = overrides.createDate ?? new Date(NOW.getTime() - 30 * 24 * HOUR);
  return {
    uid: `inspection-${counter}`,
    hydrantUid: 'hydrant-markt',
    inspectedAt: createDate,
    result: 'IN_ORDNUNG',
    defects: [],
    otherDefect: '',
    pressureBar: null,
    flowLitresPerMinute: null,
    note: '',
    photos: [],
    inspector: { uid: 'erika-mustermann', name: 'Erika Mustermann' },
    createDate,
    lastUpdate: createDate,
    editableUntil: new Date(createDate.getTime() + 24 * HOUR),
    ...overrides,
  };
};

/** A service that keeps inspections: the hydrant list, a hydrant's inspections and the register's cycle, from the given state. */
export function inspectionHandlers(state: { hydrants: () => Hydrant[]; inspections: () => Inspection[]; settings?: () => InspectionSettings }) {
  return [
    http.get(testUrl('hydrant.all'), () => HttpResponse.json(state.hydrants())),
    http.get(url('inspection.ofHydrant'), ({ request }) => {
      const hydrantUid = new URL(request.url).searchParams.get('hydrantUid');
      return HttpResponse.json(state.inspections().filter((inspection) => inspection.hydrantUid === hydrantUid));
    }),
    http.get(url('inspection.settings'), () => HttpResponse.json(state.settings?.() ?? { intervalMonths: 12 })),
    // The inspection screens ask what the role may do; a test that needs another role adds its own answer.
    adminGrantsHandler(),
  ];
}

/** `session.grants` answering an ADMIN of the test customer. */
export function adminGrantsHandler() {
  return http.get(testUrl('session.grants'), () => HttpResponse.json({ role: 'ADMIN', customerUid: TEST_CUSTOMER_UID, grants: grantsOf('ADMIN') }));
}
