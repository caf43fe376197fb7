/*
 * What the browser benchmarks share (not part of `npm test`): Chromium's launch options, the demo
 * administrator's ID token, hydrants added through the bulk endpoint, a signed-in browser state,
 * and a watcher for the first table row in view.
 */
import { chromium } from '@playwright/test';
import { DEMO_LOGIN, PORTS } from './stack.mjs';

const BATCH = 1000;
export const VIEWPORT = { width: 1280, height: 900 };
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

/**
 * Chromium, started and given time to finish its own start-up before anything is measured: a
 * fresh Chromium spends its first second or so on its own pages (e.g. it renders the address bar's
 * suggestion popup in renderers of its own: hundreds of chrome:// requests), which on this
 * two-core machine competed with the page under test and made first-visit figures depend on the
 * browser's start, not on the app. Each measurement still gets a new context: an empty cache and
 * storage, as on a first visit.
 * @param {Parameters<typeof chromium.launch>[0]} [options]
 */
export async function launchSettled(options = CHROMIUM) {
  const browser = await chromium.launch(options);
  await new Promise((resolve) => setTimeout(resolve, SETTLE_BROWSER_MS));
  return browser;
}
const SETTLE_BROWSER_MS = 2000;

/** The demo administrator's ID token from the Auth emulator (any API key is accepted there). */
export async function idToken() {
  const response = await fetch(`http://127.0.0.1:${PORTS.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=bench`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...DEMO_LOGIN, returnSecureToken: true }),
  });
  if (!response.ok) throw new Error(`Sign-in at the Auth emulator failed: ${response.status} ${await response.text()}`);
  return (await response.json()).idToken;
}

const DAY_MS = 86_400_000;

/**
 * Adds hydrants until the list holds `total`, in batches of the bulk endpoint's limit. Each row
 * names its last inspection (the import records it): most in order and inspected within the last
 * 15 months (so some are overdue, some due within 30 days), one in twelve „eingeschränkt“, one in
 * forty „außer Betrieb“ — the list's status columns and filters have something to show.
 * apps/api/bench/seed-register.ts writes the same hydrants straight into the database
 * (`bench:table --inspections`): a change of their names or fields goes into both.
 * @param {string} api
 * @param {number} total
 */
export async function seedHydrants(api, total) {
  const token = await idToken();
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const existing = await (await fetch(`${api}/api/hydrant/all/`, { headers })).json();
  let missing = total - existing.length;
  let n = 0;
  while (missing > 0) {
    const count = Math.min(BATCH, missing);
    const hydrants = Array.from({ length: count }, () => {
      n += 1;
      return {
        name: `Hydrant Benchstraße ${n}`,
        description: n % 3 === 0 ? 'Vor dem Gerätehaus' : '',
        lat: 51 + (n % 1000) / 10_000,
        lon: 10 + Math.floor(n / 1000) / 1000,
        durchmesser: n % 2 ? 'MM_300' : 'MM_150',
        type: ['UEBERFLURHYDRANT', 'UNTERFLURHYDRANT', 'NONE'][n % 3],
        verteilerLeitung: ['RINGLEITUNG', 'STICHLEITUNG', 'NONE'][n % 3],
        lastInspection: new Date(Date.now() - (30 + ((n * 7919) % 420)) * DAY_MS).toISOString(),
        inspectionStatus: n % 40 === 0 ? 'AUSSER_BETRIEB' : n % 12 === 0 ? 'EINGESCHRAENKT' : 'IN_BETRIEB',
      };
    });
    const response = await fetch(`${api}/api/hydrant/bulk/`, {
      method: 'POST',
      headers: { ...headers, 'Idempotency-Key': `bench-${n}-${Date.now()}` },
      body: JSON.stringify({ hydrants }),
    });
    if (!response.ok) throw new Error(`Bulk create failed: ${response.status} ${await response.text()}`);
    missing -= count;
  }
  const after = await (await fetch(`${api}/api/hydrant/all/`, { headers })).json();
  await liveStreamQuiet(api, token);
  return after.length;
}

/**
 * Waits until the API's live stream has sent every change of the writes so far: a bulk create's
 * changes reach the stream seconds after it is committed (the hub reads the records in batches),
 * and a page opened meanwhile would measure their arrival along with itself. Done once no change
 * came for `quietMs` (at most `maxMs`; a service without a stream is quiet at once).
 * @param {string} api
 * @param {string} token
 */
async function liveStreamQuiet(api, token, quietMs = 3000, maxMs = 180_000) {
  const controller = new AbortController();
  const response = await fetch(`${api}/api/events`, { headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' }, signal: controller.signal });
  if (!response.ok || !response.body) return;
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const started = Date.now();
  let last = Date.now();
  const quiet = new Promise((resolve) => {
    const check = setInterval(() => {
      if (Date.now() - last < quietMs && Date.now() - started < maxMs) return;
      clearInterval(check);
      resolve(undefined);
    }, 250);
  });
  const read = (async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      if (decoder.decode(value, { stream: true }).includes('event: change')) last = Date.now();
    }
  })().catch(() => undefined);
  await quiet;
  controller.abort();
  await read;
}

/**
 * Signs in through the app once and returns the browser state (Firebase keeps the session in IndexedDB).
 * @param {string} app
 */
export async function signedInState(app) {
  const browser = await chromium.launch(CHROMIUM);
  try {
    const context = await browser.newContext({ viewport: VIEWPORT, locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto(`${app}/login`);
    await page.getByLabel('E-Mail').fill(DEMO_LOGIN.email);
    await page.getByLabel('Passwort').fill(DEMO_LOGIN.password);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.getByRole('heading', { level: 1 }).filter({ hasText: 'Erika' }).waitFor();
    return await context.storageState({ indexedDB: true });
  } finally {
    await browser.close();
  }
}

/**
 * Installed before any page script: the time (ms after navigation start) of the frame in which
 * the first data row of a table is inside the viewport (`__firstRow`), and of each row count the
 * table showed (`__rowCounts`).
 */
export function watchFirstRow() {
  const found = () => {
    // A table row with cells (desktop) or a card of the list (narrow screens).
    for (const row of document.querySelectorAll('table tbody tr, li[data-index]')) {
      if (row.tagName === 'TR' && !row.querySelector('td')) continue;
      const box = row.getBoundingClientRect();
      if (box.height > 0 && box.top < innerHeight && box.bottom > 0) return true;
    }
    return false;
  };
  const observer = new MutationObserver(() => {
    if (!found()) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      /** @type {any} */ (window).__firstRow = performance.now();
    });
  });
  observer.observe(document, { childList: true, subtree: true });
  // Each row count the table shows, with the frame it came in (for wholeListAt).
  /** @type {[number, string | null][]} */
  const counts = [];
  /** @type {any} */ (window).__rowCounts = counts;
  let last = /** @type {string | null | undefined} */ (undefined);
  new MutationObserver(() => {
    const count = document.querySelector('table')?.getAttribute('aria-rowcount') ?? null;
    if (count === last) return;
    last = count;
    requestAnimationFrame(() => counts.push([performance.now(), count]));
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-rowcount'] });
}

/**
 * When the table listed all `count` rows (its aria-rowcount counts the header row too), ms after
 * navigation start — the frame that showed them (recorded by watchFirstRow). A long list shows its first rows while the
 * rest is still arriving, so its first row and the whole list are two moments.
 * @param {import('@playwright/test').Page} page
 * @param {number} count
 */
export async function wholeListAt(page, count) {
  const handle = await page.waitForFunction(
    (n) => /** @type {[number, string | null][]} */ (/** @type {any} */ (window).__rowCounts).find(([, rows]) => rows === String(n + 1))?.[0],
    count,
    { timeout: 120_000 },
  );
  return /** @type {number} */ (await handle.jsonValue());
}

export const median = (/** @type {number[]} */ values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};


/** `--key=value` arguments as an object (`--flag` alone is 'true'). */
export function cliArgs(argv = process.argv.slice(2)) {
  return Object.fromEntries(
    argv.map((arg) => {
      const [key, value] = arg.replace(/^--/, '').split('=');
      return [key, value ?? 'true'];
    }),
  );
}
