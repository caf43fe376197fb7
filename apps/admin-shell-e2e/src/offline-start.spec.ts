import { expect, test, type Page } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { waitForServiceWorker } from './support/service-worker';
import { DEMO_ADMIN, signInAsDemoAdmin } from './support/session';

/**
 * Issue #41, the installable app: with the service worker installed, a signed-in reload without a
 * connection shows the app (not „Loading...“), a list never loaded in this browser says that no
 * „Stand“ is stored, and it recovers by itself when the connection is back; a new deployment is announced („Neue Version verfügbar“) and never swapped under a form
 * with unsaved changes. The worker exists only in the build (`npm start -- --preview`, the e2e
 * default), not behind the Vite dev server.
 */
const SERVED_AS_PRODUCTION = process.env['E2E_APP_MODE'] !== 'dev';
test.skip(!SERVED_AS_PRODUCTION, 'the Vite dev server (E2E_APP_MODE=dev) has no service worker');
test.use({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'allow' });
test.setTimeout(120_000);

const OFFLINE_BANNER = 'Keine Verbindung – Änderungen werden gesendet, sobald die Verbindung wieder besteht.';

/** Whether a new worker is installed and waiting for the user's „Neu laden“. */
const newWorkerWaiting = (page: Page) => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting != null);

/** The folder the stack's Hosting emulator serves (set by tools/stack/e2e-global-setup.mjs). */
const HOSTING_PUBLIC_DIR = process.env['E2E_HOSTING_PUBLIC_DIR'];

/**
 * Deploys "a new build" as the browser sees it: the served sw.js gets one more line (a comment),
 * which makes it a new worker, and the page asks for it at once (browsers do so at each start; the
 * app also every hour). Returns the function that puts the old sw.js back — right after the page
 * found the update, so the other specs' pages, which share the stack, hardly ever see it.
 * (Routing /sw.js through `context.route` does not work: Chromium fetches a worker's update
 * itself, past Playwright's interception.)
 */
async function deployNewBuild(page: Page): Promise<() => void> {
  const file = join(HOSTING_PUBLIC_DIR as string, 'sw.js');
  const deployed = readFileSync(file, 'utf8');
  writeFileSync(file, `${deployed}\n// deployed ${Date.now()}\n`);
  const restore = () => writeFileSync(file, deployed);
  try {
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  } catch (error) {
    restore();
    throw error;
  }
  return restore;
}

test('signed in, a reload without a connection shows the app, and it works again by itself once online', async ({ page, context }) => {
  await signInAsDemoAdmin(page);
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await page.reload();

  // The shell from the worker's cache, with the session Firebase keeps in IndexedDB.
  await expect(page.getByRole('navigation', { name: 'Hauptmenü' })).toBeVisible();
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Keine Verbindung' })).toHaveCount(0);
  // An area's screen comes from the cache too (its chunk and its texts).
  await page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: 'Hydrantenverwaltung' }).click();
  await expect(page.getByRole('heading', { name: 'Hydrantenverwaltung' })).toBeVisible();
  // This browser has never loaded the list: it says so instead of loading without end.
  const noStand = page.getByText('Offline – von dieser Liste ist in diesem Browser noch kein Stand gespeichert. Sie wird geladen, sobald die Verbindung wieder besteht.');
  await expect(noStand).toBeVisible();

  await context.setOffline(false);

  await expect(page.getByText(OFFLINE_BANNER)).toBeHidden();
  // The list's paused request goes out by itself.
  await expect(page.getByRole('main').getByRole('button', { name: 'Bearbeiten' }).first()).toBeVisible();
  await expect(noStand).toBeHidden();
  // Back to the dashboard inside the app (no reload).
  await page.goBack();
  // The user's own lookup went out by itself once the connection was back: the greeting names them.
  await expect(page.getByRole('heading', { level: 1 })).toContainText(DEMO_ADMIN.firstname);
});

test('a new deployment while a form has unsaved changes: the notice, and no reload until the user chooses it', async ({ page }) => {
  test.skip(!HOSTING_PUBLIC_DIR, 'needs the stack this run started (E2E_HOSTING_PUBLIC_DIR): it changes the served sw.js');
  await signInAsDemoAdmin(page);
  await waitForServiceWorker(page);
  await page.goto('/hydrant/create');
  const name = page.getByRole('main').getByRole('textbox', { name: 'Name', exact: true });
  await name.fill('Hydrant am Gerätehaus');

  const restore = await deployNewBuild(page);
  try {
    await expect(page.getByText('Neue Version verfügbar')).toBeVisible({ timeout: 60_000 });
  } finally {
    restore();
  }
  // Announced, not applied: the new worker waits, the form keeps what was typed.
  expect(await newWorkerWaiting(page)).toBe(true);
  await expect(name).toHaveValue('Hydrant am Gerätehaus');

  await page.getByRole('button', { name: 'Neu laden' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Ungespeicherte Änderungen verwerfen?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Weiter bearbeiten' }).click();
  await expect(dialog).toBeHidden();
  await expect(name).toHaveValue('Hydrant am Gerätehaus');
  expect(await newWorkerWaiting(page)).toBe(true);

  await page.getByRole('button', { name: 'Neu laden' }).click();
  // No browser "leave site?" prompt on top of the app's own question.
  page.on('dialog', (prompt) => void prompt.dismiss());
  const reloaded = page.waitForEvent('load');
  await dialog.getByRole('button', { name: 'Verwerfen und neu laden' }).click();
  await reloaded;

  await expect(page.getByRole('heading', { name: 'Neuen Hydranten anlegen' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('');
  await expect(page.getByText('Neue Version verfügbar')).toBeHidden();
  expect(await newWorkerWaiting(page)).toBe(false);
});
