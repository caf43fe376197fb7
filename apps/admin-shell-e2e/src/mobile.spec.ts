import { expect, test } from '@playwright/test';
import { signInAsDemoAdmin } from './support/session';

test.use({ viewport: { width: 375, height: 740 } });

test('on a 375 px wide phone the header stays usable and the menu opens and closes', async ({ page }) => {
  await signInAsDemoAdmin(page);
  const header = page.getByRole('banner');
  await expect(header).toBeVisible();
  for (const name of ['Einsatz generieren', 'Profil', 'Abmelden']) {
    await expect(header.getByRole('button', { name })).toBeVisible();
  }
  // Nothing sticks out sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // On a phone the menu starts closed so that it does not cover the page.
  const toggle = header.getByRole('button', { name: /^Menü (öffnen|schließen)$/ });
  // The dashboard links to every area too; the menu's link is the one inside the navigation.
  const hydrants = page.getByRole('navigation').getByRole('link', { name: 'Hydrantenverwaltung' });
  await expect(toggle).toHaveAccessibleName('Menü öffnen');
  await expect(hydrants).toBeHidden();

  await toggle.click();
  // While the drawer is open the page behind it is inert, so the drawer's own close control
  // (which has the focus) is the way out.
  const menu = page.getByRole('navigation', { name: 'Hauptmenü' });
  const close = menu.getByRole('button', { name: 'Menü schließen' });
  await expect(hydrants).toBeVisible();
  await expect(close).toBeFocused();
  await close.click();
  await expect(toggle).toHaveAccessibleName('Menü öffnen');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(hydrants).toBeHidden();

  await toggle.click();
  await hydrants.click();
  await expect(page).toHaveURL(/\/hydrant$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hydrantenverwaltung' })).toBeVisible();
});
