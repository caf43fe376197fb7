/**
 * What each role sees of the areas: the menu lists exactly the areas the policy table lets the
 * role list (read with reach all or customer) (expectations come from the contract's table, not from a list written here), an area
 * opened by its address without the read grant shows the no-permission screen without asking the
 * API, and a role that may read none of the eight areas lands on a dashboard with their profile.
 */
import { screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { reachOf, USER_ROLES, type PolicyArea, type UserRole } from '@rescue-admin/api-contract';
import { theSignedInUser } from '@rescue-admin/api-contract/testing';
import { createTestServer, testUrl } from '@rescue-admin/data-access/testing';
import { hydrantsFeature } from '@rescue-admin/feature-hydrants';
import { FEATURES } from '../app/features';
import { grantsHandler, preloadLazyModules, renderApp, signedInHandlers } from '../test/render-app';

const server = createTestServer(...signedInHandlers);
beforeAll(async () => {
  server.listen();
  await preloadLazyModules(hydrantsFeature.load);
}, 60_000);
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The API as it answers a signed-in user of `role`: their record and their row of the policy. */
function signInAs(role: UserRole) {
  server.use(
    http.get(testUrl('user.lookup'), () => HttpResponse.json(theSignedInUser({ role }))),
    grantsHandler(role),
  );
}

/** An area's screens are lists: read with reach `self` (only one's own record) does not open them. */
const listable = (role: UserRole, area: PolicyArea) => ['all', 'customer'].includes(reachOf(role, area, 'read') ?? '-');
const readableAreas = (role: UserRole) => FEATURES.filter((feature) => feature.area !== undefined && listable(role, feature.area as PolicyArea));

describe('the menu, per role', () => {
  it.each(USER_ROLES)('given a %s, should list exactly the areas the policy table lets the role list', async (role) => {
    signInAs(role);
    renderApp({ path: '/' });
    await screen.findByRole('heading', { level: 1, name: /Erika/ });
    const expected = readableAreas(role).map((feature) => feature.path);

    const menu = screen.queryByRole('navigation', { name: 'Hauptmenü' });
    const listed = menu ? within(menu).getAllByRole('link').map((link) => link.getAttribute('href')) : [];
    expect(listed).toEqual(expected);
  });
});

describe('an area opened by its address', () => {
  it.each(USER_ROLES.filter((role) => !listable(role, 'users')))(
    'given a %s, who may read only their own user record, should show the no-permission screen at /user',
    async (role) => {
      signInAs(role);
      renderApp({ path: '/user' });
      expect(await screen.findByRole('heading', { level: 1, name: 'Dafür fehlt Ihnen die Berechtigung.' })).toBeInTheDocument();
    },
  );

  it.each(USER_ROLES.filter((role) => !listable(role, 'hydrants')))(
    'given a %s, who may not read hydrants, should show the no-permission screen and not ask for the list',
    async (role) => {
      signInAs(role);
      let asked = false;
      server.use(
        http.get(testUrl('hydrant.all'), () => {
          asked = true;
          return HttpResponse.json([]);
        }),
      );
      renderApp({ path: '/hydrant' });

      expect(await screen.findByRole('heading', { level: 1, name: 'Dafür fehlt Ihnen die Berechtigung.' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
      expect(asked).toBe(false);
    },
  );
});

describe('the dashboard of a role without any area', () => {
  const withoutAreas = USER_ROLES.filter((role) => readableAreas(role).length === 0);

  it('has roles to test (the table gives some roles no area)', () => {
    expect(withoutAreas.length).toBeGreaterThan(0);
  });

  it.each(withoutAreas)('given a %s, should show their own profile and no figures or area links', async (role) => {
    signInAs(role);
    let summaryAsked = false;
    server.use(
      http.get(testUrl('summary.get'), () => {
        summaryAsked = true;
        return HttpResponse.json({}, { status: 403 });
      }),
    );
    renderApp({ path: '/' });

    const profile = await screen.findByRole('region', { name: 'Ihr Profil' });
    expect(within(profile).getByText('Erika Mustermann')).toBeInTheDocument();
    expect(within(profile).getByText('admin@example.org')).toBeInTheDocument();
    expect(await within(profile).findByText('Feuerwehr Musterstadt')).toBeInTheDocument();
    // The role by its German label, not its key.
    const roleLabel = within(profile).getByText('Rolle').nextElementSibling?.textContent;
    expect(roleLabel).toMatch(/Benutzer/);
    expect(roleLabel).not.toBe(role);
    expect(screen.queryByRole('heading', { name: 'Verwaltungsbereiche' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Lagebild' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Hauptmenü' })).not.toBeInTheDocument();
    expect(summaryAsked).toBe(false);
  });
});
