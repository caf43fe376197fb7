import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, signInAsDemoAdmin, submitLogin } from './support/session';
import { SPEC_ONLY, SPEC_SCENARIO } from './support/profile';

test.describe('sign-in', { tag: SPEC_SCENARIO }, () => {
  test('a wrong password shows the German error and keeps the typed e-mail', async ({ page }) => {
    await page.goto('/login');

    await submitLogin(page, DEMO_ADMIN.email, 'falsches-Passwort');

    await expect(page.getByRole('alert')).toContainText('E-Mail oder Passwort ist falsch');
    await expect(page.getByLabel('E-Mail')).toHaveValue(DEMO_ADMIN.email);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the right password lands on the dashboard that greets Erika', async ({ page }) => {
    await page.goto('/login');

    await submitLogin(page, DEMO_ADMIN.email, DEMO_ADMIN.password);

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Erika');
    // A spec service has no summary: the dashboard counts the lists and says what it lacks.
    await expect(page.getByText('Weitere Kennzahlen', { exact: false })).toHaveCount(SPEC_ONLY ? 1 : 0);
  });

  test('a reload keeps the session', async ({ page }) => {
    await signInAsDemoAdmin(page);

    await page.reload();

    await expect(page.getByRole('heading', { level: 1 })).toContainText('Erika');
    await expect(page).not.toHaveURL(/\/login/);
  });

  test('a deep link while signed out goes to the login and back after sign-in', async ({ page }) => {
    await page.goto('/hydrant');
    await expect(page).toHaveURL(/\/login/);

    await submitLogin(page, DEMO_ADMIN.email, DEMO_ADMIN.password);

    await expect(page).toHaveURL(/\/hydrant$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hydrantenverwaltung' })).toBeVisible();
  });
});

test.describe('header', { tag: SPEC_SCENARIO }, () => {
  test('offers the main actions and "Abmelden" ends the session', async ({ page }) => {
    await signInAsDemoAdmin(page);
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Einsatz generieren' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Profil' })).toBeVisible();

    await header.getByRole('button', { name: 'Abmelden' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
    // Signed out for real: the dashboard is not reachable any more.
    await page.goto('/');
    await expect(page).toHaveURL(/\/login/);
  });
});

test.describe('sign-out', () => {
  test('a restored session whose Firebase SDK cannot load (a release replaced it, no cache) still signs out for good', async ({ page }) => {
    await signInAsDemoAdmin(page);
    // Opened again by address, the session restores from what Firebase stored, without the SDK,
    // which then cannot load.
    const firebaseChunk = /\/assets\/firebase-[\w-]+\.js$/;
    await page.route(firebaseChunk, (route) => route.abort());
    await page.goto('/material');
    await expect(page.getByRole('heading', { level: 1, name: 'Materialverwaltung' })).toBeVisible();

    await page.getByRole('banner').getByRole('button', { name: 'Abmelden' }).click();
    await expect(page).toHaveURL(/\/login/);

    // With the SDK back, a new start finds no session: Firebase's stored user went with the sign-out.
    await page.unroute(firebaseChunk);
    await page.goto('/material');
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
  });
});
