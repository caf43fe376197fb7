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

test('the list shows offline after a reload, an offline edit survives closing the page and arrives once, sign-out leaves nothing', async ({ page, context }) => {
  const name = `Hydrant Offline ${Date.now().toString(36)}`;
  await signInAsDemoAdmin(page);
  await waitForServiceWorker(page);
  await createHydrant(page, name);
  await search(page, name);
  // The list is in the store (written at most once a second) before the connection goes.
  await expect.poll(async () => Object.values(await offlineKeys(page)).reduce((sum, keys) => sum + keys, 0)).toBeGreaterThan(0);

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
  await expect.poll(() => updates.length).toBe(1);

  // „Verlauf“ shows the one change; a fresh load from the server has it.
  await next.reload();
  await search(next, name);
  const row = main(next).getByRole('row').filter({ has: next.getByRole('cell', { name, exact: true }) });
  await expect(row.getByRole('cell', { name: 'Offline geändert' })).toBeVisible();
  await row.getByRole('button', { name: 'Bearbeiten' }).click();
  await main(next).getByRole('button', { name: 'Verlauf' }).click();
  const history = main(next).locator('section').filter({ has: next.getByRole('button', { name: 'Verlauf' }) });
  await expect(history.getByRole('listitem').filter({ hasText: 'hat den Eintrag geändert' })).toHaveCount(1);
  await expect(history.getByText('Beschreibung: (leer) → Offline geändert', { exact: true })).toBeVisible();
  expect(updates).toHaveLength(1);

  // Sign-out: nothing of the user's data is left in IndexedDB.
  await next.getByRole('button', { name: 'Abmelden' }).click();
  await expect(next).toHaveURL(/\/login$/);
  await expect.poll(async () => Object.values(await offlineKeys(next)).reduce((sum, keys) => sum + keys, 0)).toBe(0);
});
