import { expect, test, type Page } from '@playwright/test';
import { signInAsDemoAdmin } from './support/session';

/**
 * Issue #15 end to end, against the real local stack: a hydrant register as Excel saves it on
 * German Windows (Windows-1252, semicolons, decimal commas, umlauts, German words) is imported
 * through the worker and the bulk endpoint; the preview names the bad row, the others appear in
 * the list with their umlauts, enum values and coordinates. Desktop and phone.
 */
const VIEWPORTS = [
  { label: 'desktop', width: 1280, height: 800 },
  { label: 'phone', width: 375, height: 740 },
] as const;

const main = (page: Page) => page.getByRole('main');

for (const viewport of VIEWPORTS) {
  test.describe(`CSV import on a ${viewport.width} px ${viewport.label}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    test.setTimeout(120_000);

    test('an administrator imports a German hydrant register in Windows-1252', async ({ page }) => {
      const run = `${viewport.label}-${Date.now().toString(36)}`;
      const register = [
        'Bezeichnung;Typ;Durchmesser;Leitung;Breite;Länge;Bemerkung',
        `Hydrant Mühlenstraße ${run};Überflurhydrant;DN 150;Ringleitung;51,3127;9,4797;Vor der Bäckerei`,
        `Hydrant Kaputt ${run};Unterflurhydrant;DN 999;Ringleitung;51,3;9,5;`,
        `Hydrant Größere Gasse ${run};unterflurhydrant;300 mm;Stichleitung;51,3201;9,5012;`,
      ].join('\r\n');
      await signInAsDemoAdmin(page);

      await page.goto('/hydrant');
      await main(page).getByRole('button', { name: 'Importieren' }).click();
      await expect(page).toHaveURL(/\/hydrant\/import$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Hydranten importieren' })).toBeVisible();
      // Latin-1 bytes are Windows-1252 for every character of this file.
      await main(page).getByLabel('CSV-Datei').setInputFiles({ name: 'hydranten.csv', mimeType: 'text/csv', buffer: Buffer.from(register, 'latin1') });

      await expect(main(page).getByRole('combobox', { name: 'Zeichenkodierung' })).toHaveValue('Windows-1252 (Excel unter Windows)');
      await expect(main(page).getByText('Bereit: 2 · mit Fehlern (werden übersprungen): 1')).toBeVisible();
      await expect(main(page).getByText('Zeile 3: Durchmesser „DN 999“ ist unbekannt')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      await main(page).getByRole('button', { name: '2 Zeilen importieren' }).click();
      await expect(main(page).getByText('2 Zeilen importiert.')).toBeVisible();
      await expect(main(page).getByText('1 Zeile übersprungen.')).toBeVisible();
      await main(page).getByRole('button', { name: 'Zurück zur Liste' }).click();
      await expect(page).toHaveURL(/\/hydrant$/);

      await main(page).getByRole('searchbox', { name: 'Suchen' }).fill(run);
      await expect(main(page).getByText(`Hydrant Mühlenstraße ${run}`, { exact: true })).toBeVisible();
      await expect(main(page).getByText(`Hydrant Größere Gasse ${run}`, { exact: true })).toBeVisible();
      await expect(main(page).getByText(`Hydrant Kaputt ${run}`, { exact: true })).toHaveCount(0);
      // Beside the inspection columns the desktop list leaves the Verteilerleitung to the phone cards and the form.
      const listed = ['Überflurhydrant', 'Unterflurhydrant', '150 mm', '300 mm', ...(viewport.width > 768 ? [] : ['Ringleitung', 'Stichleitung'])];
      for (const text of listed) {
        await expect(main(page).getByText(text, { exact: true })).toBeVisible();
      }

      // The coordinates, in the form of the imported hydrant.
      await main(page).getByRole('searchbox', { name: 'Suchen' }).fill(`Mühlenstraße ${run}`);
      await expect(main(page).getByText(`Hydrant Größere Gasse ${run}`, { exact: true })).toHaveCount(0);
      await main(page).getByRole('button', { name: 'Bearbeiten' }).click();
      await expect(main(page).getByRole('spinbutton', { name: 'Breitengrad', exact: true })).toHaveValue('51.3127');
      await expect(main(page).getByRole('spinbutton', { name: 'Längengrad', exact: true })).toHaveValue('9.4797');
      await expect(main(page).getByRole('textbox', { name: 'Beschreibung', exact: true })).toHaveValue('Vor der Bäckerei');
      await expect(main(page).getByRole('combobox', { name: 'Verteilerleitung', exact: true })).toHaveValue('Ringleitung');
    });
  });
}
