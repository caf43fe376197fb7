import { expect, test, type Page } from '@playwright/test';
import { deflateSync } from 'node:zlib';
import { expectNoAxeViolations } from './support/axe';
import { DEMO_ADMIN, signInAsDemoAdmin } from './support/session';

/**
 * Issue 39 end to end, against the real local stack on a phone (375 px): an inspection „außer
 * Betrieb“ with a photo → the hydrant's map marker says so in its name, the dashboard counts it,
 * the list's chip „Außer Betrieb“ shows it, the Mängelbericht names it; a new inspection „in
 * Ordnung“ sets it back. axe checks the inspection form, the list with chips and the report.
 */
test.setTimeout(150_000);

const main = (page: Page) => page.getByRole('main');

/** A real 64 × 48 PNG (a camera photo stands in): the storage checks the bytes, not only the type. */
function pngPhoto(): Buffer {
  const width = 64;
  const height = 48;
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) rows.set([200, 40 + y, 40 + x], y * (width * 3 + 1) + 1 + x * 3);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

/** The demo administrator's ID token from the Auth emulator, and the API's base service, as the app's config names them. */
async function api(page: Page): Promise<{ base: string; token: string }> {
  const config = (await (await page.request.get('/config.json')).json()) as { services: { base: string }; emulators: { auth: string } };
  const signIn = await page.request.post(`${config.emulators.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password, returnSecureToken: true },
  });
  return { base: config.services.base, token: ((await signIn.json()) as { idToken: string }).idToken };
}

/** The dashboard's „Außer Betrieb: N“. */
async function outOfServiceOnDashboard(page: Page): Promise<number> {
  await page.goto('/');
  const figure = main(page).getByRole('link', { name: /^Außer Betrieb: \d+$/ });
  await expect(figure).toBeVisible();
  return Number((await figure.textContent())?.replace(/\D/g, ''));
}

async function recordInspection(page: Page, uid: string, result: string, fill?: () => Promise<void>) {
  await page.goto(`/hydrant/pruefung?uid=${uid}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Prüfung erfassen' })).toBeVisible();
  await main(page).getByRole('radio', { name: result, exact: true }).check();
  await fill?.();
}

/** A hydrant created through the API (as an import or a colleague would), its uid. */
async function createHydrant(page: Page, name: string, position: { lon: number; lat: number }): Promise<string> {
  const { base, token } = await api(page);
  const created = await page.request.post(`${base}hydrant/`, {
    headers: { authorization: `Bearer ${token}` },
    data: { name, description: 'Vor dem Gerätehaus', ...position, durchmesser: 'MM_150', type: 'UNTERFLURHYDRANT', verteilerLeitung: 'RINGLEITUNG' },
  });
  expect(created.ok()).toBe(true);
  return (await created.json()) as string;
}

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('an inspection „außer Betrieb“ with a photo shows on the map, the dashboard, the filtered list and the Mängelbericht; „in Ordnung“ sets it back', async ({ page }) => {
    const run = Date.now().toString(36);
    const name = `Hydrant Prüfung ${run}`;
    await signInAsDemoAdmin(page);
    const uid = await createHydrant(page, name, { lon: 10.0231, lat: 51.0012 });
    const before = await outOfServiceOnDashboard(page);

    // The round in the field: „außer Betrieb“, a defect, a note and a photo.
    await recordInspection(page, uid, 'außer Betrieb', async () => {
      await main(page).getByRole('checkbox', { name: 'öffnet nicht' }).check();
      await main(page).getByRole('textbox', { name: 'Bemerkung' }).fill('Spindel fest, Wasserversorger informiert');
      await main(page).getByLabel('Fotos').setInputFiles({ name: 'hydrant.png', mimeType: 'image/png', buffer: pngPhoto() });
      await expect(main(page).getByText('Foto 1: hydrant.png')).toBeVisible();
    });
    await expectNoAxeViolations(page, 'inspection form at 375 px');
    await main(page).getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText(`Die Prüfung des Hydranten „${name}“ wurde gespeichert.`)).toBeVisible({ timeout: 20_000 });

    // The map: the marker names the status (not colour alone).
    await page.goto(`/hydrant?view=karte&q=${encodeURIComponent(name)}`);
    await expect(main(page).getByRole('region', { name: 'Karte der Hydranten' }).getByRole('button', { name: `${name}, außer Betrieb` })).toBeVisible();

    // The dashboard counts it and leads to the filtered list, which shows it.
    await expect.poll(() => outOfServiceOnDashboard(page)).toBe(before + 1);
    await main(page).getByRole('link', { name: `Außer Betrieb: ${before + 1}` }).click();
    await expect(page).toHaveURL(/\/hydrant\?.*filter=outOfService/);
    await expect(main(page).getByRole('button', { name: /^Außer Betrieb \(/ })).toHaveAttribute('aria-pressed', 'true');
    await main(page).getByRole('searchbox', { name: 'Suchen' }).fill(name);
    await expect(main(page).getByText(name, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'hydrant list with chips at 375 px');

    // The Mängelbericht names it, with the defect, the note and its position.
    await page.goto('/hydrant/maengelbericht');
    const block = main(page).getByRole('article').filter({ hasText: name });
    await expect(block).toBeVisible();
    await expect(block).toContainText('öffnet nicht');
    await expect(block).toContainText('Spindel fest, Wasserversorger informiert');
    await expect(block).toContainText(/51[,.]0012/);
    await expect(block.getByRole('img', { name: /^Foto 1/ })).toBeVisible();
    await expectNoAxeViolations(page, 'Mängelbericht at 375 px');

    // A new inspection „in Ordnung“ sets it back.
    await recordInspection(page, uid, 'in Ordnung');
    await main(page).getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText(`Die Prüfung des Hydranten „${name}“ wurde gespeichert.`)).toBeVisible();
    await page.goto(`/hydrant?view=karte&q=${encodeURIComponent(name)}`);
    await expect(main(page).getByRole('region', { name: 'Karte der Hydranten' }).getByRole('button', { name: `${name}, in Betrieb` })).toBeVisible();
    await expect.poll(() => outOfServiceOnDashboard(page)).toBe(before);
  });

  test.describe('the round with the device position', () => {
    test.use({ geolocation: { latitude: 51.2001, longitude: 10.2001 }, permissions: ['geolocation'] });

    test('„Prüfrunde“ orders the list\'s hydrants by distance, records one with a tap and offers the next', async ({ page }) => {
      const run = Date.now().toString(36);
      const far = `Runde ${run} Feldweg`;
      const near = `Runde ${run} Gerätehaus`;
      await signInAsDemoAdmin(page);
      await createHydrant(page, far, { lon: 10.2301, lat: 51.2201 });
      await createHydrant(page, near, { lon: 10.2003, lat: 51.2002 });

      await page.goto(`/hydrant?q=${encodeURIComponent(`Runde ${run}`)}`);
      await main(page).getByRole('link', { name: 'Prüfrunde' }).click();
      await expect(page).toHaveURL(/\/hydrant\/runde\?/);
      await expect(main(page).getByText('In meiner Nähe: Nach Entfernung von Ihrem Standort sortiert')).toBeVisible();
      const cards = main(page).getByRole('list', { name: 'Prüfrunde' }).getByRole('listitem');
      await expect(cards).toHaveCount(2);
      await expect(cards.nth(0)).toContainText(near);
      await expect(cards.nth(1)).toContainText(far);
      await expectNoAxeViolations(page, 'Prüfrunde at 375 px');

      await main(page).getByRole('link', { name: `Prüfung erfassen: ${near}` }).click();
      await main(page).getByRole('radio', { name: 'in Ordnung', exact: true }).check();
      await main(page).getByRole('button', { name: 'Speichern' }).click();
      await expect(page.getByText(`Die Prüfung des Hydranten „${near}“ wurde gespeichert.`)).toBeVisible({ timeout: 20_000 });
      const next = main(page).getByRole('region', { name: 'Nächster Hydrant' });
      await expect(next).toContainText(far);
      await expect(next.getByRole('link', { name: `Prüfung erfassen: ${far}` })).toBeVisible();
    });
  });
});

test.describe('at desktop width (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('every new screen passes axe: the inspection form, the list with chips, the Mängelbericht, the round without a position', async ({ page, context }) => {
    await context.clearPermissions();
    const name = `Hydrant Desktop ${Date.now().toString(36)}`;
    await signInAsDemoAdmin(page);
    const uid = await createHydrant(page, name, { lon: 10.1, lat: 51.1 });

    await recordInspection(page, uid, 'mit Mängeln', async () => {
      await main(page).getByRole('checkbox', { name: 'Schild fehlt' }).check();
    });
    await expectNoAxeViolations(page, 'inspection form at 1280 px');
    await main(page).getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText(`Die Prüfung des Hydranten „${name}“ wurde gespeichert.`)).toBeVisible({ timeout: 20_000 });

    await page.goto('/hydrant?filter=overdue');
    await expect(main(page).getByRole('button', { name: /^Überfällig \(/ })).toHaveAttribute('aria-pressed', 'true');
    await expectNoAxeViolations(page, 'hydrant list with chips at 1280 px');

    await page.goto('/hydrant/maengelbericht');
    await expect(main(page).getByRole('article').filter({ hasText: name })).toContainText('Schild fehlt');
    await expectNoAxeViolations(page, 'Mängelbericht at 1280 px');

    await page.goto('/hydrant/runde');
    await expect(main(page).getByText(/Die Hydranten sind nach Fälligkeit sortiert/)).toBeVisible();
    await expectNoAxeViolations(page, 'Prüfrunde at 1280 px');
  });
});
