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
 * The invitation link the user screen shows after „Speichern“ of a new user: the new user's form
 * opens with it to copy (and a QR code). Goes back to the list afterwards, as the user would.
 */
export async function invitationLinkAfterCreate(page: Page): Promise<string> {
  const field = page.getByRole('textbox', { name: 'Einladungslink' });
  await expect(field).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR-Code des Einladungslinks' })).toBeVisible();
  const link = await field.inputValue();
  expect(link).toMatch(/\/einladung#[A-Za-z0-9_-]{43}$/);
  await page.getByRole('button', { name: 'Zurück' }).click();
  await expect(field).toHaveCount(0);
  return link;
}

/** Opens an invitation in `page` (on the app under test), sets the password and is signed in. */
export async function acceptInvitation(page: Page, link: string, password: string): Promise<void> {
  await page.goto(`/einladung${new URL(link).hash}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Einladung annehmen' })).toBeVisible();
  await page.getByLabel('Neues Passwort').fill(password);
  await page.getByLabel('Passwort wiederholen').fill(password);
  await page.getByRole('button', { name: 'Passwort festlegen und anmelden' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Einladung annehmen' })).toHaveCount(0);
}
