#!/usr/bin/env node
/*
 * The CSV import end to end (not part of `npm test`; figures go into closing notes).
 *
 * Starts the local stack as the e2e suite does (production build behind the Hosting emulator,
 * fresh data folder), writes a German hydrant register of `--rows` rows (default 50,000) in
 * Windows-1252 (semicolons, decimal commas, German words, one bad row in a thousand), and for
 * each run imports it through /hydrant/import in a fresh signed-in Chromium. It reports:
 * - check: file chosen → the preview's "Bereit: …" (read, decode, split and check every row, in the worker);
 * - import: "… Zeilen importieren" clicked → "Import abgeschlossen" (batches of 1,000 through the bulk endpoint);
 * - total: both, the goal of issue 15 (≤ 15 s for 50,000 rows);
 * - longest task: the longest main-thread task from choosing the file to the summary (the page never blocks);
 * - that the API's list grew by exactly the valid rows.
 *
 * Usage (the stack uses fixed ports — take the shared lock):
 *   flock /tmp/rescue-stack.lock npm run bench:import [-- --rows=50000 --runs=1]
 */
import { chromium } from '@playwright/test';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM, VIEWPORT, cliArgs, idToken, signedInState } from './bench-browser.mjs';
import { startStack } from './stack.mjs';

const args = cliArgs();
const ROWS = Number(args.rows ?? 50_000);
const RUNS = Number(args.runs ?? 1);
const GOAL_MS = 15_000;

/**
 * A register as Excel saves it on German Windows; every thousandth row has an unknown diameter.
 * @param {number} rows
 */
function register(rows) {
  const lines = ['Bezeichnung;Typ;Durchmesser;Leitung;Breite;Länge;Bemerkung'];
  for (let n = 1; n <= rows; n++) {
    const lat = (51 + (n % 1000) / 10_000).toFixed(4).replace('.', ',');
    const lon = (9 + Math.floor(n / 1000) / 1000).toFixed(4).replace('.', ',');
    const dn = n % 1000 === 0 ? 'DN 999' : ['DN 150', '300 mm'][n % 2];
    lines.push(`Hydrant Mühlenstraße ${n};${['Überflurhydrant', 'Unterflurhydrant', ''][n % 3]};${dn};${['Ringleitung', 'Stichleitung', 'keine'][n % 3]};${lat};${lon};${n % 5 === 0 ? 'Vor der Bäckerei' : ''}`);
  }
  return Buffer.from(lines.join('\r\n') + '\r\n', 'latin1');
}

/** @param {string} api */
async function hydrantCount(api) {
  const token = await idToken();
  return (await (await fetch(`${api}/api/hydrant/all/`, { headers: { Authorization: `Bearer ${token}` } })).json()).length;
}

function watchLongTasks() {
  /** @type {[number, number][]} */
  const tasks = [];
  /** @type {any} */ (window).__longTasks = tasks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * @param {string} app
 * @param {Awaited<ReturnType<typeof signedInState>>} state
 * @param {string} file
 */
async function run(app, state, file) {
  const browser = await chromium.launch(CHROMIUM);
  try {
    const context = await browser.newContext({ viewport: VIEWPORT, locale: 'de-DE', storageState: state });
    await context.addInitScript(watchLongTasks);
    const page = await context.newPage();
    await page.goto(`${app}/hydrant/import`);
    const input = page.getByLabel('CSV-Datei');
    await input.waitFor();
    const from = await page.evaluate(() => performance.now());
    const started = Date.now();
    await input.setInputFiles(file);
    await page.getByText(/^Bereit: /).waitFor({ timeout: 120_000 });
    const checked = Date.now();
    const summary = await page.getByText(/^Bereit: /).textContent();
    await page.getByRole('button', { name: /Zeilen importieren$/ }).click();
    await page.getByText('Import abgeschlossen').waitFor({ timeout: 600_000 });
    const done = Date.now();
    const imported = await page.getByText(/Zeilen? importiert\.$/).textContent();
    /** @type {[number, number][]} */
    const tasks = await page.evaluate(() => /** @type {any} */ (window).__longTasks);
    const longestTask = Math.max(0, ...tasks.filter(([start]) => start >= from).map(([, duration]) => duration));
    return { checkMs: checked - started, importMs: done - checked, totalMs: done - started, longestTask, summary, imported };
  } finally {
    await browser.close();
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'rescue-bench-'));
const csv = join(dataDir, 'hydranten.csv');
let stack;
try {
  writeFileSync(csv, register(ROWS));
  console.log(`Register of ${ROWS.toLocaleString('en')} rows written (${(register(ROWS).length / 1024 / 1024).toFixed(1)} MB, Windows-1252).`);
  console.log(`Starting the local stack (production build, Hosting emulator) in ${dataDir} …`);
  stack = await startStack({ dataDir, appMode: 'preview', print: () => undefined });
  console.log(`Stack ready in ${stack.seconds} s.`);
  const state = await signedInState(stack.urls.app);
  const valid = ROWS - Math.floor(ROWS / 1000);
  for (let n = 1; n <= RUNS; n++) {
    const before = await hydrantCount(stack.urls.api);
    const result = await run(stack.urls.app, state, csv);
    const after = await hydrantCount(stack.urls.api);
    console.log(
      `run ${n}: check ${(result.checkMs / 1000).toFixed(1)} s, import ${(result.importMs / 1000).toFixed(1)} s, total ${(result.totalMs / 1000).toFixed(1)} s ` +
        `(goal ≤ ${GOAL_MS / 1000} s), longest main-thread task ${Math.round(result.longestTask)} ms; ` +
        `"${result.summary}", "${result.imported}"; the list grew by ${after - before} (expected ${valid})`,
    );
    if (after - before !== valid) process.exitCode = 1;
  }
} finally {
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
