// @vitest-environment node
/**
 * Contract test: the data-access calls against the real running apps/api (with the Firebase Auth
 * emulator for a real ID token), the answers validated with the shared zod schemas.
 *
 * Its own target, not part of the unit tests: `npx nx run data-access:test-contract` starts the
 * local stack, runs this file and stops the stack. Against a stack already up (`npm start`):
 *   API_CONTRACT_URL=http://localhost:3333 npx vitest run -c vitest.contract.config.ts
 * Optional: AUTH_EMULATOR_URL (default http://127.0.0.1:9099), API_CONTRACT_EMAIL / API_CONTRACT_PASSWORD
 * (default the demo administrator).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CUSTOMERS,
  Customer,
  GEOCODING_ENDPOINTS,
  GeocodingResult,
  HYDRANTS,
  Hydrant,
  MATERIALS,
  Material,
  QUALIFICATION_GROUPS,
  QualificationGroup,
  USERS,
  User,
  VEHICLE_BLUEPRINTS,
  VehicleBlueprint,
  geocodingSearch,
  type Address,
} from '@rescue-admin/api-contract';
import type { KyInstance } from 'ky';
import { createApiClients, type ApiClients } from './http/api-client';
import { call } from './http/call';
import { createEntity } from './entity/create-entity';

const users = createEntity(USERS).calls;
const customerCalls = createEntity(CUSTOMERS).calls;
const hydrantCalls = createEntity(HYDRANTS).calls;
const materials = createEntity(MATERIALS).calls;
const blueprints = createEntity(VEHICLE_BLUEPRINTS).calls;
const groups = createEntity(QUALIFICATION_GROUPS).calls;
const geocode = (client: KyInstance | null, address: Pick<Address, 'street' | 'number' | 'zip' | 'city'>) =>
  call(GEOCODING_ENDPOINTS['geocoding.search'], client, { query: { search: geocodingSearch(address) } });
import { ApiError } from './http/errors';

const apiUrl = process.env.API_CONTRACT_URL;
const authEmulator = process.env.AUTH_EMULATOR_URL ?? 'http://127.0.0.1:9099';
const email = process.env.API_CONTRACT_EMAIL ?? 'admin@example.org';
const password = process.env.API_CONTRACT_PASSWORD ?? 'Feuerwehr112!';

async function emulatorIdToken(): Promise<string> {
  const response = await fetch(`${authEmulator}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  if (!response.ok) throw new Error(`Auth emulator sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { idToken: string }).idToken;
}

if (!apiUrl) throw new Error('Set API_CONTRACT_URL to a running API (e.g. http://localhost:3333), or run `npx nx run data-access:test-contract`, which starts one.');

describe('contract with apps/api', () => {
  let clients: ApiClients;

  beforeAll(async () => {
    const token = await emulatorIdToken();
    const base = apiUrl?.replace(/\/$/, '');
    clients = createApiClients({ user: `${base}/user/`, base: `${base}/api/`, mission: `${base}/mission/` }, async () => token);
  });

  it('should look up the demo administrator', async () => {
    const user = User.parse(await users.lookup(clients.user, 'erika-mustermann'));
    expect(user).toMatchObject({ firstname: 'Erika', role: 'SUPER_ADMIN', customerUid: 'fw-musterstadt' });
  });

  it('should list records that match the contract, with revived dates', async () => {
    const customers = z.array(Customer).parse(await customerCalls.list(clients.base));
    expect(customers.map((c) => c.kennung)).toContain('FW-MS');
    const hydrants = await hydrantCalls.list(clients.base);
    expect(hydrants.length).toBeGreaterThan(0);
    expect(hydrants[0].createDate).toBeInstanceOf(Date);
    z.array(Hydrant).parse(hydrants);
    z.array(Material).parse(await materials.list(clients.base));
    z.array(VehicleBlueprint).parse(await blueprints.list(clients.base));
    z.array(QualificationGroup).parse(await groups.list(clients.base));
  });

  it('should update a hydrant unchanged with 200', async () => {
    const [hydrant] = await hydrantCalls.list(clients.base);
    await expect(hydrantCalls.update(clients.base, hydrant)).resolves.toBe(true);
  });

  it('should create a material with 201 and delete it with 200', async () => {
    const material = Material.parse(await materials.create(clients.base, { name: `Vertragstest ${Date.now()}` }));
    await expect(materials.remove(clients.base, { uid: material.uid, lastUpdate: material.lastUpdate })).resolves.toBe(true);
  });

  it('should answer an invalid create with 400 and field errors', async () => {
    const error = await materials.create(clients.base, { name: '' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, fieldErrors: { name: expect.any(String) } });
  });

  it('should geocode a German town and reject an unknown place with 404', async () => {
    const result = GeocodingResult.parse(
      await geocode(clients.base, { street: 'Rathausmarkt', number: '1', zip: '20095', city: 'Hamburg' }),
    );
    // Hamburg's centre, give or take the gazetteer's point.
    expect(result.lat).toBeCloseTo(53.55, 0);
    expect(result.lon).toBeCloseTo(10.0, 0);
    // The demo town is fictional: the offline gazetteer does not know it, and the call rejects.
    const unknown = geocode(clients.base, { street: 'Am Gerätehaus', number: '1', zip: '99441', city: 'Musterstadt' });
    await expect(unknown).rejects.toMatchObject({ status: 404 });
  });
});
