/*
 * DataTable live-change benchmark (issue 40; not part of `npm test`): builds bench/ with Vite in
 * production mode, serves it on 127.0.0.1:4610, opens live.html (100,000 records, fed as crud-kit
 * feeds the table) in headless Chromium and prints, per setting (no sort; sorted by name; sorted
 * and searched), the time from a change of the records to the frame that shows it and the main
 * thread's longest stretch of work meanwhile:
 * - one record in view renamed (an update event), EVENTS times;
 * - 1,000 records renamed at once (a burst of events, coalesced into one cache update);
 * - 1,000 records added at the end (an import).
 * Usage: node libs/shared/ui-kit/bench/run-live-bench.mjs [--rows=100000]
 */
import { chromium } from '@playwright/test';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, preview } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));
const configFile = join(here, 'vite.config.ts');
const rows = Number(process.argv.find((arg) => arg.startsWith('--rows='))?.split('=')[1] ?? 100_000);
const EVENTS = 20;
const settings = [
  ['no sort, no search', ''],
  ['sorted by name', '&sort=name'],
  ['sorted by name, search „hydrant 1“', '&sort=name&q=hydrant%201'],
];

await build({ configFile });
const server = await preview({ configFile });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const fmt = (ms) => `${ms.toFixed(1)} ms`;
const lines = [];
try {
  for (const [label, query] of settings) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`http://127.0.0.1:4610/live.html?rows=${rows}${query}`);
    await page.waitForSelector('body[data-ready="true"]', { timeout: 120_000 });
    // The search texts are folded ahead after the first render; let that and the start settle.
    await page.waitForTimeout(3000);
    const events = [];
    for (let n = 0; n < EVENTS; n++) {
      events.push(await page.evaluate(() => window.__live.update()));
      await page.waitForTimeout(100);
    }
    const burst = await page.evaluate(() => window.__live.updateMany(1000));
    await page.waitForTimeout(500);
    const added = await page.evaluate(() => window.__live.addMany(1000));
    lines.push(
      `| ${label} | ${fmt(median(events.map((e) => e.frame)))} / ${fmt(Math.max(...events.map((e) => e.frame)))} | ${fmt(median(events.map((e) => e.longest)))} / ${fmt(Math.max(...events.map((e) => e.longest)))} | ` +
        `${fmt(burst.frame)} (longest ${fmt(burst.longest)}) | ${fmt(added.frame)} (longest ${fmt(added.longest)}) |`,
    );
    await page.close();
  }
} finally {
  await browser.close();
  await new Promise((resolve) => server.httpServer.close(resolve));
}
console.log(`\nDataTable live changes, ${rows.toLocaleString('en')} records, headless Chromium, production build:`);
console.log('| setting | one update: change → frame (median / max) | its longest work (median / max) | 1,000 updated at once | 1,000 added |');
console.log('|---|---|---|---|---|');
for (const line of lines) console.log(line);
