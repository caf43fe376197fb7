import { expect, test, type Page } from '@playwright/test';
import { signInAsDemoAdmin } from './support/session';

/**
 * The hydrant list with 10,000 more hydrants, all of them real: imported through the CSV import
 * into the local stack's API and database, then listed, searched letter by letter and shown as
 * cards on a phone. How fast is measured by `npm run bench:table`, not here; this checks that the
 * list copes — virtualised, every typed letter kept, the match found.
 *
 * The hydrants stay (hydrants belong to no customer: every later list and map would hold them), so
 * this file is its own Playwright project that runs after all the others (playwright.config.mts),
 * and only on the fresh stack the e2e setup starts — not on a stack of one's own (E2E_BASE_URL).
 */
const COUNT = 10_000;
const main = (page: Page) => page.getByRole('main');

test.skip(Boolean(process.env['E2E_BASE_URL']), `Adds ${COUNT} hydrants for good: runs only on the fresh stack the e2e setup starts.`);
test.setTimeout(180_000);

/** A register of `COUNT` hydrants as a German spreadsheet saves it (UTF-8 here), named after `run`. */
function register(run: string): Buffer {
  const decimal = (value: number) => value.toFixed(4).replace('.', ',');
  const lines = ['Bezeichnung;Typ;Durchmesser;Leitung;Breite;Länge;Bemerkung'];
  for (let i = 0; i < COUNT; i++) {
    const name = `Hydrant Massenweg ${run} ${String(i).padStart(5, '0')}`;
    const note = i === 7321 ? `Am Löschteich ${run}` : '';
    lines.push(
      [name, i % 2 ? 'Überflurhydrant' : 'Unterflurhydrant', i % 3 ? 'DN 150' : 'DN 300', 'Ringleitung', decimal(51 + (i % 100) / 1000), decimal(10 + Math.floor(i / 100) / 1000), note].join(';'),
    );
  }
  return Buffer.from(lines.join('\r\n'), 'utf8');
}

/** Rows (desktop) or cards (phone) of the list in the DOM, and the number of rows the table says it has (none on a phone). */
async function listed(page: Page): Promise<{ inDom: number; rowCount: number | null }> {
  const inDom = await main(page).locator('tbody tr, li').count();
  const table = main(page).locator('table');
  const rowCount = (await table.count()) > 0 ? await table.first().getAttribute('aria-rowcount') : null;
  return { inDom, rowCount: rowCount === null ? null : Number(rowCount) };
}

test(`an administrator imports ${COUNT.toLocaleString('de-DE')} hydrants, then searches the list letter by letter on desktop and phone`, async ({ page }) => {
  const run = `m${Date.now().toString(36)}`;
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAsDemoAdmin(page);

  await page.goto('/hydrant/import');
  await main(page).getByLabel('CSV-Datei').setInputFiles({ name: 'massenweg.csv', mimeType: 'text/csv', buffer: register(run) });
  await expect(main(page).getByText(`Bereit: ${COUNT.toLocaleString('de-DE')} · mit Fehlern (werden übersprungen): 0`)).toBeVisible();
  await main(page).getByRole('button', { name: `${COUNT.toLocaleString('de-DE')} Zeilen importieren` }).click();
  await expect(main(page).getByText(`${COUNT.toLocaleString('de-DE')} Zeilen importiert.`)).toBeVisible({ timeout: 60_000 });
  await main(page).getByRole('button', { name: 'Zurück zur Liste' }).click();
  await expect(page).toHaveURL(/\/hydrant$/);

  // A fresh load of the list, as an administrator opening it the next day.
  await page.reload();
  const table = main(page).locator('table').first();
  await expect(table).toBeVisible();
  await expect.poll(async () => (await listed(page)).rowCount ?? 0, { timeout: 20_000 }).toBeGreaterThan(COUNT);
  // Virtualised: only what is on screen (and a little more) is in the DOM.
  const desktop = await listed(page);
  expect(desktop.inDom).toBeGreaterThan(0);
  expect(desktop.inDom).toBeLessThan(200);

  // Typed letter by letter, quicker than anyone types: every letter stays in the box and the URL.
  const searchbox = main(page).getByRole('searchbox', { name: 'Suchen' });
  const query = `loeschteich ${run}`;
  await searchbox.pressSequentially(query, { delay: 20 });
  await expect(searchbox).toHaveValue(query);
  await expect(main(page).getByText(`Hydrant Massenweg ${run} 07321`, { exact: true })).toBeVisible();
  await expect(main(page).getByText(`Hydrant Massenweg ${run} 07320`, { exact: true })).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(query).replace(/%20/g, '(\\+|%20)')}(&|$)`));

  // The last hydrant of the file, found among all of them; its row shows the imported values.
  await searchbox.fill(`${run} 09999`);
  const last = main(page).getByRole('row').filter({ hasText: `Hydrant Massenweg ${run} 09999` });
  await expect(last).toHaveCount(1);
  // Beside the inspection columns the desktop row leaves the Verteilerleitung to the phone card (checked below).
  for (const text of ['Überflurhydrant', '300 mm']) await expect(last.getByText(text, { exact: true })).toBeVisible();

  // On a phone the list is cards, virtualised as well; the search narrows them the same way.
  await searchbox.fill('');
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(main(page).locator('table')).toHaveCount(0);
  await expect(main(page).getByRole('listitem').first()).toBeVisible();
  const phone = await listed(page);
  expect(phone.inDom).toBeGreaterThan(0);
  expect(phone.inDom).toBeLessThan(200);
  await searchbox.pressSequentially(`${run} 0732`, { delay: 20 });
  await expect(searchbox).toHaveValue(`${run} 0732`);
  // 07320 … 07329 of all the hydrants, counted in German numbers.
  await expect(main(page).getByText(/^10 von \d{2}\.\d{3} Einträgen$/)).toBeVisible();
  await expect(main(page).getByText(`Hydrant Massenweg ${run} 07320`, { exact: true })).toBeVisible();
  await expect(main(page).getByText(`Hydrant Massenweg ${run} 07330`, { exact: true })).toHaveCount(0);
  await searchbox.fill(`${run} 09999`);
  const lastCard = main(page).getByRole('listitem').filter({ hasText: `Hydrant Massenweg ${run} 09999` });
  await expect(lastCard.getByText('Ringleitung', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
