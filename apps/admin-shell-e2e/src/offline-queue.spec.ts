import { expect, test, type Page } from '@playwright/test';
import { waitForServiceWorker } from './support/service-worker';
import { signInAsDemoAdmin } from './support/session';

/**
 * Issue 41 end to end, with the app's service worker (it makes the offline reload start the app):
 * the list a user saw shows offline after a reload with its „Stand“ note; an edit made offline
 * survives closing the page and arrives exactly once when the connection returns, and „Verlauf“
 * shows it; after sign-out IndexedDB holds nothing of the user's data.
 */
test.use({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'allow' });
test.setTimeout(120_000);

const main = (page: Page) => page.getByRole('main');
const field = (page: Page, name: string) => main(page).getByRole('textbox', { name, exact: true });
const UPDATE_PATH = /\/hydrant\/update\/?$/;

async function createHydrant(page: Page, name: string) {
  await page.goto('/hydrant/create');
  await expect(page.getByRole('heading', { level: 2, name: 'Neuen Hydranten anlegen' })).toBeVisible();
  await field(page, 'Name').fill(name);
  await main(page).getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText(`Der Hydrant „${name}“ wurde angelegt.`)).toBeVisible();
  await expect(page).toHaveURL(/\/hydrant$/);
}

async function search(page: Page, text: string) {
  await main(page).getByRole('searchbox', { name: 'Suchen' }).fill(text);
  await expect(main(page).getByRole('cell', { name: text, exact: true })).toBeVisible();
}

/** The keys held by the app's offline databases (`rescue-admin-offline:<uid>`), per database. */
function offlineKeys(page: Page): Promise<Record<string, number>> {
  return page.evaluate(async () => {
    const counts: Record<string, number> = {};
    for (const { name } of await indexedDB.databases()) {
      if (!name?.startsWith('rescue-admin-offline:')) continue;
      counts[name] = await new Promise<number>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('keyval')) return resolve(0);
          const count = db.transaction('keyval').objectStore('keyval').count();
          count.onsuccess = () => {
            db.close();
            resolve(count.result);
          };
          count.onerror = () => reject(count.error);
        };
      });
    }
    return counts;
  });
}

/** The user's persisted clients (the offline stores' values), as JSON. */
function offlineStores(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const values: string[] = [];
    for (const { name } of await indexedDB.databases()) {
      if (!name?.startsWith('rescue-admin-offline:')) continue;
      const found = await new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('keyval')) return resolve([]);
          const read = db.transaction('keyval').objectStore('keyval').getAll();
          read.onsuccess = () => {
            db.close();
            resolve(read.result.map((value) => JSON.stringify(value)));
          };
          read.onerror = () => reject(read.error);
        };
      });
      values.push(...found);
    }
    return values;
  });
}

/** Whether the user's offline store holds `text` somewhere. */
const offlineStoreHolds = async (page: Page, text: string) => (await offlineStores(page)).some((value) => value.includes(text));

/** How many writes the user's offline store keeps as waiting. */
const storedWrites = async (page: Page) =>
  (await offlineStores(page)).reduce((sum, value) => sum + ((JSON.parse(value) as { state?: { mutations?: unknown[] } }).state?.mutations?.length ?? 0), 0);

test('the list shows offline after a reload, an offline edit survives closing the page and arrives once, sign-out leaves nothing', async ({ page, context }) => {
  const name = `Hydrant Offline ${Date.now().toString(36)}`;
  await signInAsDemoAdmin(page);
  await waitForServiceWorker(page);
  await createHydrant(page, name);
  await search(page, name);
  // The list with the new hydrant is in the store (written at most once a second) before the connection goes.
  await expect.poll(() => offlineStoreHolds(page, name)).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(main(page).getByText(/^Offline – Stand vom \d{2}\.\d{2}\., \d{2}:\d{2} Uhr$/)).toBeVisible();
  await search(page, name);

  // Edit offline: the save waits, the header names it.
  await main(page).getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) }).getByRole('button', { name: 'Bearbeiten' }).click();
  await field(page, 'Beschreibung').fill('Offline geändert');
  await main(page).getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('button', { name: '1 Änderung wartet auf die Verbindung' })).toBeVisible();
  await page.close();

  // A new page, still offline: the change is still queued; online it is sent exactly once.
  const next = await context.newPage();
  const updates: string[] = [];
  context.on('request', (request) => {
    if (request.method() === 'POST' && UPDATE_PATH.test(new URL(request.url()).pathname)) updates.push(request.url());
  });
  await next.goto('/hydrant');
  await expect(next.getByRole('button', { name: '1 Änderung wartet auf die Verbindung' })).toBeVisible();
  await context.setOffline(false);
  await expect(next.getByRole('button', { name: /wartet auf die Verbindung/ })).toHaveCount(0);
  // Once the page has taken the answer in, the store no longer keeps the write; it met no conflict.
  await expect.poll(() => storedWrites(next)).toBe(0);
  expect(updates.length).toBeGreaterThanOrEqual(1);
  await expect(next.getByRole('alert').filter({ hasText: 'Änderung nicht gespeichert' })).toHaveCount(0);
  const sent = updates.length;

  // The API holds it exactly once: „Verlauf“ shows the one change, a fresh load from the server has it.
  await next.reload();
  await search(next, name);
  const row = main(next).getByRole('row').filter({ has: next.getByRole('cell', { name, exact: true }) });
  await expect(row.getByRole('cell', { name: 'Offline geändert' })).toBeVisible();
  await row.getByRole('button', { name: 'Bearbeiten' }).click();
  await main(next).getByRole('button', { name: 'Verlauf' }).click();
  const history = main(next).locator('section').filter({ has: next.getByRole('button', { name: 'Verlauf' }) });
  await expect(history.getByRole('listitem').filter({ hasText: 'hat den Eintrag geändert' })).toHaveCount(1);
  await expect(history.getByText('Beschreibung: (leer) → Offline geändert', { exact: true })).toBeVisible();
  // Answered, it is never sent again.
  expect(updates).toHaveLength(sent);

  // Sign-out: nothing of the user's data is left in IndexedDB.
  await next.getByRole('button', { name: 'Abmelden' }).click();
  await expect(next).toHaveURL(/\/login$/);
  await expect.poll(async () => Object.values(await offlineKeys(next)).reduce((sum, keys) => sum + keys, 0)).toBe(0);
});
