import { expect, type Browser, type Page } from '@playwright/test';
import { acceptInvitation, invitationLinkAfterCreate, signInAsDemoAdmin } from './session';

const field = (page: Page, name: string) => page.getByRole('main').getByRole('textbox', { name, exact: true });

async function choose(page: Page, combobox: string, option: string) {
  const input = page.getByRole('combobox', { name: combobox, exact: true });
  await input.click();
  await input.fill(option.split(' (')[0]);
  await page.getByRole('option', { name: option, exact: true }).click();
}

export interface NewUser {
  mail: string;
  firstname: string;
  lastname: string;
  /** The German role label; the form's default is „Einheiten-Benutzer“. */
  role?: string;
  /** The customer option, "Name (Kennung)". */
  customer: string;
}

/** Creates the user as the demo administrator and returns the invitation link the screen names. */
export async function createUser(page: Page, user: NewUser): Promise<string> {
  await signInAsDemoAdmin(page);
  await page.goto('/user');
  await page.getByRole('button', { name: 'Neu anlegen' }).first().click();
  await expect(page.getByRole('heading', { level: 2, name: 'Neuen Benutzer anlegen' })).toBeVisible();
  await field(page, 'E-Mail').fill(user.mail);
  await field(page, 'Vorname').fill(user.firstname);
  await field(page, 'Nachname').fill(user.lastname);
  if (user.role) await choose(page, 'Rolle', user.role);
  await choose(page, 'Kunde', user.customer);
  await page.getByRole('button', { name: 'Speichern' }).click();
  return invitationLinkAfterCreate(page);
}

/** The new user's way in, in a browser of their own: the invitation link, an own password, signed in. */
export async function firstSignIn(browser: Browser, user: NewUser, link: string, ownPassword: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await acceptInvitation(page, link, ownPassword);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(user.firstname);
  return page;
}

