import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInAsDemoAdmin } from './support/session';

/**
 * Issue #12 end to end, against the real local stack: two sessions edit the same hydrant and the
 * later save is told in German who changed it (and keeps what was typed); a hydrant's „Verlauf“
 * shows the change with German labels; a hydrant saved offline waits, says so, and is created
 * exactly once when the connection returns; a form opened from a loaded list opens offline too.
 */
test.use({ viewport: { width: 1280, height: 800 } });
test.setTimeout(120_000);

const main = (page: Page) => page.getByRole('main');
const field = (page: Page, name: string) => main(page).getByRole('textbox', { name, exact: true });

async function choose(page: Page, combobox: string, option: string) {
  await main(page).getByRole('combobox', { name: combobox, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function search(page: Page, text: string) {
  await main(page).getByRole('searchbox', { name: 'Suchen' }).fill(text);
  await expect(main(page).getByRole('cell', { name: text, exact: true })).toBeVisible();
}

async function createHydrant(page: Page, name: string) {
  await page.goto('/hydrant/create');
  await expect(page.getByRole('heading', { level: 2, name: 'Neuen Hydranten anlegen' })).toBeVisible();
  await field(page, 'Name').fill(name);
  await main(page).getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText(`Der Hydrant „${name}“ wurde angelegt.`)).toBeVisible();
  await expect(page).toHaveURL(/\/hydrant$/);
}

/** From the list: the hydrant's edit form, read at the version the list shows. */
async function openEdit(page: Page, name: string) {
  await page.goto('/hydrant');
  await search(page, name);
  await main(page).getByRole('button', { name: 'Bearbeiten' }).click();
  await expect(page).toHaveURL(/\/hydrant\/edit\?uid=/);
  await expect(field(page, 'Name')).toHaveValue(name);
}

async function signedInPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAsDemoAdmin(page);
  return page;
}

test('two sessions edit the same hydrant: the later save is told who changed it, keeps its input, and the earlier save stands', async ({ browser }) => {
  const name = `Hydrant Konflikt ${Date.now().toString(36)}`;
  const first = await signedInPage(browser);
  const second = await signedInPage(browser);
  await createHydrant(first, name);

  // Both read the same version.
  await openEdit(first, name);
  await openEdit(second, name);

  await field(first, 'Beschreibung').fill('Von der ersten Sitzung');
  await main(first).getByRole('button', { name: 'Speichern' }).click();
  await expect(first.getByText(`Die Änderungen am Hydranten „${name}“ wurden gespeichert.`)).toBeVisible();

  await field(second, 'Beschreibung').fill('Von der zweiten Sitzung');
  await main(second).getByRole('button', { name: 'Speichern' }).click();

  await expect(main(second).getByText('Dieser Eintrag wurde inzwischen von Erika Mustermann geändert.')).toBeVisible();
  await expect(field(second, 'Beschreibung')).toHaveValue('Von der zweiten Sitzung');
  await expect(main(second).getByRole('button', { name: 'Aktuellen Stand laden' })).toBeVisible();
  await expect(main(second).getByRole('button', { name: 'Trotzdem speichern' })).toBeVisible();

  // The list has the earlier save, not the refused one.
  await main(second).getByRole('button', { name: 'Abbrechen' }).click();
  await search(second, name);
  const row = main(second).getByRole('row').filter({ has: second.getByRole('cell', { name, exact: true }) });
  await expect(row.getByRole('cell', { name: 'Von der ersten Sitzung' })).toBeVisible();
  await expect(main(second).getByText('Von der zweiten Sitzung')).toHaveCount(0);

  await first.context().close();
  await second.context().close();
});

test('the „Verlauf“ of an edited hydrant shows the change with German labels', async ({ page }) => {
  const name = `Hydrant Verlauf ${Date.now().toString(36)}`;
  await signInAsDemoAdmin(page);
  await createHydrant(page, name);
  await openEdit(page, name);
  await choose(page, 'Durchmesser', 'Durchmesser 150 mm');
  await choose(page, 'Typ', 'Überflurhydrant');
  await main(page).getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText(`Die Änderungen am Hydranten „${name}“ wurden gespeichert.`)).toBeVisible();

  await openEdit(page, name);
  await main(page).getByRole('button', { name: 'Verlauf' }).click();

  const history = main(page).locator('section').filter({ has: page.getByRole('button', { name: 'Verlauf' }) });
  const entries = history.getByRole('listitem').filter({ hasText: 'hat den Eintrag' });
  await expect(entries.first()).toContainText('Erika Mustermann hat den Eintrag geändert');
  await expect(entries.first()).toContainText('jetzt');
  await expect(history.getByText('Durchmesser: Durchmesser 300 mm → Durchmesser 150 mm')).toBeVisible();
  await expect(history.getByText('Typ: Keine Angabe → Überflurhydrant')).toBeVisible();
  await expect(entries.last()).toContainText('Erika Mustermann hat den Eintrag angelegt');
});

test('a hydrant saved offline waits, says so, and is created once when the connection returns', async ({ page, context }) => {
  const name = `Hydrant Offline ${Date.now().toString(36)}`;
  await signInAsDemoAdmin(page);
  await page.goto('/hydrant/create');
  await expect(page.getByRole('heading', { level: 2, name: 'Neuen Hydranten anlegen' })).toBeVisible();
  await field(page, 'Name').fill(name);

  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: 'Keine Verbindung – Änderungen werden gesendet, sobald die Verbindung wieder besteht.' })).toBeVisible({
    timeout: 1_000,
  });
  await main(page).getByRole('button', { name: 'Speichern' }).click();

  await expect(main(page).getByText('Wartet auf die Verbindung')).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Nicht senden' })).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Speichern' })).toBeDisabled();
  await expect(field(page, 'Name')).toHaveValue(name);

  await context.setOffline(false);

  await expect(page.getByText(`Der Hydrant „${name}“ wurde angelegt.`)).toBeVisible();
  await expect(page.getByText('Keine Verbindung – Änderungen werden gesendet')).toHaveCount(0);
  await expect(page).toHaveURL(/\/hydrant$/);
  await main(page).getByRole('searchbox', { name: 'Suchen' }).fill(name);
  await expect(main(page).getByRole('cell', { name, exact: true })).toHaveCount(1);
  // Also after a fresh load from the server.
  await page.reload();
  await main(page).getByRole('searchbox', { name: 'Suchen' }).fill(name);
  await expect(main(page).getByRole('cell', { name, exact: true })).toHaveCount(1);
});

test('a form opened from a loaded list opens also when the connection is gone since', async ({ page, context }) => {
  await signInAsDemoAdmin(page);
  // The forms are in chunks of their own, fetched once the list shows its records.
  for (const [path, heading, chunk] of [
    ['/hydrant', 'Neuen Hydranten anlegen', 'hydrant-form-page'],
    ['/customer', 'Neuen Kunden anlegen', 'customer-form'],
  ]) {
    // The list fetches its form's chunk when the browser is next idle after showing the rows.
    const formChunk = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith(`/assets/${chunk}-`));
    await page.goto(path);
    await expect(main(page).getByRole('button', { name: 'Bearbeiten' }).first()).toBeVisible();
    await formChunk;

    await context.setOffline(true);
    await main(page).getByRole('button', { name: 'Neu anlegen' }).first().click();
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await expect(field(page, 'Name')).toBeEditable();
    await context.setOffline(false);
  }
});

test('leaving a changed form asks first: a menu link and the back button wait for „Verwerfen“, „Weiter bearbeiten“ keeps the input', async ({ page }) => {
  await signInAsDemoAdmin(page);
  await page.goto('/hydrant');
  await expect(main(page).getByRole('button', { name: 'Bearbeiten' }).first()).toBeVisible();
  await main(page).getByRole('button', { name: 'Neu anlegen' }).first().click();
  await expect(page.getByRole('heading', { level: 2, name: 'Neuen Hydranten anlegen' })).toBeVisible();
  await field(page, 'Name').fill('Hydrant am Sportplatz');
  const dialog = page.getByRole('alertdialog', { name: 'Ungespeicherte Änderungen verwerfen?' });

  // A menu link: held, the address and the input stay.
  await page.getByRole('navigation').getByRole('link', { name: 'Materialverwaltung' }).click();
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/hydrant\/create$/);
  await dialog.getByRole('button', { name: 'Weiter bearbeiten' }).click();
  await expect(dialog).toBeHidden();
  await expect(field(page, 'Name')).toHaveValue('Hydrant am Sportplatz');

  // The browser's back button: the browser has moved already; the app moves it back and asks.
  await page.goBack();
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/hydrant\/create$/);
  await dialog.getByRole('button', { name: 'Weiter bearbeiten' }).click();
  await expect(field(page, 'Name')).toHaveValue('Hydrant am Sportplatz');

  // Asked again, „Verwerfen“ goes back to the list, and forward leads to an empty form.
  await page.goBack();
  await dialog.getByRole('button', { name: 'Verwerfen' }).click();
  await expect(page).toHaveURL(/\/hydrant$/);
  await expect(main(page).getByRole('button', { name: 'Bearbeiten' }).first()).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('heading', { level: 2, name: 'Neuen Hydranten anlegen' })).toBeVisible();
  await expect(field(page, 'Name')).toHaveValue('');
});
