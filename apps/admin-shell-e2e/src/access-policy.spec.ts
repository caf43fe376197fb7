import { expect, test } from '@playwright/test';
import { submitLogin } from './support/session';
import { createUser, firstSignIn, type NewUser } from './support/users';

/**
 * The API's access policy as a user meets it, against the real local stack. The demo
 * administrator creates a user on the users screen; the new user comes in through the invitation
 * link, sets an own password, and then sees what their role allows — a UNIT_USER no area at
 * all (no menu, their profile, a refusal at /user), a UNIT_ADMIN only the users of their own
 * customer.
 */
test.use({ viewport: { width: 1280, height: 800 } });
// Two browsers and a password change per test; the stack shares two cores with the browser.
test.setTimeout(120_000);

test('a new UNIT_USER comes in through the invitation, once, and is told the user list is not for them; the spec’s initial password opens nothing', async ({ page, browser }) => {
  const run = Date.now().toString(36);
  /** The fixed initial password SPEC §7 has the client send (and the public bundle carries). */
  const INITIAL_PASSWORD = 'Einsatzbereit2026!';
  const user: NewUser = { mail: `e2e.unit-user.${run}@example.org`, firstname: 'Clara', lastname: `Neumann ${run}`, customer: 'Feuerwehr Musterstadt (FW-MS)' };
  const link = await createUser(page, user);

  // Whoever knows the e-mail and the initial password in the public bundle gets nowhere.
  const attacker = await (await browser.newContext()).newPage();
  await attacker.goto('/login');
  await submitLogin(attacker, user.mail, INITIAL_PASSWORD);
  await expect(attacker.getByText('E-Mail oder Passwort ist falsch.')).toBeVisible();

  const newcomer = await firstSignIn(browser, user, link, `Wache-Nord-${run}`);

  // The link works once: a second browser is told it is no longer valid.
  await attacker.goto(`/einladung${new URL(link).hash}`);
  await expect(attacker.getByText(/Diese Einladung ist nicht mehr gültig/)).toBeVisible();
  await expect(attacker.getByLabel('Neues Passwort')).toHaveCount(0);
  await attacker.context().close();

  // A UNIT_USER may list none of the eight areas (session.grants): no menu, their own profile on
  // the dashboard; the header names the own customer (customer.lookup).
  await expect(newcomer.getByRole('banner')).toContainText('Feuerwehr Musterstadt');
  const profile = newcomer.getByRole('region', { name: 'Ihr Profil' });
  await expect(profile).toContainText(user.mail);
  await expect(profile).toContainText('Einheiten-Benutzer');
  await expect(newcomer.getByRole('navigation', { name: 'Hauptmenü' })).toHaveCount(0);
  // The user list opened by its address: refused at once, without a table or a retry.
  await newcomer.goto('/user');
  await expect(newcomer.getByRole('heading', { level: 1, name: 'Dafür fehlt Ihnen die Berechtigung.' })).toBeVisible();
  await expect(newcomer.getByRole('main').getByRole('table')).toHaveCount(0);
  await expect(newcomer.getByRole('button', { name: 'Erneut versuchen' })).toHaveCount(0);

  // The new password is the one from now on: a fresh sign-in goes straight to the app.
  await newcomer.getByRole('banner').getByRole('button', { name: 'Abmelden' }).click();
  await submitLogin(newcomer, user.mail, `Wache-Nord-${run}`);
  // Signed in again where they left (the refused /user); „Zur Startseite“ leads to their profile.
  await newcomer.getByRole('link', { name: 'Zur Startseite' }).click();
  await expect(newcomer.getByRole('region', { name: 'Ihr Profil' })).toBeVisible();
  await newcomer.context().close();
});

test('a new UNIT_ADMIN of the THW sees only the THW users', async ({ page, browser }) => {
  const run = Date.now().toString(36);
  const user: NewUser = {
    mail: `e2e.unit-admin.${run}@example.org`,
    firstname: 'Tobias',
    lastname: `Brandt ${run}`,
    role: 'Einheiten-Administrator',
    customer: 'THW Ortsverband Musterstadt (THW-MS)',
  };
  const link = await createUser(page, user);

  const unitAdmin = await firstSignIn(browser, user, link, `Ortsverband-${run}`);

  await unitAdmin.goto('/user');
  const main = unitAdmin.getByRole('main');
  await expect(main.getByRole('cell', { name: 'Marie Schulz', exact: true })).toBeVisible();
  await expect(main.getByRole('cell', { name: `${user.firstname} ${user.lastname}`, exact: true })).toBeVisible();
  await expect(main.getByRole('cell', { name: 'Max Mustermann', exact: true })).toHaveCount(0);
  await expect(main.getByRole('cell', { name: 'Erika Mustermann', exact: true })).toHaveCount(0);
  // Every row is a THW user.
  const customerCells = main.getByRole('cell', { name: 'THW Ortsverband Musterstadt', exact: true });
  await expect(customerCells).toHaveCount(await main.getByRole('row').count() - 1);
  await unitAdmin.context().close();
});
