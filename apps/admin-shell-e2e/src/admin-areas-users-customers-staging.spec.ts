import { expect, test, type Page } from '@playwright/test';
import { acceptInvitation, invitationLinkAfterCreate, signInAsDemoAdmin, submitLogin } from './support/session';
import { SPEC_INITIAL_PASSWORD, SPEC_ONLY, specScenarioOn } from './support/profile';

/**
 * Issue #5 end to end, against the real local stack: an administrator creates a customer, a user
 * for it (who then comes in through the invitation link) and a staging room whose coordinates come
 * from geocoding; edits and deletes each — on a desktop and on a phone.
 */
const VIEWPORTS = [
  { label: 'desktop', width: 1280, height: 800 },
  { label: 'phone', width: 375, height: 740 },
] as const;

/** Fills a labelled text field of the open form (labels are exact: "Name" is not "Nachname"). */
const field = (page: Page, name: string) => page.getByRole('main').getByRole('textbox', { name, exact: true });
const numberField = (page: Page, name: string) => page.getByRole('main').getByRole('spinbutton', { name, exact: true });

async function choose(page: Page, combobox: string, option: string) {
  const input = page.getByRole('combobox', { name: combobox, exact: true });
  await input.click();
  await input.fill(option.split(' (')[0]);
  await page.getByRole('option', { name: option }).click();
}

/** Narrows the list to one record, so its row actions are the only ones on the page. */
async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Suchen' }).fill(text);
  // The table announces its result count once the search has been applied.
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: /^1 von \d+ Einträgen$/ })).toBeVisible();
  await expect(page.getByRole('main').getByText(text, { exact: true })).toBeVisible();
}

async function openCreateForm(page: Page, title: string) {
  await page.getByRole('button', { name: 'Neu anlegen' }).first().click();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
}

async function save(page: Page, notice: string) {
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText(notice)).toBeVisible();
  // Back on the list, which already shows the change.
  await expect(page.getByRole('searchbox', { name: 'Suchen' })).toBeVisible();
}

async function deleteRecord(page: Page, name: string, dialogTitle: string, notice: string) {
  await search(page, name);
  await page.getByRole('main').getByRole('button', { name: 'Löschen' }).click();
  const dialog = page.getByRole('alertdialog', { name: dialogTitle });
  await expect(dialog).toContainText(`„${name}“`);
  await dialog.getByRole('button', { name: 'Löschen' }).click();
  await expect(page.getByText(notice)).toBeVisible();
  await expect(page.getByRole('main').getByText(name, { exact: true })).toHaveCount(0);
}

async function expectNoSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const viewport of VIEWPORTS) {
  test.describe(`users, customers and staging rooms on a ${viewport.width} px ${viewport.label}`, { tag: specScenarioOn(viewport) }, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    // One long journey through three screens; the dev stack on two shared cores needs the room.
    test.setTimeout(180_000);

    test('an administrator creates, edits and deletes a customer, a user for it and a staging room', async ({ page, browser }) => {
      const run = `${viewport.label}-${Date.now().toString(36)}`;
      const customer = { name: `Feuerwehr E2E ${run}`, kennung: `E2E-${run}`.toUpperCase() };
      const newUser = { mail: `e2e.${run}@example.org`, firstname: 'Jonas', lastname: `Weber ${run}` };
      const room = `Rathausmarkt ${run}`;

      await signInAsDemoAdmin(page);

      // Customer: create, edit.
      await page.goto('/customer');
      await expect(page.getByRole('heading', { level: 1, name: 'Kundenverwaltung' })).toBeVisible();
      await openCreateForm(page, 'Neuen Kunden anlegen');
      await field(page, 'Name').fill(customer.name);
      await field(page, 'Kennung').fill(customer.kennung);
      await field(page, 'Straße').fill('Florianweg');
      await field(page, 'Hausnummer').fill('112');
      await field(page, 'PLZ').fill('20095');
      await field(page, 'Ort').fill('Hamburg');
      await save(page, `Der Kunde „${customer.name}“ wurde angelegt.`);
      await search(page, customer.name);
      await expectNoSidewaysScroll(page, viewport.width);
      await page.getByRole('main').getByRole('button', { name: 'Bearbeiten' }).click();
      await expect(field(page, 'Kennung')).toHaveValue(customer.kennung);
      await numberField(page, 'Anzahl Benutzer').fill('5');
      await save(page, `Die Änderungen am Kunden „${customer.name}“ wurden gespeichert.`);

      // User for that customer: create, sign in as them, edit.
      await page.goto('/user');
      await openCreateForm(page, 'Neuen Benutzer anlegen');
      await field(page, 'E-Mail').fill(newUser.mail);
      await field(page, 'Vorname').fill(newUser.firstname);
      await field(page, 'Nachname').fill(newUser.lastname);
      await choose(page, 'Kunde', `${customer.name} (${customer.kennung})`);
      await page.getByRole('button', { name: 'Speichern' }).click();
      const fresh = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
      const newcomer = await fresh.newPage();
      if (SPEC_ONLY) {
        // A spec service has no invitations: the account opens with the spec's fixed initial
        // password, which the screen tells the administrator to hand on.
        await expect(page.getByText('Das Konto hat das feste Anfangspasswort des Dienstes')).toBeVisible();
        await expect(page.getByRole('searchbox', { name: 'Suchen' })).toBeVisible();
        await newcomer.goto('/login');
        await submitLogin(newcomer, newUser.mail, SPEC_INITIAL_PASSWORD);
      } else {
        // The new user comes in through the invitation link the administrator hands on.
        const link = await invitationLinkAfterCreate(page);
        await acceptInvitation(newcomer, link, `Eigenes-${run}`);
      }
      await expect(newcomer.getByRole('heading', { level: 1 })).toContainText(newUser.firstname);
      await fresh.close();

      await search(page, newUser.mail);
      await page.getByRole('main').getByRole('button', { name: 'Bearbeiten' }).click();
      await choose(page, 'Rolle', 'Einheiten-Administrator');
      await save(page, `Die Änderungen am Benutzer „${newUser.firstname} ${newUser.lastname}“ wurden gespeichert.`);
      await search(page, newUser.mail);
      await expect(page.getByRole('main').getByText('Einheiten-Administrator')).toBeVisible();
      await expect(page.getByRole('main').getByText(customer.name)).toBeVisible();

      // Staging room with coordinates from geocoding: create, edit.
      await page.goto('/staging');
      await openCreateForm(page, 'Neuen Bereitstellungsraum anlegen');
      await field(page, 'Name').fill(room);
      await choose(page, 'Kunde', `${customer.name} (${customer.kennung})`);
      await field(page, 'Straße').fill('Rathausmarkt');
      await field(page, 'Hausnummer').fill('1');
      await field(page, 'PLZ').fill('20095');
      await field(page, 'Ort').fill('Hamburg');
      await page.getByRole('button', { name: 'Koordinaten ermitteln' }).click();
      await expect(page.getByText(/^(Koordinaten ermittelt|Die Koordinaten wurden ermittelt)/)).toBeVisible();
      const lat = Number(await numberField(page, 'Breitengrad').inputValue());
      const lon = Number(await numberField(page, 'Längengrad').inputValue());
      // Hamburg: about 53.55 N, 10.0 E.
      expect(lat).toBeGreaterThan(53);
      expect(lat).toBeLessThan(54);
      expect(lon).toBeGreaterThan(9.5);
      expect(lon).toBeLessThan(10.5);
      await save(page, `Der Bereitstellungsraum „${room}“ wurde angelegt.`);
      await search(page, room);
      await expectNoSidewaysScroll(page, viewport.width);
      await page.getByRole('main').getByRole('button', { name: 'Bearbeiten' }).click();
      await numberField(page, 'Reichweite Autoerfassung (m)').fill('250');
      await save(page, `Die Änderungen am Bereitstellungsraum „${room}“ wurden gespeichert.`);

      // Delete all three (the user and the room first: they refer to the customer).
      await deleteRecord(page, room, 'Bereitstellungsraum löschen?', `Der Bereitstellungsraum „${room}“ wurde gelöscht.`);
      await page.goto('/user');
      await deleteRecord(page, `${newUser.firstname} ${newUser.lastname}`, 'Benutzer löschen?', `Der Benutzer „${newUser.firstname} ${newUser.lastname}“ wurde gelöscht.`);
      await page.goto('/customer');
      await deleteRecord(page, customer.name, 'Kunden löschen?', `Der Kunde „${customer.name}“ wurde gelöscht.`);
    });
  });
}
