/*
 * The hydrant list's filter chips at scale (issue 39: „Überfällig“ ≤ 100 ms from the click to the
 * filtered rows at 100,000 hydrants), a phase of bench-table.mjs (`--chips`).
 *
 * With the list shown, each chip is clicked and then clicked again; for each click the page
 * reports the time from the click's pointerdown to the frame after the commit in which the chip's
 * `aria-pressed` changed and the table shows the number of rows the chip's label announces
 * („Überfällig (41)“) — or, with nothing pressed, the whole list; a chip that matches nothing shows
 * „Keine Einträge passen zu Ihrem Filter.“ instead of a table. The seeded hydrants name their last
 * inspection (`seedHydrants`), so each chip keeps a part of the list; hydrants added without one
 * (the live phase's burst) are „nie geprüft“ and „überfällig“.
 */
import { launchSettled, VIEWPORT, watchFirstRow, wholeListAt } from './bench-browser.mjs';

/** The chips of the hydrant list, in their order; the time is taken for pressing and for releasing each. */
export const CHIPS = ['Überfällig', 'Außer Betrieb', 'Fällig in 30 Tagen'];
/** Goal of issue 39 at 100,000 hydrants. */
export const CHIP_GOAL_MS = 100;

/**
 * Clicks the chip named `name` once; resolves to the ms from the pointerdown to the frame after
 * the chip and the table agree (null when they did not within 5 s), and the rows then shown.
 * @param {import('@playwright/test').Page} page
 * @param {string} name
 * @param {number} total the hydrants in the list
 */
async function clickChip(page, name, total) {
  const chip = page.getByRole('button', { name: new RegExp(`^${name} \\(`) });
  const label = (await chip.textContent()) ?? '';
  const pressedBefore = (await chip.getAttribute('aria-pressed')) === 'true';
  const announced = Number((/\(([\d.]+)\)/.exec(label)?.[1] ?? '0').replace(/\./g, ''));
  const expected = pressedBefore ? total : announced;
  await page.evaluate(
    ({ chipName, pressed, rows }) => {
      const w = /** @type {any} */ (window);
      w.__chip = null;
      w.__chipStart = null;
      document.addEventListener('pointerdown', () => (w.__chipStart = performance.now()), { once: true, capture: true });
      const agrees = () => {
        const button = [...document.querySelectorAll('button[aria-pressed]')].find((element) => element.textContent?.includes(`${chipName} (`));
        if (button?.getAttribute('aria-pressed') !== String(pressed)) return false;
        const table = document.querySelector('table');
        if (rows === 0) return table === null && document.body.textContent?.includes('Keine Einträge passen zu Ihrem Filter.');
        return table?.getAttribute('aria-rowcount') === String(rows + 1);
      };
      const observer = new MutationObserver(() => {
        if (w.__chipStart === null || !agrees()) return;
        observer.disconnect();
        requestAnimationFrame(() => (w.__chip = performance.now() - w.__chipStart));
      });
      observer.observe(document.body, { subtree: true, attributes: true, childList: true, characterData: true });
      setTimeout(() => observer.disconnect(), 5000);
    },
    { chipName: name, pressed: !pressedBefore, rows: expected },
  );
  await chip.click();
  const ms = await page
    .waitForFunction(() => /** @type {any} */ (window).__chip, undefined, { timeout: 5500 })
    .then((handle) => /** @type {Promise<number>} */ (handle.jsonValue()))
    .catch(() => null);
  return { ms, rows: expected, pressed: !pressedBefore };
}

/**
 * Opens /hydrant signed in, waits for the whole list, and clicks each chip on and off.
 * @param {string} app
 * @param {any} storageState
 * @param {number} count the hydrants in the API
 */
export async function measureChips(app, storageState, count) {
  const browser = await launchSettled();
  try {
    const context = await browser.newContext({ viewport: VIEWPORT, locale: 'de-DE', storageState });
    await context.addInitScript(watchFirstRow);
    const page = await context.newPage();
    await page.goto(`${app}/hydrant`);
    await wholeListAt(page, count);
    // The chips appear with the rows' inspection state; a service without it has none to click.
    const offered = await page
      .getByRole('group', { name: 'Nach Prüfstand filtern' })
      .waitFor({ timeout: 10_000 })
      .then(() => true)
      .catch(() => false);
    if (!offered) return null;
    await page.waitForTimeout(1000);
    /** @type {{ chip: string, pressed: boolean, rows: number, ms: number | null }[]} */
    const clicks = [];
    for (const chip of CHIPS) {
      for (let n = 0; n < 2; n++) clicks.push({ chip, ...(await clickChip(page, chip, count)) });
    }
    return clicks;
  } finally {
    await browser.close();
  }
}
