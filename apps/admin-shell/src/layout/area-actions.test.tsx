/**
 * Each area's screens, per role, through the shell's real routes: the list offers „Neu anlegen“,
 * „Bearbeiten“ (else „Ansehen“), „Löschen“, „Importieren“ and the assets' sync exactly as the
 * policy table grants the role, and a record opened without the update grant is a read-only form
 * („Nur Lesen“, fields disabled, no „Speichern“). Expectations come from the contract's table.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { reachOf, USER_ROLES, type PolicyAction, type PolicyArea, type UserRole } from '@rescue-admin/api-contract';
import {
  aBeacon,
  aCustomer,
  aGateway,
  aHydrant,
  aMaterial,
  aQualification,
  aQualificationGroup,
  aStagingRoom,
  aUser,
  aVehicleBlueprint,
  aVehicleType,
  theSignedInUser,
} from '@rescue-admin/api-contract/testing';
import { createTestServer, testUrl } from '@rescue-admin/data-access/testing';
import { FEATURES } from '../app/features';
import { grantsHandler, preloadLazyModules, renderApp, signedInHandlers } from '../test/render-app';

/** One record in every list the eight areas load. */
const listHandlers = [
  http.get(testUrl('user.all'), () => HttpResponse.json([aUser({ uid: 'other-user' })])),
  http.get(testUrl('customer.all'), () => HttpResponse.json([aCustomer()])),
  http.get(testUrl('staging.all'), () => HttpResponse.json([aStagingRoom()])),
  http.get(testUrl('hydrant.all'), () => HttpResponse.json([aHydrant()])),
  http.get(testUrl('beacon.all'), () => HttpResponse.json([aBeacon()])),
  http.get(testUrl('gateway.all'), () => HttpResponse.json([aGateway()])),
  http.get(testUrl('material.all'), () => HttpResponse.json([aMaterial()])),
  http.get(testUrl('qualification.all'), () => HttpResponse.json([aQualification()])),
  http.get(testUrl('qualification.groups'), () => HttpResponse.json([aQualificationGroup()])),
  http.get(testUrl('vehicle.blueprints'), () => HttpResponse.json([aVehicleBlueprint()])),
  http.get(testUrl('vehicle.types'), () => HttpResponse.json([aVehicleType()])),
  // A record's „Verlauf“ below its form.
  ...(['user', 'customer', 'staging', 'hydrant', 'beacon', 'gateway', 'material', 'qualification'] as const).map((area) =>
    http.get(testUrl(`${area}.history`), () => HttpResponse.json([])),
  ),
  http.get(testUrl('vehicle.blueprintHistory'), () => HttpResponse.json([])),
];

const server = createTestServer(...signedInHandlers, ...listHandlers);
beforeAll(async () => {
  server.listen();
  await preloadLazyModules(...FEATURES.map((feature) => feature.load));
}, 120_000);
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const granted = (role: UserRole, area: PolicyArea, action: PolicyAction) => reachOf(role, area, action) !== null;
const listable = (role: UserRole, area: PolicyArea) => ['all', 'customer'].includes(reachOf(role, area, 'read') ?? '-');

/** Every area the shell shows with every role that may open it. */
const cells = FEATURES.flatMap((feature) =>
  USER_ROLES.filter((role) => feature.area !== undefined && listable(role, feature.area as PolicyArea)).map((role) => ({
    id: feature.id,
    path: feature.path,
    area: feature.area as PolicyArea,
    role,
  })),
);

async function openAs(role: UserRole, path: string) {
  server.use(http.get(testUrl('user.lookup'), () => HttpResponse.json(theSignedInUser({ role }))), grantsHandler(role));
  renderApp({ path });
  // The rows are there once a row action is.
  return screen.findAllByRole('button', { name: /^(Bearbeiten|Ansehen)$/ }, { timeout: 10_000 });
}

const has = (name: string | RegExp) => screen.queryAllByRole('button', { name }).length > 0;

describe('the lists of the eight areas, per role', () => {
  it.each(cells)('$id as $role: create, edit, delete, import and sync exactly as the table grants', async ({ path, area, role }) => {
    await openAs(role, path);

    expect({ create: has('Neu anlegen'), import: has('Importieren') }).toEqual({
      create: granted(role, area, 'create'),
      // Only the hydrants and materials have an import; it creates records.
      import: (area === 'hydrants' || area === 'materials') && granted(role, area, 'create'),
    });
    expect({ edit: has('Bearbeiten'), view: has('Ansehen') }).toEqual({ edit: granted(role, area, 'update'), view: !granted(role, area, 'update') });
    expect(has('Löschen')).toBe(granted(role, area, 'delete'));
    if (area === 'assets') expect(has(/synchronisieren$/)).toBe(granted(role, area, 'sync'));
  }, 30_000);
});

describe('a record opened from the list, per role', () => {
  it.each(cells)('$id as $role: an editable form with „Speichern“ exactly when the table grants update', async ({ area, path, role }) => {
    const [open] = await openAs(role, path);
    await userEvent.click(open as HTMLElement);

    const form = await screen.findByRole('form', {}, { timeout: 10_000 });
    if (granted(role, area, 'update')) {
      expect(within(form).getByRole('button', { name: 'Speichern' })).toBeInTheDocument();
      expect(screen.queryByText('Nur Lesen')).not.toBeInTheDocument();
    } else {
      expect(screen.getByText('Nur Lesen')).toBeInTheDocument();
      expect(within(form).queryByRole('button', { name: 'Speichern' })).not.toBeInTheDocument();
      const fields = within(form).queryAllByRole('textbox');
      expect(fields.length).toBeGreaterThan(0);
      for (const field of fields) expect(field).toBeDisabled();
    }
  }, 30_000);
});

describe('the import opened by its address, per role', () => {
  const imports = cells.filter(({ area }) => area === 'hydrants' || area === 'materials');

  it.each(imports)('$id as $role: the import screen exactly when the table grants create', async ({ path, area, role }) => {
    server.use(http.get(testUrl('user.lookup'), () => HttpResponse.json(theSignedInUser({ role }))), grantsHandler(role));
    renderApp({ path: `${path}/import` });

    if (granted(role, area, 'create')) {
      expect(await screen.findByLabelText(/CSV-Datei/i, {}, { timeout: 10_000 })).toBeInTheDocument();
      expect(screen.queryByText('Dafür fehlt Ihnen die Berechtigung.')).not.toBeInTheDocument();
    } else {
      expect(await screen.findByText('Dafür fehlt Ihnen die Berechtigung.', {}, { timeout: 10_000 })).toBeInTheDocument();
      expect(screen.queryByLabelText(/CSV-Datei/i)).not.toBeInTheDocument();
    }
  }, 30_000);
});
