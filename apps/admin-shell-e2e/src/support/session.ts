import { expect, type Page } from '@playwright/test';

/** The seeded demo administrator (tools/stack/seed). */
export const DEMO_ADMIN = { email: 'admin@example.org', password: 'Feuerwehr112!', firstname: 'Erika' };

/** Fills and submits the login form of the page currently showing /login. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Passwort').fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

/** Signs in as the demo administrator from /login and waits for the dashboard. */
export async function signInAsDemoAdmin(page: Page): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(DEMO_ADMIN.firstname);
}

/**
 * First sign-in of a user the administrator created: the account still has the initial password,
 * so the app asks for an own one („Eigenes Passwort festlegen“) before anything else. Sets it and
 * waits until the app is there (the dashboard greets the user, or `landing` is visible).
 */
export async function setOwnPassword(page: Page, password: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Eigenes Passwort festlegen' })).toBeVisible();
  await page.getByLabel('Neues Passwort').fill(password);
  await page.getByLabel('Passwort wiederholen').fill(password);
  await page.getByRole('button', { name: 'Passwort festlegen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Eigenes Passwort festlegen' })).toHaveCount(0);
}
