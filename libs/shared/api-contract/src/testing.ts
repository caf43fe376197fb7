import type {
  Address,
  Beacon,
  Customer,
  Gateway,
  GeocodingResult,
  HistoryEntry,
  Hydrant,
  Material,
  Mission,
  Qualification,
  QualificationGroup,
  StagingRoom,
  User,
  VehicleBlueprint,
  VehicleType,
} from './index';

/**
 * Fixture builders: a realistic record with every field set, overridable per test. Dates are
 * `Date` values (what the app sees after revival); `HttpResponse.json` sends them as ISO strings.
 * Uids count up per builder so that records built in one test differ; pass `uid` when a test
 * needs to name one.
 */
const counters = new Map<string, number>();
const nextUid = (prefix: string) => {
  const n = (counters.get(prefix) ?? 0) + 1;
  counters.set(prefix, n);
  return `${prefix}-${n}`;
};

export const FIXTURE_DATE = new Date('2026-03-14T09:30:00.000Z');
export const TEST_CUSTOMER_UID = 'fw-musterstadt';
export const TEST_USER_UID = 'erika-mustermann';

export const anAddress = (overrides: Partial<Address> = {}): Address => ({
  street: 'Hauptstraße',
  number: '12',
  zip: '12345',
  city: 'Musterstadt',
  additionalInfo: '',
  ...overrides,
});

export const aUser = (overrides: Partial<User> = {}): User => ({
  uid: nextUid('user'),
  firstname: 'Max',
  lastname: 'Mustermann',
  mail: 'max.mustermann@example.org',
  role: 'UNIT_USER',
  customerUid: TEST_CUSTOMER_UID,
  version: 0,
  ...overrides,
});

/** The signed-in demo administrator of the test session. */
export const theSignedInUser = (overrides: Partial<User> = {}): User => ({
  uid: TEST_USER_UID,
  firstname: 'Erika',
  lastname: 'Mustermann',
  mail: 'admin@example.org',
  role: 'SUPER_ADMIN',
  customerUid: TEST_CUSTOMER_UID,
  version: 0,
  ...overrides,
});

export const aCustomer = (overrides: Partial<Customer> = {}): Customer => ({
  uid: nextUid('customer'),
  name: 'Feuerwehr Musterstadt',
  kennung: 'FW-MS',
  userAmount: 12,
  address: anAddress({ street: 'Florianstraße', number: '1' }),
  version: 0,
  ...overrides,
});

export const aStagingRoom = (overrides: Partial<StagingRoom> = {}): StagingRoom => ({
  uid: nextUid('staging'),
  createDate: FIXTURE_DATE,
  lastUpdate: FIXTURE_DATE,
  name: 'Bereitstellungsraum Sportplatz',
  address: anAddress({ street: 'Am Sportplatz', number: '3' }),
  rangeAutoerfassung: 150,
  status: 'ACTIVE',
  customerUid: TEST_CUSTOMER_UID,
  lon: 9.9937,
  lat: 53.5511,
  ...overrides,
});

export const aHydrant = (overrides: Partial<Hydrant> = {}): Hydrant => ({
  uid: nextUid('hydrant'),
  createDate: FIXTURE_DATE,
  lastUpdate: FIXTURE_DATE,
  name: 'Hydrant Marktplatz',
  description: 'Vor der Apotheke',
  lon: 9.9937,
  lat: 53.5511,
  durchmesser: 'MM_300',
  type: 'UNTERFLURHYDRANT',
  verteilerLeitung: 'RINGLEITUNG',
  ...overrides,
});

export const aBeacon = (overrides: Partial<Beacon> = {}): Beacon => ({
  uid: nextUid('beacon'),
  name: 'Beacon HLF 20',
  model: 'iBeacon Pro',
  customerUid: TEST_CUSTOMER_UID,
  lastUpdated: FIXTURE_DATE,
  lastSynced: FIXTURE_DATE,
  ...overrides,
});

export const aGateway = (overrides: Partial<Gateway> = {}): Gateway => ({
  uid: nextUid('gateway'),
  name: 'Gateway Gerätehaus',
  customerUid: TEST_CUSTOMER_UID,
  lastUpdated: FIXTURE_DATE,
  lastSynced: FIXTURE_DATE,
  ...overrides,
});

export const aMaterial = (overrides: Partial<Material> = {}): Material => ({
  uid: nextUid('material'),
  createDate: FIXTURE_DATE,
  lastUpdate: FIXTURE_DATE,
  name: 'Atemschutzgerät',
  ...overrides,
});

export const aQualificationGroup = (overrides: Partial<QualificationGroup> = {}): QualificationGroup => ({
  uid: nextUid('qualification-group'),
  name: 'Führung',
  allowedAmount: 2,
  version: 0,
  ...overrides,
});

export const aQualification = (overrides: Partial<Qualification> = {}): Qualification => ({
  uid: nextUid('qualification'),
  name: 'Gruppenführer',
  groupId: null,
  displayType: 'PRIMARY',
  version: 0,
  ...overrides,
});

export const aVehicleType = (overrides: Partial<VehicleType> = {}): VehicleType => ({
  uid: nextUid('vehicle-type'),
  name: 'Löschfahrzeug',
  createDate: FIXTURE_DATE,
  lastUpdate: FIXTURE_DATE,
  ...overrides,
});

export const aVehicleBlueprint = (overrides: Partial<VehicleBlueprint> = {}): VehicleBlueprint => ({
  uid: nextUid('blueprint'),
  createDate: FIXTURE_DATE,
  lastUpdate: FIXTURE_DATE,
  name: 'HLF 20',
  seats: 9,
  type: aVehicleType(),
  standardLoad: [{ material: aMaterial(), amount: 4 }],
  ...overrides,
});

export const aMission = (overrides: Partial<Mission> = {}): Mission => ({
  uid: nextUid('mission'),
  name: 'Übung 2026-03-14 10:30',
  customerUid: TEST_CUSTOMER_UID,
  createDate: FIXTURE_DATE,
  active: true,
  ...overrides,
});

export const aGeocodingResult = (overrides: Partial<GeocodingResult> = {}): GeocodingResult => ({
  lat: 53.5511,
  lon: 9.9937,
  label: 'Hauptstraße 12, 12345 Musterstadt',
  ...overrides,
});

/** One write in a record's history ("Verlauf"): by the signed-in administrator, an update without changes unless given. */
export const aHistoryEntry = (overrides: Partial<HistoryEntry> = {}): HistoryEntry => ({
  at: FIXTURE_DATE,
  actor: { uid: TEST_USER_UID, name: 'Erika Mustermann' },
  action: 'update',
  changes: [],
  ...overrides,
});

/**
 * The body of a 409 `stale` answer (no lost updates): `current` is the record as stored now,
 * `changedBy` who saved it last (null: unknown). Send it with `HttpResponse.json(body, { status: 409 })`.
 */
export const aStaleConflictBody = (
  current: unknown,
  changedBy: { uid: string; name: string; at: string } | null = { uid: 'max-mustermann', name: 'Max Mustermann', at: FIXTURE_DATE.toISOString() },
) => ({ statusCode: 409, error: 'Conflict', message: 'The record was changed since it was read', code: 'stale' as const, changedBy, current });
