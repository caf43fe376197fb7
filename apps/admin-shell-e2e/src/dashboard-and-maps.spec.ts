import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { acceptInvitation, invitationLinkAfterCreate, signInAsDemoAdmin } from './support/session';

/**
 * Issue 14 end to end, against the real local stack: the dashboard's figures follow a write of
 * this client; the hydrant list's map view clusters, keeps the list's search and the choice over
 * a reload, opens a marker's popup and leads to the form; the form's map sets the coordinates.
 * axe-core checks every new screen at 1280 and 375 px. The local stack has no tile service
 * (config.json without `map`), so the maps draw on a plain background and no request leaves
 * localhost.
 */
const VIEWPORTS = [
  { label: 'desktop', width: 1280, height: 800 },
  { label: 'phone', width: 375, height: 740 },
] as const;

const main = (page: Page) => page.getByRole('main');
const hydrantMap = (page: Page) => main(page).getByRole('region', { name: 'Karte der Hydranten' });

/** Fails the test on any request to a host other than the local stack's. */
function refuseOutsideRequests(page: Page) {
  const outside: string[] = [];
  page.on('request', (request) => {
    const { hostname, protocol } = new URL(request.url());
    if ((protocol === 'http:' || protocol === 'https:') && !['localhost', '127.0.0.1'].includes(hostname)) outside.push(request.url());
  });
  return outside;
}

for (const viewport of VIEWPORTS) {
  test.describe(`dashboard and maps on a ${viewport.width} px ${viewport.label}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    test.setTimeout(120_000);

    test('the dashboard shows live figures that follow a create of this client', async ({ page }) => {
      const material = `Dashboard-Material ${viewport.label}-${Date.now().toString(36)}`;
      await signInAsDemoAdmin(page);

      const materials = main(page).getByRole('link', { name: /^[\d.]+ Materiali?(en)?$/ });
      await expect(materials).toBeVisible();
      await expect(main(page).getByRole('figure', { name: 'Hydranten nach Typ' })).toBeVisible();
      await expect(main(page).getByRole('figure', { name: 'Hydranten nach Durchmesser' })).toBeVisible();
      await expect(main(page).getByRole('figure', { name: 'Beacons' })).toContainText('in den letzten 24 Stunden');
      await expect(main(page).getByText(/von [\d.]+ Fahrzeugvorlagen mit Standardbeladung/)).toBeVisible();
      await expectNoAxeViolations(page, 'dashboard');

      // The figure links to its list; a material created there …
      await materials.click();
      await expect(page).toHaveURL(/\/material$/);
      await main(page).getByRole('button', { name: 'Neu anlegen' }).first().click();
      await main(page).getByRole('textbox', { name: 'Name', exact: true }).fill(material);
      await main(page).getByRole('button', { name: 'Speichern' }).click();
      await expect(page.getByText(`Das Material „${material}“ wurde angelegt.`)).toBeVisible();

      // … is on the dashboard at once, without a reload: the write refreshed the figures.
      await page.getByRole('banner').locator('a[href="/"]').click();
      await expect(page).toHaveURL(/\/$/);
      const latest = main(page).getByRole('link', { name: material });
      await expect(latest).toBeVisible();
      await expect(materials).toBeVisible();
      await latest.click();
      await expect(main(page).getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(material);
    });

    test('the hydrant map clusters, keeps the search and the choice, and leads from a popup to the form', async ({ page }) => {
      const outside = refuseOutsideRequests(page);
      await signInAsDemoAdmin(page);
      await page.goto('/hydrant');

      await main(page).getByRole('button', { name: 'Karte' }).click();
      await expect(page).toHaveURL(/\/hydrant\?view=karte$/);
      await expect(hydrantMap(page)).toBeVisible();
      // The seeded register only: hydrants other specs create meanwhile (the inspection round puts
      // several on one spot) can make up the first cluster, and zooming into them finds no „H-…“.
      await main(page).getByRole('searchbox', { name: 'Suchen' }).fill('H-0');
      await expect(page).toHaveURL(/q=H-0/);
      const clusters = hydrantMap(page).getByRole('button', { name: /^[\d.]+ Hydranten(, [\d.]+ außer Betrieb)?$/ });
      await expect(clusters.first()).toBeVisible();

      // A cluster zooms in until single hydrants (buttons named after them) appear.
      const singles = hydrantMap(page).getByRole('button', { name: /^H-\d{3} / });
      // Each try zooms into a cluster and gives the map a moment to draw what it opened.
      await expect(async () => {
        if ((await singles.count()) === 0) await clusters.first().click();
        await expect(singles.first()).toBeVisible({ timeout: 1_500 });
      }).toPass({ timeout: 20_000 });
      await expectNoAxeViolations(page, 'hydrant map');

      // The list's search applies to the map, and a reload keeps map and search.
      await main(page).getByRole('searchbox', { name: 'Suchen' }).fill('H-007');
      await expect(page).toHaveURL(/view=karte/);
      await expect(page).toHaveURL(/q=H-007/);
      const marker = hydrantMap(page).getByRole('button', { name: /^H-007 / });
      await expect(marker).toBeVisible();
      await expect(hydrantMap(page).getByRole('button', { name: /^H-008 / })).toHaveCount(0);
      await page.reload();
      await expect(hydrantMap(page)).toBeVisible();
      await expect(main(page).getByRole('searchbox', { name: 'Suchen' })).toHaveValue('H-007');
      await expect(marker).toBeVisible();

      // The popup: name, German type and diameter, „Bearbeiten“ → the form with the hydrant.
      await marker.click();
      const popup = page.getByRole('dialog', { name: /^H-007 / });
      await expect(popup).toBeVisible();
      await expect(popup).toContainText(/Überflurhydrant|Unterflurhydrant|Keine Angabe/);
      await expect(popup).toContainText(/Durchmesser (300|150) mm/);
      // Leaflet fades a popup in (0.2 s): measured half-transparent, its muted texts fail contrast.
      await expect(page.locator('.leaflet-popup')).toHaveCSS('opacity', '1');
      await expectNoAxeViolations(page, 'hydrant map popup');
      await popup.getByRole('link', { name: 'Bearbeiten' }).click();
      await expect(page).toHaveURL(/\/hydrant\/edit\?uid=hydrant-007$/);
      await expect(main(page).getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(/^H-007 /);

      // Back from the form: the map with the search, as it was left.
      await main(page).getByRole('button', { name: 'Abbrechen' }).click();
      await expect(page).toHaveURL(/view=karte/);
      await expect(hydrantMap(page)).toBeVisible();
      expect(outside).toEqual([]);
    });

    test('the hydrant form’s map sets the coordinates', async ({ page }) => {
      const outside = refuseOutsideRequests(page);
      await signInAsDemoAdmin(page);
      await page.goto('/hydrant/create');

      const map = main(page).getByRole('region', { name: 'Position auf der Karte' });
      await map.scrollIntoViewIfNeeded();
      await expect(map).toBeVisible();
      const latitude = main(page).getByRole('spinbutton', { name: 'Breitengrad', exact: true });
      const longitude = main(page).getByRole('spinbutton', { name: 'Längengrad', exact: true });
      await expect(latitude).toHaveValue('0');

      await map.click();

      await expect(latitude).not.toHaveValue('0');
      const lat = Number(await latitude.inputValue());
      const lon = Number(await longitude.inputValue());
      // The map starts on Germany.
      expect(lat).toBeGreaterThan(47);
      expect(lat).toBeLessThan(56);
      expect(lon).toBeGreaterThan(5);
      expect(lon).toBeLessThan(16);
      await expectNoAxeViolations(page, 'hydrant form with map');
      expect(outside).toEqual([]);
    });
  });
}

/**
 * An exact count needs records nobody else touches: other specs create and delete in every area
 * meanwhile. A UNIT_ADMIN of a customer made for this test sees the counts of that customer only,
 * so their staging rooms go from exactly 0 to exactly 1.
 */
test.describe('the dashboard count of a new customer', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test.setTimeout(180_000);

  const field = (page: Page, name: string) => main(page).getByRole('textbox', { name, exact: true });
  async function choose(page: Page, combobox: string, option: string) {
    const input = main(page).getByRole('combobox', { name: combobox, exact: true });
    await input.click();
    await input.fill(option.split(' (')[0]);
    await page.getByRole('option', { name: option }).click();
  }

  test('follows a create: 0 → 1 staging room for the customer’s UNIT_ADMIN', async ({ page, browser }) => {
    const run = Date.now().toString(36);
    const customer = { name: `Feuerwehr Lagebild ${run}`, kennung: `LB-${run}`.toUpperCase() };
    const admin = { mail: `e2e.lagebild.${run}@example.org`, firstname: 'Lena', lastname: `Lagebild ${run}` };
    const room = `Bereitstellungsraum Lagebild ${run}`;

    // The demo administrator makes the customer and its UNIT_ADMIN.
    await signInAsDemoAdmin(page);
    await page.goto('/customer');
    await main(page).getByRole('button', { name: 'Neu anlegen' }).first().click();
    await field(page, 'Name').fill(customer.name);
    await field(page, 'Kennung').fill(customer.kennung);
    await field(page, 'Straße').fill('Florianweg');
    await field(page, 'Hausnummer').fill('112');
    await field(page, 'PLZ').fill('20095');
    await field(page, 'Ort').fill('Hamburg');
    await main(page).getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText(`Der Kunde „${customer.name}“ wurde angelegt.`)).toBeVisible();

    await page.goto('/user');
    await main(page).getByRole('button', { name: 'Neu anlegen' }).first().click();
    await field(page, 'E-Mail').fill(admin.mail);
    await field(page, 'Vorname').fill(admin.firstname);
    await field(page, 'Nachname').fill(admin.lastname);
    await choose(page, 'Rolle', 'Einheiten-Administrator');
    await choose(page, 'Kunde', `${customer.name} (${customer.kennung})`);
    await main(page).getByRole('button', { name: 'Speichern' }).click();
    const link = await invitationLinkAfterCreate(page);

    // The UNIT_ADMIN comes in through the invitation, in a browser of their own.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const unitAdmin = await context.newPage();
    await acceptInvitation(unitAdmin, link, `Lagebild-${run}`);
    await expect(unitAdmin.getByRole('heading', { level: 1 })).toContainText(admin.firstname);

    const rooms = main(unitAdmin).getByRole('link', { name: /^\d+ Bereitstellungsr(aum|äume)$/ });
    await expect(rooms).toHaveAccessibleName('0 Bereitstellungsräume');
    await expect(main(unitAdmin).getByRole('link', { name: '1 Benutzer', exact: true })).toBeVisible();

    await rooms.click();
    await expect(unitAdmin).toHaveURL(/\/staging$/);
    await main(unitAdmin).getByRole('button', { name: 'Neu anlegen' }).first().click();
    await field(unitAdmin, 'Name').fill(room);
    await choose(unitAdmin, 'Kunde', `${customer.name} (${customer.kennung})`);
    await field(unitAdmin, 'Straße').fill('Rathausmarkt');
    await field(unitAdmin, 'Hausnummer').fill('1');
    await field(unitAdmin, 'PLZ').fill('20095');
    await field(unitAdmin, 'Ort').fill('Hamburg');
    await main(unitAdmin).getByRole('button', { name: 'Speichern' }).click();
    await expect(unitAdmin.getByText(`Der Bereitstellungsraum „${room}“ wurde angelegt.`)).toBeVisible();

    // Back on the dashboard, without a reload: the write refreshed the figures.
    await unitAdmin.getByRole('banner').locator('a[href="/"]').click();
    await expect(unitAdmin).toHaveURL(/\/$/);
    await expect(rooms).toHaveAccessibleName('1 Bereitstellungsraum');
    await context.close();
  });
});
