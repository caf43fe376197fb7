#!/usr/bin/env node
/*
 * Time to the first hydrant row (not part of `npm test`; figures go into closing notes).
 *
 * Starts the whole local stack as the e2e suite does (production build behind the Hosting
 * emulator, fresh data folder), adds hydrants through the API's bulk endpoint until there are
 * 10,000, signs in once, and then opens /hydrant in a fresh Chromium per run: from navigation start
 * to the frame in which the first row of the table is in view. Prints every run and the median.
 *
 * Usage (the stack uses fixed ports — take the shared lock):
 *   flock /tmp/rescue-stack.lock npm run bench:first-row [-- --runs=9 --hydrants=10000]
 */
import { chromium } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_LOGIN, PORTS, PROJECT_ID, startStack } from './stack.mjs';

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key, value ?? 'true'];
  }),
);
const RUNS = Number(args.runs ?? 9);
const HYDRANTS = Number(args.hydrants ?? 10_000);
const BATCH = 1000;
const VIEWPORT = { width: 1280, height: 900 };
const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

/** The demo administrator's ID token from the Auth emulator (any API key is accepted there). */
async function idToken() {
  const response = await fetch(`http://127.0.0.1:${PORTS.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=bench`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...DEMO_LOGIN, returnSecureToken: true }),
  });
  if (!response.ok) throw new Error(`Sign-in at the Auth emulator failed: ${response.status} ${await response.text()}`);
  return (await response.json()).idToken;
}

/**
 * Adds hydrants until the list holds `total`, in batches of the bulk endpoint's limit.
 * @param {string} api
 * @param {number} total
 */
async function seedHydrants(api, total) {
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
  return after.length;
}

/**
 * Signs in through the app once and returns the browser state (Firebase keeps the session in IndexedDB).
 * @param {string} app
 */
async function signedInState(app) {
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
 * the first data row of a table is inside the viewport.
 */
function watchFirstRow() {
  const found = () => {
    for (const row of document.querySelectorAll('table tbody tr')) {
      if (!row.querySelector('td')) continue;
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
}

/**
 * @param {string} app
 * @param {Awaited<ReturnType<typeof signedInState>>} storageState
 */
async function measure(app, storageState) {
  const browser = await chromium.launch(CHROMIUM);
  try {
    const context = await browser.newContext({ viewport: VIEWPORT, locale: 'de-DE', storageState });
    await context.addInitScript(watchFirstRow);
    const page = await context.newPage();
    await page.goto(`${app}/hydrant`);
    await page.waitForFunction(() => typeof (/** @type {any} */ (window).__firstRow) === 'number', undefined, { timeout: 60_000 });
    const rows = await page.locator('table').first().getAttribute('aria-rowcount');
    return { ms: /** @type {number} */ (await page.evaluate(() => /** @type {any} */ (window).__firstRow)), rows: Number(rows) - 1 };
  } finally {
    await browser.close();
  }
}

const median = (/** @type {number[]} */ values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const dataDir = mkdtempSync(join(tmpdir(), 'rescue-bench-'));
let stack;
try {
  console.log(`Starting the local stack (production build, Hosting emulator) in ${dataDir} …`);
  stack = await startStack({ dataDir, appMode: 'preview', print: () => undefined });
  console.log(`Stack ready in ${stack.seconds} s. Project ${PROJECT_ID}.`);
  const count = await seedHydrants(stack.urls.api, HYDRANTS);
  console.log(`${count} hydrants in the API.`);
  const state = await signedInState(stack.urls.app);
  // One run that is not counted: the Hosting emulator and the API warm up (first reads from disk).
  await measure(stack.urls.app, state);
  /** @type {number[]} */
  const times = [];
  for (let run = 1; run <= RUNS; run++) {
    const { ms, rows } = await measure(stack.urls.app, state);
    times.push(ms);
    console.log(`run ${run}: first row after ${Math.round(ms)} ms (${rows} rows in the table)`);
  }
  console.log(`\nTime to first row on /hydrant with ${count} hydrants, ${RUNS} runs, fresh Chromium each:`);
  console.log(`median ${(median(times) / 1000).toFixed(2)} s, min ${(Math.min(...times) / 1000).toFixed(2)} s, max ${(Math.max(...times) / 1000).toFixed(2)} s`);
} finally {
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
