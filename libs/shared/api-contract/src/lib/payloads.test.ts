import { describe, expect, it } from 'vitest';
import {
  Beacon,
  BeaconUpdate,
  CustomerUpdate,
  DEFAULT_DISPLAY_TYPE,
  DEFAULT_DURCHMESSER,
  DEFAULT_HYDRANT_TYPE,
  DEFAULT_STAGING_STATUS,
  DEFAULT_USER_ROLE,
  DEFAULT_VERTEILER_LEITUNG,
  DISPLAY_TYPES,
  DURCHMESSER,
  ENDPOINTS,
  ENDPOINT_SCHEMAS,
  GatewayUpdate,
  HYDRANT_TYPES,
  Hydrant,
  HydrantUpdate,
  MaterialUpdate,
  Mission,
  QualificationCreate,
  QualificationUpdate,
  StagingRoomUpdate,
  USER_ROLES,
  UserUpdate,
  VERTEILER_LEITUNGEN,
  VehicleBlueprintUpdate,
  VehicleTypeRef,
  newCustomer,
  newHydrant,
  newQualification,
  newStagingRoom,
  newUser,
  newVehicleBlueprint,
  type EndpointName,
} from '../index';

describe('SPEC §4 enum defaults', () => {
  it('are the documented values, and each is one of its enum', () => {
    expect([DEFAULT_DURCHMESSER, DEFAULT_HYDRANT_TYPE, DEFAULT_VERTEILER_LEITUNG, DEFAULT_USER_ROLE, DEFAULT_DISPLAY_TYPE, DEFAULT_STAGING_STATUS]).toEqual([
      'MM_300',
      'NONE',
      'NONE',
      'UNIT_USER',
      'PRIMARY',
      'ACTIVE',
    ]);
    expect(DURCHMESSER).toContain(DEFAULT_DURCHMESSER);
    expect(HYDRANT_TYPES).toContain(DEFAULT_HYDRANT_TYPE);
    expect(VERTEILER_LEITUNGEN).toContain(DEFAULT_VERTEILER_LEITUNG);
    expect(USER_ROLES).toEqual(['SUPER_ADMIN', 'ADMIN', 'UNIT_ADMIN', 'SUPER_USER', 'USER', 'UNIT_USER']);
    expect(DISPLAY_TYPES).toContain(DEFAULT_DISPLAY_TYPE);
  });
});

describe('SPEC §9 new-record defaults', () => {
  it('start coordinates, userAmount, rangeAutoerfassung and seats at 0', () => {
    expect(newHydrant()).toMatchObject({ lon: 0, lat: 0, durchmesser: 'MM_300', type: 'NONE', verteilerLeitung: 'NONE' });
    expect(newStagingRoom()).toMatchObject({ lon: 0, lat: 0, rangeAutoerfassung: 0, status: 'ACTIVE' });
    expect(newCustomer().userAmount).toBe(0);
    expect(newVehicleBlueprint().seats).toBe(0);
    expect(newUser().role).toBe('UNIT_USER');
    expect(newQualification()).toEqual({ name: '', groupId: null, displayType: 'PRIMARY' });
  });

  it('hand out a fresh object each time, so one form cannot change another form’s defaults', () => {
    const first = newCustomer();
    first.address.city = 'Musterstadt';
    expect(newCustomer().address.city).toBe('');
  });
});

describe('date values (SPEC §3)', () => {
  const hydrant = { uid: 'h1', name: 'H-1', description: '', lon: 10, lat: 51, durchmesser: 'MM_300', type: 'NONE', verteilerLeitung: 'NONE' };

  it.each(['2026-11-22T13:05:00Z', '2026-11-22T13:05:00.123Z', '2026-11-22T14:05:00.123456+01:00'])('accept the ISO string %s and yield a Date', (iso) => {
    const parsed = Hydrant.parse({ ...hydrant, createDate: iso, lastUpdate: iso });
    expect(parsed.createDate).toBeInstanceOf(Date);
    expect(parsed.createDate.getTime()).toBe(new Date(iso).getTime());
  });

  it('accept an already revived Date', () => {
    const date = new Date('2026-11-22T13:05:00Z');
    expect(Hydrant.parse({ ...hydrant, createDate: date, lastUpdate: date }).lastUpdate).toEqual(date);
  });

  it.each(['2026-11-22', 'gestern', '22.11.2026 13:05'])('reject %j', (value) => {
    expect(Hydrant.safeParse({ ...hydrant, createDate: value, lastUpdate: value }).success).toBe(false);
  });

  it('allow a beacon that was never synced', () => {
    expect(Beacon.parse({ uid: 'b', name: 'B', model: '', customerUid: 'c', lastUpdated: '2026-01-01T00:00:00Z', lastSynced: null }).lastSynced).toBeNull();
  });

  it('revive nested dates in a mission list response', () => {
    const [mission] = ENDPOINT_SCHEMAS['mission.active'].response.parse([{ uid: 'm', name: 'Übung', customerUid: 'c', createDate: '2026-01-01T00:00:00Z', active: true }]);
    expect(Mission.parse(mission).createDate).toBeInstanceOf(Date);
  });
});

describe('payload rules', () => {
  it('a vehicle type is named by an existing uid or a new name, never neither', () => {
    expect(VehicleTypeRef.safeParse({ uid: 'lf-20' }).success).toBe(true);
    expect(VehicleTypeRef.safeParse({ name: 'GW-L2' }).success).toBe(true);
    expect(VehicleTypeRef.safeParse({}).success).toBe(false);
    expect(VehicleTypeRef.safeParse({ name: '  ' }).success).toBe(false);
  });

  it('a qualification may bring a new group along', () => {
    const parsed = QualificationCreate.parse({ name: 'ABC-Erkunder', groupId: null, displayType: 'PRIMARY', newGroup: { name: 'ABC', allowedAmount: 2 } });
    expect(parsed.newGroup).toEqual({ name: 'ABC', allowedAmount: 2 });
  });

  it('has request schemas for exactly the endpoints of the table, with a body where the table says so', () => {
    expect(Object.keys(ENDPOINT_SCHEMAS).sort()).toEqual(Object.keys(ENDPOINTS).sort());
    for (const name of Object.keys(ENDPOINTS) as EndpointName[]) {
      const endpoint = ENDPOINTS[name];
      const schemas = ENDPOINT_SCHEMAS[name];
      expect('body' in schemas, name).toBe(endpoint.body);
      expect('query' in schemas, name).toBe('query' in endpoint);
    }
  });
});

describe('no lost updates: every update names the version it was read at', () => {
  const at = '2026-03-14T09:30:00.000Z';
  const address = { street: 'Weg', number: '1', zip: '12345', city: 'Musterstadt', additionalInfo: '' };
  const hydrant = { uid: 'h1', name: 'H-1', description: '', lon: 10, lat: 51, durchmesser: 'MM_300', type: 'NONE', verteilerLeitung: 'NONE' };
  const updates = [
    { name: 'user', schema: UserUpdate, body: { uid: 'u', firstname: 'A', lastname: 'B', mail: 'a@example.org', role: 'USER', customerUid: 'c' }, version: { version: 0 } },
    { name: 'customer', schema: CustomerUpdate, body: { uid: 'c', name: 'C', kennung: 'K', userAmount: 0, address }, version: { version: 3 } },
    { name: 'qualification', schema: QualificationUpdate, body: { uid: 'q', name: 'Q', groupId: null, displayType: 'PRIMARY' }, version: { version: 1 } },
    {
      name: 'staging room',
      schema: StagingRoomUpdate,
      body: { uid: 's', name: 'S', address, rangeAutoerfassung: 0, status: 'ACTIVE', customerUid: 'c', lon: 0, lat: 0 },
      version: { lastUpdate: at },
    },
    { name: 'material', schema: MaterialUpdate, body: { uid: 'm', name: 'M' }, version: { lastUpdate: at } },
    { name: 'blueprint', schema: VehicleBlueprintUpdate, body: { uid: 'b', name: 'B', seats: 1, type: { uid: 't' }, standardLoad: [] }, version: { lastUpdate: at } },
    { name: 'beacon', schema: BeaconUpdate, body: { uid: 'b', name: 'B', model: '', customerUid: 'c' }, version: { lastUpdated: at } },
    { name: 'gateway', schema: GatewayUpdate, body: { uid: 'g', name: 'G', customerUid: 'c' }, version: { lastUpdated: at } },
  ] as const;

  it.each(updates)('a $name update without its read-at version is refused, with it accepted', ({ schema, body, version }) => {
    const refused = schema.safeParse(body);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.path.join('.'))).toEqual(Object.keys(version));
    expect(schema.safeParse({ ...body, ...version }).success).toBe(true);
  });

  it('a hydrant update names it inside {hydrant}', () => {
    expect(HydrantUpdate.safeParse({ hydrant }).success).toBe(false);
    expect(HydrantUpdate.parse({ hydrant: { ...hydrant, lastUpdate: at } }).hydrant.lastUpdate).toEqual(new Date(at));
  });

  it.each([
    ['user.delete', { userUid: 'u' }, 'version', '2'],
    ['customer.delete', { customerUid: 'c' }, 'version', '0'],
    ['hydrant.delete', { hydrantUid: 'h1' }, 'lastUpdate', at],
    ['staging.delete', { stagingRoomUid: 's1' }, 'lastUpdate', at],
    ['material.delete', { uid: 'm1' }, 'lastUpdate', at],
  ] as const)('%s must name the version it was shown at (%s)', (name, uid, field, value) => {
    const query = ENDPOINT_SCHEMAS[name].query;
    expect(query.safeParse(uid).success).toBe(false);
    expect(query.safeParse({ ...uid, [field]: value }).success).toBe(true);
  });

  it('a delete by version reads it from the query string', () => {
    expect(ENDPOINT_SCHEMAS['user.delete'].query.parse({ userUid: 'u', version: '2' })).toEqual({ userUid: 'u', version: 2 });
  });
});
