import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAsDemoAdmin } from './support/session';
import { SPEC_ONLY, specScenarioOn } from './support/profile';

/**
 * Issue #6 end to end, against the real local stack: an administrator creates, edits (via the
 * list, and again by its link /hydrant/edit?uid=…) and deletes a hydrant, finds /hydrant/edit without a selection to be "not found",
 * creates, renames and deletes a material, and syncs beacons and gateways — on a desktop and on
 * a phone. The list with 10,000 hydrants more: hydrants-at-scale.spec.ts.
 */
const VIEWPORTS = [
  { label: 'desktop', width: 1280, height: 800 },
  { label: 'phone', width: 375, height: 740 },
] as const;

const main = (page: Page) => page.getByRole('main');
/** A labelled field of the open form (labels are exact: "Name" is not "Nachname"). */
const field = (page: Page, name: string) => main(page).getByRole('textbox', { name, exact: true });
const numberField = (page: Page, name: string) => main(page).getByRole('spinbutton', { name, exact: true });

async function choose(page: Page, combobox: string, option: string) {
  await main(page).getByRole('combobox', { name: combobox, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Narrows a list to one record, so that its row actions are the only ones on the page. */
async function search(page: Page, text: string, searchbox = 'Suchen') {
  await main(page).getByRole('searchbox', { name: searchbox }).fill(text);
  // The table announces its result count once the search has been applied.
  await expect(main(page).getByRole('status').filter({ hasText: /^1 von [\d.]+ Einträgen$/ })).toBeVisible();
  await expect(main(page).getByText(text, { exact: true }).first()).toBeVisible();
}

/**
 * Closes a notice, as one does when it covers what comes next: on a phone the notices sit at the
 * bottom, over the lower part of the list (a first card's buttons) for their 5 s.
 */
async function closeNotice(page: Page, text: string) {
  const notice = page.getByRole('region', { name: 'Benachrichtigungen' }).getByRole('listitem').filter({ hasText: text });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Schließen' }).click();
  await expect(notice).toHaveCount(0);
}

async function save(page: Page, notice: string) {
  await main(page).getByRole('button', { name: 'Speichern' }).click();
  await closeNotice(page, notice);
  // Back on the list, which already shows the change.
  await expect(main(page).getByRole('searchbox', { name: 'Suchen' })).toBeVisible();
}

async function deleteRecord(page: Page, name: string, dialogTitle: string, notice: string) {
  await search(page, name);
  await main(page).getByRole('button', { name: 'Löschen' }).click();
  const dialog = page.getByRole('alertdialog', { name: dialogTitle });
  await expect(dialog).toContainText(`„${name}“`);
  await dialog.getByRole('button', { name: 'Löschen' }).click();
  await expect(page.getByText(notice)).toBeVisible();
  await expect(main(page).getByText(name, { exact: true })).toHaveCount(0);
}

async function expectNoSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** The section of the assets page under its h2. */
const assetSection = (page: Page, title: string) =>
  main(page).locator('section').filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });

/**
 * Syncs one asset section and checks that the named asset's lastSynced is now: its last `<time>`
 * (lastUpdated comes before lastSynced in table and card) must be no older than the click.
 */
async function syncAndCheck(page: Page, section: Locator, kind: 'Beacons' | 'Gateways', asset: string) {
  await section.getByRole('searchbox', { name: `${kind} durchsuchen` }).fill(asset);
  await expect(section.getByText(asset, { exact: true })).toBeVisible();
  const before = Date.now() - 2_000;

  await section.getByRole('button', { name: `${kind} synchronisieren` }).click();

  // „jetzt“ alone proves nothing: a colleague's (or the other viewport's) sync less than a minute
  // ago reads „jetzt“ too. The time itself must move to the click's.
  const lastSynced = section.locator('time').last();
  await expect.poll(async () => Date.parse((await lastSynced.getAttribute('datetime')) ?? ''), { timeout: 10_000 }).toBeGreaterThanOrEqual(before);
  await expect(lastSynced).toHaveText('jetzt');
  // It covers the next section's button on a phone.
  await closeNotice(page, `Die ${kind} wurden synchronisiert.`);
}

for (const viewport of VIEWPORTS) {
  test.describe(`hydrants, materials and assets on a ${viewport.width} px ${viewport.label}`, { tag: specScenarioOn(viewport) }, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    test.setTimeout(120_000);

    test('an administrator creates, edits and deletes a hydrant', async ({ page }) => {
      const run = `${viewport.label}-${Date.now().toString(36)}`;
      const hydrant = `Hydrant E2E ${run}`;
      await signInAsDemoAdmin(page);

      await page.goto('/hydrant');
      await expect(page.getByRole('heading', { level: 1, name: 'Hydrantenverwaltung' })).toBeVisible();
      await main(page).getByRole('button', { name: 'Neu anlegen' }).first().click();
      await expect(page).toHaveURL(/\/hydrant\/create$/);
      await expect(page.getByRole('heading', { level: 2, name: 'Neuen Hydranten anlegen' })).toBeVisible();
      // SPEC §4 defaults.
      await expect(main(page).getByRole('combobox', { name: 'Durchmesser', exact: true })).toHaveValue('Durchmesser 300 mm');
      await expect(main(page).getByRole('combobox', { name: 'Typ', exact: true })).toHaveValue('Keine Angabe');
      await field(page, 'Name').fill(hydrant);
      await field(page, 'Beschreibung').fill('Vor dem Gerätehaus');
      await choose(page, 'Typ', 'Überflurhydrant');
      await numberField(page, 'Breitengrad').fill('51.0042');
      await numberField(page, 'Längengrad').fill('10.0017');
      await save(page, `Der Hydrant „${hydrant}“ wurde angelegt.`);
      await expect(page).toHaveURL(/\/hydrant$/);

      // Edit via the list: the search survives the round trip through /hydrant/edit.
      await search(page, hydrant);
      await expectNoSidewaysScroll(page, viewport.width);
      await expect(main(page).getByText('Überflurhydrant', { exact: true })).toBeVisible();
      await main(page).getByRole('button', { name: 'Bearbeiten' }).click();
      // The edit's URL names the hydrant, so the form can be reloaded and shared.
      await expect(page).toHaveURL(/\/hydrant\/edit\?uid=[^&]+$/);
      const editUrl = page.url();
      await expect(field(page, 'Beschreibung')).toHaveValue('Vor dem Gerätehaus');
      // A spec service keeps no history and detects no concurrent edits: the form says the one
      // and offers no „Verlauf“; apps/api offers the history.
      await expect(main(page).getByText('Gleichzeitige Änderungen werden von diesem Dienst nicht erkannt', { exact: false })).toHaveCount(SPEC_ONLY ? 1 : 0);
      await expect(main(page).getByText('Verlauf', { exact: true })).toHaveCount(SPEC_ONLY ? 0 : 1);
      await choose(page, 'Durchmesser', 'Durchmesser 150 mm');
      await choose(page, 'Verteilerleitung', 'Ringleitung');
      await save(page, `Die Änderungen am Hydranten „${hydrant}“ wurden gespeichert.`);
      await expect(main(page).getByRole('searchbox', { name: 'Suchen' })).toHaveValue(hydrant);
      await expect(main(page).getByText('150 mm', { exact: true })).toBeVisible();
      // Beside apps/api's inspection columns the desktop list leaves the Verteilerleitung to the phone cards and the form.
      if (SPEC_ONLY || viewport.width <= 768) await expect(main(page).getByText('Ringleitung', { exact: true })).toBeVisible();
      else await expect(main(page).getByText('nie geprüft', { exact: true })).toBeVisible();

      // Opened by its link in a fresh page load (no navigation state): the form finds the stored hydrant by its uid.
      await page.goto(editUrl);
      await expect(page.getByRole('heading', { level: 2, name: `Hydrant „${hydrant}“ bearbeiten` })).toBeVisible();
      await expect(field(page, 'Beschreibung')).toHaveValue('Vor dem Gerätehaus');
      await expect(main(page).getByRole('combobox', { name: 'Durchmesser', exact: true })).toHaveValue('Durchmesser 150 mm');
      await expect(main(page).getByRole('combobox', { name: 'Verteilerleitung', exact: true })).toHaveValue('Ringleitung');
      await main(page).getByRole('button', { name: 'Zurück', exact: true }).click();
      await expect(page).toHaveURL(/\/hydrant$/);

      await deleteRecord(page, hydrant, 'Hydrant löschen?', `Der Hydrant „${hydrant}“ wurde gelöscht.`);
    });

    test('/hydrant/edit opened directly shows "not found" with a way back', async ({ page }) => {
      await signInAsDemoAdmin(page);

      // Without a uid (and without a hydrant handed over by the list) there is nothing to edit.
      await page.goto('/hydrant/edit');

      await expect(main(page).getByText('Nicht gefunden')).toBeVisible();
      await expect(main(page).getByText('Es wurde kein Hydrant zum Bearbeiten übergeben.', { exact: false })).toBeVisible();
      await expectNoSidewaysScroll(page, viewport.width);
      await main(page).getByRole('button', { name: 'Zurück zur Liste' }).click();
      await expect(page).toHaveURL(/\/hydrant$/);
      await expect(main(page).getByRole('searchbox', { name: 'Suchen' })).toBeVisible();
    });

    test('an administrator creates, renames and deletes a material', async ({ page }) => {
      const run = `${viewport.label}-${Date.now().toString(36)}`;
      const material = `Wärmebildkamera ${run}`;
      const renamed = `Wärmebildkamera Typ B ${run}`;
      await signInAsDemoAdmin(page);

      await page.goto('/material');
      await expect(page.getByRole('heading', { level: 1, name: 'Materialverwaltung' })).toBeVisible();
      await main(page).getByRole('button', { name: 'Neu anlegen' }).first().click();
      // Not marked required, but an empty name is refused with the reason.
      await main(page).getByRole('button', { name: 'Speichern' }).click();
      await expect(field(page, 'Name')).toHaveAccessibleDescription(/Ein Material ohne Namen kann in keiner Standardbeladung ausgewählt werden/);
      await field(page, 'Name').fill(material);
      await save(page, `Das Material „${material}“ wurde angelegt.`);

      await search(page, material);
      await expectNoSidewaysScroll(page, viewport.width);
      await main(page).getByRole('button', { name: 'Bearbeiten' }).click();
      await expect(field(page, 'Name')).toHaveValue(material);
      await field(page, 'Name').fill(renamed);
      await save(page, `Das Material wurde in „${renamed}“ umbenannt.`);

      await deleteRecord(page, renamed, 'Material löschen?', `Das Material „${renamed}“ wurde gelöscht.`);
    });

    test('an administrator syncs beacons and gateways and sees lastSynced change', async ({ page }) => {
      await signInAsDemoAdmin(page);

      await page.goto('/assets');
      await expect(page.getByRole('heading', { level: 1, name: 'Assets' })).toBeVisible();
      const beacons = assetSection(page, 'Beacons');
      const gateways = assetSection(page, 'Gateways');
      await expect(beacons.getByText('Beacon DLK 23/12', { exact: true })).toBeVisible();
      await expect(gateways.getByText('Gateway Hauptwache', { exact: true })).toBeVisible();
      await expectNoSidewaysScroll(page, viewport.width);

      await syncAndCheck(page, beacons, 'Beacons', 'Beacon DLK 23/12');
      await syncAndCheck(page, gateways, 'Gateways', 'Gateway Gerätehaus Beispielhausen');
      await expectNoSidewaysScroll(page, viewport.width);
    });
  });
}
