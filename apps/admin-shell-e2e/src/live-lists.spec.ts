import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN } from './support/session';
import { createUser, firstSignIn, type NewUser } from './support/users';

/**
 * Issue 40 end to end, against the real local stack in two (three) browsers: what one
 * administrator saves appears in the other's list within 2 s without a reload; the other's open
 * form says who changed the record and who else has it open; a UNIT_ADMIN's browser — and the raw
 * event stream of their session — learns nothing of another customer's records.
 */
test.use({ viewport: { width: 1280, height: 800 } });
test.setTimeout(150_000);

const main = (page: Page) => page.getByRole('main');
const field = (page: Page, name: string) => main(page).getByRole('textbox', { name, exact: true });

async function search(page: Page, text: string) {
  await main(page).getByRole('searchbox', { name: 'Suchen' }).fill(text);
  // The row is in view before the search applies (all rows are): the count says when it has.
  await expect(main(page).getByRole('status').filter({ hasText: /^1 von [\d.]+ Einträgen$/ })).toBeVisible();
  await expect(main(page).getByRole('cell', { name: text, exact: true })).toBeVisible();
}

async function createHydrant(page: Page, name: string) {
  await page.goto('/hydrant/create');
  await expect(page.getByRole('heading', { level: 2, name: 'Neuen Hydranten anlegen' })).toBeVisible();
  await field(page, 'Name').fill(name);
  await main(page).getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText(`Der Hydrant „${name}“ wurde angelegt.`)).toBeVisible();
}

async function openEdit(page: Page, name: string) {
  await page.goto('/hydrant');
  await search(page, name);
  await main(page).getByRole('button', { name: 'Bearbeiten' }).click();
  await expect(field(page, 'Name')).toHaveValue(name);
}

/** The app's runtime config (services, emulators), as the browser reads it. */
async function appConfig(page: Page): Promise<{ services: { base: string }; emulators: { auth: string } }> {
  const response = await page.request.get('/config.json');
  return response.json();
}

/** An ID token for a user, from the Auth emulator (what the browser's session holds). */
async function idToken(page: Page, email: string, password: string): Promise<string> {
  const { emulators } = await appConfig(page);
  const response = await page.request.post(`${emulators.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    data: { email, password, returnSecureToken: true },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()).idToken as string;
}

test('a colleague’s save appears in the other list within 2 s; the open form says who changed it and who else edits it', async ({ page, browser }) => {
  const run = Date.now().toString(36);
  const colleague: NewUser = { mail: `e2e.live.${run}@example.org`, firstname: 'Jonas', lastname: `Weber ${run}`, role: 'Administrator', customer: 'Feuerwehr Musterstadt (FW-MS)' };
  const link = await createUser(page, colleague);
  const other = await firstSignIn(browser, colleague, link, `Wache-Sued-${run}`);
  const erika = page;

  const name = `Hydrant Live ${run}`;
  await createHydrant(erika, name);

  // The colleague's list shows the new hydrant (loaded after it was created) …
  await other.goto('/hydrant');
  await search(other, name);
  const row = main(other).getByRole('row').filter({ has: other.getByRole('cell', { name, exact: true }) });

  // … and Erika's change arrives in it without a reload.
  await openEdit(erika, name);
  await field(erika, 'Beschreibung').fill('Vor der Wache, live');
  await main(erika).getByRole('button', { name: 'Speichern' }).click();
  await expect(erika.getByText(`Die Änderungen am Hydranten „${name}“ wurden gespeichert.`)).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Vor der Wache, live' })).toBeVisible({ timeout: 2_000 });
  await expect(main(other).getByRole('searchbox', { name: 'Suchen' })).toHaveValue(name);

  // Both open the same hydrant: each form names the other.
  await main(other).getByRole('button', { name: 'Bearbeiten' }).click();
  await expect(field(other, 'Beschreibung')).toHaveValue('Vor der Wache, live');
  await openEdit(erika, name);
  await expect(main(other).getByText(`Wird gerade auch von Erika Mustermann bearbeitet.`)).toBeVisible();
  await expect(main(erika).getByText(`Wird gerade auch von Jonas Weber ${run} bearbeitet.`)).toBeVisible();

  // Erika saves: the colleague's form says so before they save, and loads the current state on request.
  await field(other, 'Beschreibung').fill('Vom Kollegen getippt');
  await field(erika, 'Beschreibung').fill('Neu von Erika');
  await main(erika).getByRole('button', { name: 'Speichern' }).click();
  await expect(erika.getByText(`Die Änderungen am Hydranten „${name}“ wurden gespeichert.`)).toBeVisible();
  await expect(main(other).getByText('Dieser Eintrag wurde soeben von Erika Mustermann geändert.')).toBeVisible({ timeout: 2_000 });
  await expect(field(other, 'Beschreibung')).toHaveValue('Vom Kollegen getippt');
  await main(other).getByRole('button', { name: 'Aktuellen Stand laden' }).click();
  await expect(field(other, 'Beschreibung')).toHaveValue('Neu von Erika');

  // Erika deletes it: the colleague's form says so and keeps what is in it.
  await erika.goto('/hydrant');
  await search(erika, name);
  await main(erika).getByRole('button', { name: 'Löschen' }).click();
  await erika.getByRole('alertdialog', { name: 'Hydrant löschen?' }).getByRole('button', { name: 'Löschen' }).click();
  await expect(erika.getByText(`Der Hydrant „${name}“ wurde gelöscht.`)).toBeVisible();
  await expect(main(other).getByText('Dieser Eintrag wurde soeben von Erika Mustermann gelöscht.')).toBeVisible({ timeout: 2_000 });
  await expect(field(other, 'Name')).toHaveValue(name);

  await other.context().close();
});

test('a UNIT_ADMIN learns nothing of another customer’s records — not in the list, not on the raw stream', async ({ page, browser }) => {
  const run = Date.now().toString(36);
  const password = `THW-Live-${run}`;
  const unitAdmin: NewUser = { mail: `e2e.live-thw.${run}@example.org`, firstname: 'Tom', lastname: `Heller ${run}`, role: 'Einheiten-Administrator', customer: 'THW Ortsverband Musterstadt (THW-MS)' };
  const link = await createUser(page, unitAdmin);
  const thw = await firstSignIn(browser, unitAdmin, link, password);
  await thw.goto('/staging');
  await expect(main(thw).getByRole('heading', { level: 1, name: 'Bereitstellungsräume' })).toBeVisible();

  // The raw stream of the UNIT_ADMIN's session, read beside the browser.
  const { services } = await appConfig(page);
  const token = await idToken(page, unitAdmin.mail, password);
  const adminToken = await idToken(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const customers = (await (await page.request.get(`${services.base}customer/all/`, { headers: { authorization: `Bearer ${adminToken}` } })).json()) as { uid: string; name: string }[];
  const customerUid = (name: string) => {
    const customer = customers.find((c) => c.name === name);
    expect(customer, name).toBeDefined();
    return customer?.uid ?? '';
  };
  const ownCustomer = customerUid('THW Ortsverband Musterstadt');
  const otherCustomer = customerUid('Feuerwehr Musterstadt');

  const received = await page.evaluate(
    async ({ url, token: bearer }) => {
      const controller = new AbortController();
      const response = await fetch(url, { headers: { authorization: `Bearer ${bearer}` }, signal: controller.signal });
      const body = response.body;
      if (!body) return response.status;
      const reader = body.getReader();
      const decoder = new TextDecoder();
      let text = '';
      (window as unknown as { stopStream: () => void }).stopStream = () => controller.abort();
      (window as unknown as { streamText: () => string }).streamText = () => text;
      void (async () => {
        for (;;) {
          const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
          if (done) break;
          text += decoder.decode(value, { stream: true });
        }
      })();
      return response.status;
    },
    { url: `${services.base}events`, token },
  );
  expect(received).toBe(200);

  const room = (customerUid: string, name: string) => ({
    name,
    address: { street: 'Hauptstraße', number: '1', zip: '12345', city: 'Musterstadt', additionalInfo: '' },
    rangeAutoerfassung: 0,
    status: 'ACTIVE',
    customerUid,
    lon: 9.9,
    lat: 51.5,
  });
  const create = async (customerUid: string, name: string) => {
    const response = await page.request.post(`${services.base}staging/`, { headers: { authorization: `Bearer ${adminToken}` }, data: room(customerUid, name) });
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()) as string;
  };
  const foreignUid = await create(otherCustomer, `Raum fremd ${run}`);
  const ownUid = await create(ownCustomer, `Raum eigen ${run}`);

  // The own customer's room arrives (the stream works) — the other customer's never did.
  await expect.poll(() => page.evaluate(() => (window as unknown as { streamText: () => string }).streamText()), { timeout: 5_000 }).toContain(ownUid);
  const text = await page.evaluate(() => (window as unknown as { streamText: () => string }).streamText());
  expect(text).not.toContain(foreignUid);
  expect(text).not.toContain(`Raum fremd ${run}`);
  await page.evaluate(() => (window as unknown as { stopStream: () => void }).stopStream());

  // The UNIT_ADMIN's list got the own room live, never the other.
  await expect(main(thw).getByRole('cell', { name: `Raum eigen ${run}`, exact: true })).toBeVisible({ timeout: 2_000 });
  await expect(main(thw).getByText(`Raum fremd ${run}`)).toHaveCount(0);
  await thw.context().close();
});
