import { expect, test, type Page } from '@playwright/test';
import { acceptInvitation, invitationLinkAfterCreate, signInAsDemoAdmin, submitLogin } from './support/session';

/**
 * Accounts only their owner can claim, end to end on the real local stack: the invitation as the
 * new user finds it in their (local) mailbox, and a forgotten password reset through the e-mail.
 */
test.use({ viewport: { width: 1280, height: 800 } });
// Two browsers and two password changes per test; the stack shares two cores with the browser.
test.setTimeout(120_000);

/** One mail of the stack's local mailbox (tools/stack/mailbox.mjs, `/mails.json`). */
interface Mail {
  kind: 'invitation' | 'passwordReset';
  to: string;
  subject: string;
  link: string;
  at: string;
}

const mailboxUrl = () => {
  const url = process.env['E2E_MAILBOX_URL'];
  if (!url) throw new Error('E2E_MAILBOX_URL is not set: the e2e global setup starts the local mailbox');
  return url;
};

/** Waits for the newest mail of `kind` to `to` in the local mailbox (what the person would find in their inbox). */
async function mailTo(page: Page, kind: Mail['kind'], to: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await page.request.get(`${mailboxUrl()}/mails.json`)).json()) as Mail[];
        found = mails.find((mail) => mail.kind === kind && mail.to.toLowerCase() === to.toLowerCase());
        return found !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found as Mail;
}

/** A link of a mail, opened on the app under test (the stack's links name its standard port). */
const onApp = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}${url.hash}`;
};

const field = (page: Page, name: string) => page.getByRole('main').getByRole('textbox', { name, exact: true });
const search = (page: Page, text: string) => page.getByRole('searchbox', { name: 'Suchen' }).fill(text);
/** The list's row of the user with this e-mail (the search filters the list a moment after typing). */
const rowOf = (page: Page, mail: string) => page.getByRole('main').getByRole('row').filter({ hasText: mail });

/** The demo administrator creates a UNIT_USER of Feuerwehr Musterstadt; resolves to the invitation link the screen shows. */
async function createUser(page: Page, mail: string, lastname: string): Promise<string> {
  await signInAsDemoAdmin(page);
  await page.goto('/user');
  await page.getByRole('button', { name: 'Neu anlegen' }).first().click();
  await field(page, 'E-Mail').fill(mail);
  await field(page, 'Vorname').fill('Ina');
  await field(page, 'Nachname').fill(lastname);
  const customer = page.getByRole('combobox', { name: 'Kunde', exact: true });
  await customer.click();
  await customer.fill('Feuerwehr Musterstadt');
  await page.getByRole('option', { name: 'Feuerwehr Musterstadt (FW-MS)' }).click();
  await page.getByRole('button', { name: 'Speichern' }).click();
  return invitationLinkAfterCreate(page);
}

test('the invitation reaches the new user’s mailbox; opened from there it sets their password, and the list says „Aktiv“', async ({ page, browser }) => {
  const run = Date.now().toString(36);
  const mail = `e2e.einladung.${run}@example.org`;
  const shown = await createUser(page, mail, `Postfach ${run}`);

  const invitation = await mailTo(page, 'invitation', mail);
  expect(invitation.link).toBe(shown);
  await search(page, mail);
  await expect(rowOf(page, mail).getByText('Eingeladen', { exact: true })).toBeVisible();

  const newcomer = await (await browser.newContext()).newPage();
  await acceptInvitation(newcomer, invitation.link, `Postfach-${run}`);
  await expect(newcomer.getByRole('heading', { level: 1 })).toContainText('Ina');
  await newcomer.context().close();

  await page.reload();
  await search(page, mail);
  await expect(rowOf(page, mail).getByText('Aktiv', { exact: true })).toBeVisible();
});

test('„Passwort vergessen?“ sets a new password through the e-mail in the local mailbox', async ({ page, browser }) => {
  const run = Date.now().toString(36);
  const mail = `e2e.vergessen.${run}@example.org`;
  const link = await createUser(page, mail, `Vergessen ${run}`);
  const user = await (await browser.newContext()).newPage();
  await acceptInvitation(user, link, `Erstes-${run}`);
  await user.getByRole('banner').getByRole('button', { name: 'Abmelden' }).click();

  await user.getByRole('link', { name: 'Passwort vergessen?' }).click();
  await user.getByLabel('E-Mail').fill(mail);
  await user.getByRole('button', { name: 'Link senden' }).click();
  await expect(user.getByRole('status')).toContainText(`Falls zu ${mail} ein Konto besteht`);

  const reset = await mailTo(user, 'passwordReset', mail);
  await user.goto(onApp(reset.link));
  await expect(user.getByText(`Konto: ${mail}`)).toBeVisible();
  await user.getByLabel('Neues Passwort').fill(`Zweites-${run}`);
  await user.getByLabel('Passwort wiederholen').fill(`Zweites-${run}`);
  await user.getByRole('button', { name: 'Passwort speichern und anmelden' }).click();
  await expect(user.getByRole('heading', { level: 1 })).toContainText('Ina');

  // The new password is the one now; the old one opens nothing.
  await user.getByRole('banner').getByRole('button', { name: 'Abmelden' }).click();
  await submitLogin(user, mail, `Erstes-${run}`);
  await expect(user.getByText('E-Mail oder Passwort ist falsch.')).toBeVisible();
  await submitLogin(user, mail, `Zweites-${run}`);
  await expect(user.getByRole('heading', { level: 1 })).toContainText('Ina');
  await user.context().close();
});
