#!/usr/bin/env node
/*
 * Time to the first hydrant row (not part of `npm test`; figures go into closing notes).
 *
 * Starts the whole local stack as the e2e suite does (production build behind the Hosting
 * emulator, fresh data folder), adds hydrants through the API's bulk endpoint until there are
 * 10,000, signs in once, and then opens /hydrant in a fresh Chromium per run (started and settled
 * first, see launchSettled): from navigation start to the frame in which the first row of the
 * table is in view, and to the frame in which the table lists every hydrant (a long list shows its
 * first rows while the rest is still arriving). Prints every run and the medians.
 *
 * Usage (the stack uses fixed ports — take the shared lock):
 *   flock /tmp/rescue-stack.lock npm run bench:first-row [-- --runs=9 --hydrants=10000]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VIEWPORT, cliArgs, launchSettled, median, seedHydrants, signedInState, watchFirstRow, wholeListAt } from './bench-browser.mjs';
import { PROJECT_ID, startStack } from './stack.mjs';

const args = cliArgs();
const RUNS = Number(args.runs ?? 9);
const HYDRANTS = Number(args.hydrants ?? 10_000);

/**
 * @param {string} app
 * @param {Awaited<ReturnType<typeof signedInState>>} storageState
 * @param {number} count the hydrants in the API
 */
async function measure(app, storageState, count) {
  const browser = await launchSettled();
  try {
    const context = await browser.newContext({ viewport: VIEWPORT, locale: 'de-DE', storageState });
    await context.addInitScript(watchFirstRow);
    const page = await context.newPage();
    await page.goto(`${app}/hydrant`);
    await page.waitForFunction(() => typeof (/** @type {any} */ (window).__firstRow) === 'number', undefined, { timeout: 60_000 });
    const rows = await page.locator('table').first().getAttribute('aria-rowcount');
    const ms = /** @type {number} */ (await page.evaluate(() => /** @type {any} */ (window).__firstRow));
    return { ms, rows: Number(rows) - 1, whole: await wholeListAt(page, count) };
  } finally {
    await browser.close();
  }
}

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
  await measure(stack.urls.app, state, count);
  /** @type {number[]} */
  const times = [];
  /** @type {number[]} */
  const wholes = [];
  for (let run = 1; run <= RUNS; run++) {
    const { ms, rows, whole } = await measure(stack.urls.app, state, count);
    times.push(ms);
    wholes.push(whole);
    console.log(`run ${run}: first row after ${Math.round(ms)} ms (${rows} rows in the table then), all ${count} after ${Math.round(whole)} ms`);
  }
  console.log(`\nTime to first row on /hydrant with ${count} hydrants, ${RUNS} runs, fresh Chromium each:`);
  console.log(`median ${(median(times) / 1000).toFixed(2)} s, min ${(Math.min(...times) / 1000).toFixed(2)} s, max ${(Math.max(...times) / 1000).toFixed(2)} s`);
  console.log(`all rows listed: median ${(median(wholes) / 1000).toFixed(2)} s, min ${(Math.min(...wholes) / 1000).toFixed(2)} s, max ${(Math.max(...wholes) / 1000).toFixed(2)} s`);
} finally {
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
