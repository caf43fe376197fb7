// @vitest-environment node
/**
 * SPEC §8, call by call: what each exported call function returns or how it rejects on success,
 * on an HTTP error, on an unexpected 2xx status, without a service base and without a client.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { KyInstance } from 'ky';
import {
  BEACONS,
  CUSTOMERS,
  ENDPOINTS,
  type EndpointDef,
  GATEWAYS,
  GEOCODING_ENDPOINTS,
  HYDRANTS,
  INITIAL_PASSWORD,
  MATERIALS,
  MISSIONS,
  QUALIFICATIONS,
  QUALIFICATION_GROUPS,
  STAGING_ROOMS,
  USERS,
  VEHICLE_BLUEPRINTS,
  VEHICLE_TYPES,
  geocodingSearch,
  type EndpointName,
} from '@rescue-admin/api-contract';
import { call as send } from '../http/call';
import { createEntity } from './create-entity';
import { ApiError, BaseUrlMissingError, OperationFailedError } from '../http/errors';
import { createApiClients } from '../http/api-client';
import { createTestServer, TEST_API, TEST_TOKEN, testUrl } from '../../testing/test-server';
import { FIXTURE_DATE, aBeacon, aCustomer, aGateway, aGeocodingResult, aHydrant, aMaterial, aMission, aQualification, aQualificationGroup, aStagingRoom, aUser, aVehicleBlueprint, aVehicleType } from '@rescue-admin/api-contract/testing';

const users = createEntity(USERS).calls;
const customers = createEntity(CUSTOMERS).calls;
const stagingRooms = createEntity(STAGING_ROOMS).calls;
const hydrants = createEntity(HYDRANTS).calls;
const beacons = createEntity(BEACONS).calls;
const gateways = createEntity(GATEWAYS).calls;
const materials = createEntity(MATERIALS).calls;
const qualifications = createEntity(QUALIFICATIONS).calls;
const qualificationGroups = createEntity(QUALIFICATION_GROUPS).calls;
const blueprints = createEntity(VEHICLE_BLUEPRINTS).calls;
const vehicleTypes = createEntity(VEHICLE_TYPES).calls;
const missions = createEntity(MISSIONS).calls;
const address = { street: 'Hauptstraße', number: '12', zip: '12345', city: 'Musterstadt' };
const geocode = (client: KyInstance | null, where: typeof address) =>
  send(GEOCODING_ENDPOINTS['geocoding.search'], client, { query: { search: geocodingSearch(where) } });

const server = createTestServer();
beforeAll(() => server.listen());
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());

const clients = createApiClients(TEST_API, async () => TEST_TOKEN);
const withoutBases = createApiClients({ user: null, base: null, mission: null }, async () => TEST_TOKEN);

let consoleError: ReturnType<typeof vi.spyOn>;
let consoleWarn: ReturnType<typeof vi.spyOn>;
let sent: Array<{ method: string; url: URL; body: unknown }>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  sent = [];
});

/** Answers the endpoint with the given status and body, and records what was sent. */
function answer(endpoint: EndpointName, status: number, body?: JsonBodyType) {
  const def = ENDPOINTS[endpoint];
  const method = def.method === 'GET' ? http.get : http.post;
  server.use(
    method(testUrl(endpoint), async ({ request }) => {
      const text = await request.text();
      sent.push({ method: request.method, url: new URL(request.url), body: text ? JSON.parse(text) : undefined });
      return body === undefined ? new HttpResponse(null, { status }) : HttpResponse.json(body, { status });
    }),
  );
}

type Call = (client: KyInstance | null) => Promise<unknown>;

interface Case {
  endpoint: EndpointName;
  call: Call;
  body?: JsonBodyType;
  /** What the call resolves with on success; defaults to `body`. */
  result?: unknown;
}

const hydrant = aHydrant();
const beacon = aBeacon();
const gateway = aGateway();
const material = aMaterial();
const qualification = aQualification();
const blueprint = aVehicleBlueprint();
const { uid: _u, ...newUser } = aUser();

/** The client of the service an endpoint belongs to. */
const clientOf = (set: typeof clients, endpoint: EndpointName) => set[ENDPOINTS[endpoint].service];

describe('SPEC §8 quiet calls: a fallback value instead of an error', () => {
  const quiet: Array<Case & { fallback: unknown }> = [
    // list loads → []
    { endpoint: 'user.all', call: (c) => users.list(c), body: [aUser()], fallback: [] },
    { endpoint: 'customer.all', call: (c) => customers.list(c), body: [aCustomer()], fallback: [] },
    { endpoint: 'staging.all', call: (c) => stagingRooms.list(c), body: [aStagingRoom()], fallback: [] },
    { endpoint: 'hydrant.all', call: (c) => hydrants.list(c), body: [hydrant], fallback: [] },
    { endpoint: 'beacon.all', call: (c) => beacons.list(c), body: [beacon], fallback: [] },
    { endpoint: 'gateway.all', call: (c) => gateways.list(c), body: [gateway], fallback: [] },
    { endpoint: 'material.all', call: (c) => materials.list(c), body: [material], fallback: [] },
    { endpoint: 'qualification.all', call: (c) => qualifications.list(c), body: [qualification], fallback: [] },
    { endpoint: 'vehicle.blueprints', call: (c) => blueprints.list(c), body: [blueprint], fallback: [] },
    { endpoint: 'vehicle.types', call: (c) => vehicleTypes.list(c), body: [aVehicleType()], fallback: [] },
    { endpoint: 'mission.active', call: (c) => missions.list(c, { customerUid: 'fw-musterstadt' }), body: [aMission()], fallback: [] },
    // creates → ''
    { endpoint: 'user.create', call: (c) => users.create(c, newUser), body: 'new-uid', fallback: '' },
    { endpoint: 'customer.create', call: (c) => customers.create(c, aCustomer()), body: 'new-uid', fallback: '' },
    { endpoint: 'staging.create', call: (c) => stagingRooms.create(c, aStagingRoom()), body: 'new-uid', fallback: '' },
    { endpoint: 'hydrant.create', call: (c) => hydrants.create(c, hydrant), body: 'new-uid', fallback: '' },
    // updates and deletes → false (true only on 200)
    { endpoint: 'user.update', call: (c) => users.update(c, aUser()), result: true, fallback: false },
    { endpoint: 'user.delete', call: (c) => users.remove(c, { uid: 'u-1', version: 0 }), result: true, fallback: false },
    { endpoint: 'customer.update', call: (c) => customers.update(c, aCustomer()), result: true, fallback: false },
    { endpoint: 'customer.delete', call: (c) => customers.remove(c, { uid: 'c-1', version: 0 }), result: true, fallback: false },
    { endpoint: 'staging.update', call: (c) => stagingRooms.update(c, aStagingRoom()), result: true, fallback: false },
    { endpoint: 'staging.delete', call: (c) => stagingRooms.remove(c, { uid: 's-1', lastUpdate: FIXTURE_DATE }), result: true, fallback: false },
    { endpoint: 'hydrant.update', call: (c) => hydrants.update(c, hydrant), result: true, fallback: false },
    { endpoint: 'hydrant.delete', call: (c) => hydrants.remove(c, { uid: 'h-1', lastUpdate: FIXTURE_DATE }), result: true, fallback: false },
    { endpoint: 'beacon.update', call: (c) => beacons.update(c, beacon), result: true, fallback: false },
    { endpoint: 'gateway.update', call: (c) => gateways.update(c, gateway), result: true, fallback: false },
    // syncs, lookups, mission generation → null
    { endpoint: 'beacon.sync', call: (c) => beacons.sync(c), body: [beacon], fallback: null },
    { endpoint: 'gateway.sync', call: (c) => gateways.sync(c), body: [gateway], fallback: null },
    { endpoint: 'user.lookup', call: (c) => users.lookup(c, 'erika-mustermann'), body: aUser(), fallback: null },
    { endpoint: 'mission.generate', call: (c) => missions.create(c, { customerUid: 'fw-musterstadt' }), body: aMission(), fallback: null },
  ];

  describe.each(quiet)('$endpoint', ({ endpoint, call, body, result, fallback }) => {
    const success = ENDPOINTS[endpoint].success;

    it(`given ${success}, should resolve with the answer (dates revived)`, async () => {
      answer(endpoint, success, body ?? true);
      await expect(call(clientOf(clients, endpoint))).resolves.toEqual(result ?? body);
      expect(sent).toHaveLength(1);
    });

    it(`given a 500, should resolve with ${JSON.stringify(fallback)} and log the failure`, async () => {
      answer(endpoint, 500, { statusCode: 500, error: 'Internal Server Error', message: 'boom' });
      await expect(call(clientOf(clients, endpoint))).resolves.toEqual(fallback);
      expect(consoleError).toHaveBeenCalledWith(expect.any(String), expect.any(ApiError));
    });

    const named = (ENDPOINTS[endpoint] as EndpointDef).expects;
    if (named !== undefined) {
      it(`given another 2xx than the named ${named}, should resolve with ${JSON.stringify(fallback)}`, async () => {
        answer(endpoint, named === 201 ? 200 : 201, body ?? true);
        await expect(call(clientOf(clients, endpoint))).resolves.toEqual(fallback);
      });
    } else {
      it.each([200, 201, 202])('given %i (SPEC §8: any 2xx is a success), should resolve with the answer', async (status) => {
        answer(endpoint, status, body ?? true);
        await expect(call(clientOf(clients, endpoint))).resolves.toEqual(result ?? body);
      });
    }

    it(`given no service base, should log 'BaseUrl for service not available', send nothing and resolve with ${JSON.stringify(fallback)}`, async () => {
      server.events.on('request:start', ({ request }) => sent.push({ method: request.method, url: new URL(request.url), body: undefined }));
      await expect(call(clientOf(withoutBases, endpoint))).resolves.toEqual(fallback);
      expect(consoleError).toHaveBeenCalledWith('BaseUrl for service not available');
      expect(sent).toEqual([]);
    });

    it(`given no HTTP client yet, should skip the call with a console message and resolve with ${JSON.stringify(fallback)}`, async () => {
      server.events.on('request:start', ({ request }) => sent.push({ method: request.method, url: new URL(request.url), body: undefined }));
      await expect(call(null)).resolves.toEqual(fallback);
      expect(consoleWarn).toHaveBeenCalledWith(expect.stringContaining(`${endpoint} skipped`));
      expect(sent).toEqual([]);
    });
  });
});

describe('SPEC §8 rejecting calls: materials, qualifications, blueprints, geocoding', () => {
  const rejecting: Case[] = [
    { endpoint: 'material.create', call: (c) => materials.create(c, { name: 'Atemschutzgerät' }), body: material },
    { endpoint: 'material.update', call: (c) => materials.update(c, { uid: material.uid, name: 'Atemschutzmaske', lastUpdate: material.lastUpdate }), result: true },
    { endpoint: 'material.delete', call: (c) => materials.remove(c, { uid: material.uid, lastUpdate: material.lastUpdate }), result: true },
    { endpoint: 'qualification.groups', call: (c) => qualificationGroups.list(c), body: [aQualificationGroup()] },
    { endpoint: 'qualification.createGroup', call: (c) => qualificationGroups.create(c, { name: 'Führung', allowedAmount: 2 }), body: 'group-1' },
    { endpoint: 'qualification.create', call: (c) => qualifications.create(c, { name: 'Maschinist', groupId: null, displayType: 'PRIMARY' }), body: 'q-1' },
    { endpoint: 'qualification.update', call: (c) => qualifications.update(c, qualification), result: true },
    {
      endpoint: 'vehicle.createBlueprint',
      call: (c) => blueprints.create(c, { name: 'HLF 20', seats: 9, type: { name: 'Löschfahrzeug' }, standardLoad: [] }),
      body: 'bp-1',
    },
    {
      endpoint: 'vehicle.updateBlueprint',
      call: (c) => blueprints.update(c, { uid: 'bp-1', name: 'HLF 20', seats: 9, type: { uid: 'vt-1' }, standardLoad: [], lastUpdate: FIXTURE_DATE }),
      result: true,
    },
    {
      endpoint: 'geocoding.search',
      call: (c) => geocode(c, address),
      body: aGeocodingResult(),
    },
  ];

  describe.each(rejecting)('$endpoint', ({ endpoint, call, body, result }) => {
    const success = ENDPOINTS[endpoint].success;
    const other = success === 201 ? 200 : 202;

    it(`given ${success}, should resolve with the answer`, async () => {
      answer(endpoint, success, body ?? true);
      await expect(call(clientOf(clients, endpoint))).resolves.toEqual(result ?? body);
    });

    it('given a 500, should reject with an ApiError', async () => {
      answer(endpoint, 500, { statusCode: 500, error: 'Internal Server Error', message: 'boom' });
      await expect(call(clientOf(clients, endpoint))).rejects.toMatchObject({ name: 'ApiError', status: 500 });
    });

    const named = (ENDPOINTS[endpoint] as EndpointDef).expects;
    if (named !== undefined) {
      it(`given ${other} instead of the named ${named}, should reject as an unexpected status`, async () => {
        answer(endpoint, other, body ?? true);
        const error = await call(clientOf(clients, endpoint)).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(OperationFailedError);
        expect(error).toMatchObject({ reason: 'unexpected-status', status: other });
      });
    } else {
      it.each([200, 201, 202])('given %i (SPEC §8: any 2xx is a success), should resolve with the answer', async (status) => {
        answer(endpoint, status, body ?? true);
        await expect(call(clientOf(clients, endpoint))).resolves.toEqual(result ?? body);
      });
    }

    it("given no service base, should log 'BaseUrl for service not available' and reject", async () => {
      await expect(call(clientOf(withoutBases, endpoint))).rejects.toBeInstanceOf(BaseUrlMissingError);
      expect(consoleError).toHaveBeenCalledWith('BaseUrl for service not available');
    });

    it('given no HTTP client yet, should skip the call with a console message and reject', async () => {
      await expect(call(null)).rejects.toMatchObject({ reason: 'no-client' });
      expect(consoleWarn).toHaveBeenCalledWith(expect.stringContaining(`${endpoint} skipped`));
    });
  });
});

describe('what the calls send', () => {
  it('should create a user with the fixed initial password', async () => {
    answer('user.create', 200, 'new-uid');
    await users.create(clients.user, newUser);
    expect(sent[0].body).toEqual({ ...newUser, password: INITIAL_PASSWORD });
    expect(INITIAL_PASSWORD.length).toBeGreaterThanOrEqual(6);
  });

  it('should send a hydrant update as {hydrant}', async () => {
    answer('hydrant.update', 200);
    await hydrants.update(clients.base, hydrant);
    expect(sent[0].body).toEqual({ hydrant: JSON.parse(JSON.stringify(hydrant)) });
  });

  it.each([
    ['user.delete', () => users.remove(clients.user, { uid: 'u-1', version: 0 }), 'userUid', 'u-1', 'GET'],
    ['customer.delete', () => customers.remove(clients.base, { uid: 'c-1', version: 0 }), 'customerUid', 'c-1', 'GET'],
    ['staging.delete', () => stagingRooms.remove(clients.base, { uid: 's-1', lastUpdate: FIXTURE_DATE }), 'stagingRoomUid', 's-1', 'GET'],
    ['hydrant.delete', () => hydrants.remove(clients.base, { uid: 'h-1', lastUpdate: FIXTURE_DATE }), 'hydrantUid', 'h-1', 'GET'],
    ['material.delete', () => materials.remove(clients.base, { uid: 'm-1', lastUpdate: FIXTURE_DATE }), 'uid', 'm-1', 'POST'],
    ['user.lookup', () => users.lookup(clients.user, 'erika-mustermann'), 'userUid', 'erika-mustermann', 'GET'],
    ['mission.active', () => missions.list(clients.mission, { customerUid: 'fw-musterstadt' }), 'customerUid', 'fw-musterstadt', 'GET'],
  ] as const)('%s should send %s as %s=%s', async (endpoint, call, param, value, method) => {
    answer(endpoint, ENDPOINTS[endpoint].success, endpoint === 'user.lookup' ? aUser() : endpoint === 'mission.active' ? [] : undefined);
    await call();
    expect(sent[0].method).toBe(method);
    expect(sent[0].url.searchParams.get(param)).toBe(value);
  });

  it('should geocode the search string "<street> <number>, <zip> <city>"', async () => {
    answer('geocoding.search', 200, aGeocodingResult());
    await geocode(clients.base, { ...address, number: '12a' });
    expect(sent[0].url.searchParams.get('search')).toBe('Hauptstraße 12a, 12345 Musterstadt');
  });

  it("should log 'User update couldn't be performed' when a user update fails", async () => {
    answer('user.update', 500);
    await expect(users.update(clients.user, aUser())).resolves.toBe(false);
    expect(consoleError).toHaveBeenCalledWith("User update couldn't be performed", expect.any(ApiError));
  });

  it('given a create answered without a uid, should resolve with the empty id', async () => {
    answer('hydrant.create', 200, '');
    await expect(hydrants.create(clients.base, hydrant)).resolves.toBe('');
  });
});

describe('cancelled requests', () => {
  it('given the caller aborts a lookup, should reject with the abort rather than log and answer null', async () => {
    server.use(http.get(testUrl('user.lookup'), () => new Promise<never>(() => undefined)));
    const controller = new AbortController();

    const lookup = users.lookup(clients.user, 'erika-mustermann', controller.signal);
    controller.abort();

    await expect(lookup).rejects.toMatchObject({ name: 'AbortError' });
    expect(consoleError).not.toHaveBeenCalled();
  });
});
