import { expect, test, type Locator, type Page } from '@playwright/test';
import { deflateSync } from 'node:zlib';
import { signInAsDemoAdmin } from './support/session';
import { specScenarioOn } from './support/profile';

// Issue #7 against the real local stack (Auth emulator, local Storage, API): qualifications with
// groups, vehicle blueprints with a new type, a standard load and an icon in file storage.

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
] as const;

/** A feature's chunk loads on first visit; against the dev server (E2E_APP_MODE=dev) that can take a while. */
const FIRST_ROUTE_LOAD = 30_000;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid one-colour PNG of size×size pixels, made here so that no binary file is committed. */
function solidPng(size: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bit, RGB, default compression/filter, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [r, g, b]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Opens a Dropdown by its label and picks an option. */
async function choose(page: Page, label: string, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

/** Filters the list to one record (the search is kept in the URL) and returns the search box. */
async function searchList(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Suchen' }).fill(text);
  await expect(page).toHaveURL(/[?&]q=/);
}

/** The list's only "Bearbeiten" action (row action on desktop, card action on a phone). */
function editAction(page: Page): Locator {
  return page.getByRole('button', { name: 'Bearbeiten', exact: true });
}

/** Waits until an <img> has loaded and returns its natural width (0 = broken image). */
async function loadedWidth(image: Locator): Promise<number> {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  return image.evaluate((img: HTMLImageElement) => img.naturalWidth);
}

for (const viewport of VIEWPORTS) {
  test.describe(`qualifications and vehicle blueprints at ${viewport.width}px`, { tag: specScenarioOn(viewport) }, () => {
    test.use({ viewport });
    // Sign-in, several saves and an upload through the local stack on two shared cores.
    test.setTimeout(90_000);

    test('a qualification is created with a new group, then edited to no group', async ({ page }) => {
      const suffix = `${viewport.width}-${Date.now()}`;
      const qualification = `Ausbilder Atemschutz ${suffix}`;
      const group = `Ausbildung ${suffix}`;
      await signInAsDemoAdmin(page);
      await page.goto('/qualification');
      await expect(page.getByRole('heading', { level: 1, name: 'Qualifikationen' })).toBeVisible({ timeout: FIRST_ROUTE_LOAD });

      await page.getByRole('button', { name: 'Neu anlegen' }).first().click();
      await expect(page).toHaveURL(/\/qualification\/create$/);
      await page.getByRole('textbox', { name: 'Name', exact: true }).fill(qualification);
      await choose(page, 'Qualifikationsgruppe', 'Neue Gruppe anlegen …');
      await page.getByRole('textbox', { name: 'Name der neuen Qualifikationsgruppe' }).fill(group);
      await page.getByRole('spinbutton', { name: 'Erlaubte Anzahl' }).fill('2');
      await page.getByRole('button', { name: 'Speichern' }).click();

      await expect(page.getByText(`Die Qualifikation „${qualification}“ wurde angelegt.`)).toBeVisible();
      await expect(page).toHaveURL(/\/qualification$/);
      await searchList(page, suffix);
      await expect(page.getByText(group)).toBeVisible();

      await editAction(page).click();
      await expect(page).toHaveURL(/\/qualification\/edit\?uid=[^&]+$/);
      await expect(page.getByRole('combobox', { name: 'Qualifikationsgruppe' })).toHaveValue(group);
      await choose(page, 'Qualifikationsgruppe', 'Keine Gruppe');
      await page.getByRole('button', { name: 'Speichern' }).click();

      await expect(page.getByText(`Die Änderungen an der Qualifikation „${qualification}“ wurden gespeichert.`)).toBeVisible();
      // Back at the list with the same search; after a reload the group is still gone (stored).
      await expect(page).toHaveURL(/\/qualification\?q=/);
      await page.reload();
      await expect(page.getByText(qualification)).toBeVisible();
      await expect(page.getByText(group)).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    });

    test('editing a qualification without selecting it shows the German not-found screen', async ({ page }) => {
      await signInAsDemoAdmin(page);
      // Without a uid (and without a qualification handed over by the list) there is nothing to edit.
      await page.goto('/qualification/edit');

      await expect(page.getByText('Nicht gefunden')).toBeVisible({ timeout: FIRST_ROUTE_LOAD });
      await page.getByRole('button', { name: 'Zurück zur Liste' }).click();
      await expect(page).toHaveURL(/\/qualification$/);
    });

    test('a blueprint is created with a new type, two load lines and an icon, and its icon replaced', async ({ page }) => {
      const suffix = `${viewport.width}-${Date.now()}`;
      const blueprint = `GW-L2 ${suffix}`;
      const type = `Gerätewagen Logistik ${suffix}`;
      await signInAsDemoAdmin(page);
      await page.goto('/vehicle/blueprint');
      await expect(page.getByRole('heading', { level: 1, name: 'Fahrzeugvorlagen' })).toBeVisible({ timeout: FIRST_ROUTE_LOAD });

      await page.getByRole('button', { name: 'Neu anlegen' }).first().click();
      await expect(page).toHaveURL(/\/vehicle\/blueprint\/form$/);
      await page.getByRole('textbox', { name: 'Name', exact: true }).fill(blueprint);
      await page.getByRole('spinbutton', { name: 'Sitzplätze' }).fill('3');
      await choose(page, 'Fahrzeugtyp', 'Neuen Fahrzeugtyp anlegen …');
      await page.getByRole('textbox', { name: 'Name des neuen Fahrzeugtyps' }).fill(type);
      for (const [number, amount] of [
        [1, '4'],
        [2, '10'],
      ] as const) {
        await page.getByRole('button', { name: 'Material hinzufügen' }).click();
        const line = page.getByRole('group', { name: `Position ${number}` });
        await line.getByRole('combobox', { name: 'Material' }).click();
        // Whatever the seed holds: the first material not taken by the other line.
        await page.getByRole('listbox').getByRole('option').first().click();
        await line.getByRole('spinbutton', { name: 'Menge' }).fill(amount);
      }
      await page.getByLabel('Symbolbild').setInputFiles({ name: 'gw-l2.png', mimeType: 'image/png', buffer: solidPng(4, [200, 16, 46]) });
      await expect(page.getByRole('img', { name: 'Vorschau des gewählten Symbolbilds' })).toBeVisible();
      await page.getByRole('button', { name: 'Speichern' }).click();

      await expect(page.getByText(`Die Fahrzeugvorlage „${blueprint}“ wurde angelegt.`)).toBeVisible();
      await expect(page).toHaveURL(/\/vehicle\/blueprint$/);
      await searchList(page, suffix);
      await expect(page.getByText(type)).toBeVisible();
      // The icon comes from file storage, also after a reload.
      await page.reload();
      const icon = page.getByRole('img', { name: `Symbolbild von ${blueprint}` });
      expect(await loadedWidth(icon)).toBe(4);

      await editAction(page).click();
      await expect(page.getByRole('heading', { level: 2, name: `Fahrzeugvorlage „${blueprint}“ bearbeiten` })).toBeVisible();
      await expect(page.getByRole('group', { name: 'Position 2' }).getByRole('spinbutton', { name: 'Menge' })).toHaveValue('10');
      expect(await loadedWidth(page.getByRole('img', { name: `Symbolbild von ${blueprint}` }))).toBe(4);
      await page.getByLabel('Symbolbild').setInputFiles({ name: 'gw-l2-neu.png', mimeType: 'image/png', buffer: solidPng(6, [11, 99, 182]) });
      await page.getByRole('button', { name: 'Speichern' }).click();

      await expect(page.getByText(`Die Änderungen an der Fahrzeugvorlage „${blueprint}“ wurden gespeichert.`)).toBeVisible();
      await expect(page).toHaveURL(/\/vehicle\/blueprint\?q=/);
      await page.reload();
      // The stored file was replaced: the list now loads the 6 px image.
      await expect.poll(() => loadedWidth(page.getByRole('img', { name: `Symbolbild von ${blueprint}` }))).toBe(6);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    });
  });
}
