/*
 * DataTable benchmark (not part of `npm test`): builds bench/ with Vite in production mode, serves
 * it on 127.0.0.1:4610, opens it in headless Chromium and prints
 * - first render of 10,000 rows: React render + commit (flushSync) and until the first frame;
 * - each search keystroke: keydown → the React commit that shows the character in the search box
 *   (checked), keydown → next frame, and keydown → the (deferred) commit and frame that show
 *   the filtered rows;
 * - a sort click;
 * - the ui-kit's size (minified + gzip, React external): what the shell's initial chunk imports,
 *   and every export (DataTable, forms and charts load with the lazy feature chunks).
 * Usage: npx nx run ui-kit:bench
 */
import { chromium } from '@playwright/test';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, preview } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));
const configFile = join(here, 'vite.config.ts');
const budget = { firstRender: 200, keystroke: 16, sizeKb: 25 };

await build({ configFile });
const server = await preview({ configFile });
const url = 'http://127.0.0.1:4610/';

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

const runs = [];
try {
  for (let run = 0; run < 3; run++) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(url);
    await page.waitForSelector('body[data-ready="true"]');
    const search = page.getByRole('searchbox', { name: 'Suchen' });
    await search.click();
    for (const key of 'strasse 1') {
      await page.keyboard.press(key === ' ' ? 'Space' : key);
      await page.waitForTimeout(50);
    }
    // Let the last keystroke's filtered rows arrive before the sort click.
    await page.waitForFunction(() => window.__bench.keystrokes.every((k) => !Number.isNaN(k.rowsFrame)));
    await page.getByRole('button', { name: 'Ort' }).click();
    await page.waitForTimeout(100);
    runs.push(
      await page.evaluate(() => ({
        measures: Object.fromEntries(performance.getEntriesByType('measure').map((m) => [m.name, m.duration])),
        ...window.__bench,
      })),
    );
    await page.close();
  }
} finally {
  await browser.close();
  await new Promise((resolve) => server.httpServer.close(resolve));
}

// Size: built as a minified library with React external (the app has React anyway), gzip.
async function gzipSizeOf(entry, name) {
  const outDir = join(here, '../../../../dist/ui-kit-bench/size', name);
  await build({
    configFile: false,
    logLevel: 'error',
    resolve: { tsconfigPaths: true },
    build: {
      outDir,
      emptyOutDir: true,
      minify: true,
      lib: { entry: join(here, entry), formats: ['es'], fileName: name },
      rolldownOptions: { external: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'] },
    },
  });
  let bytes = 0;
  for (const file of await readdir(outDir)) {
    if (/\.(js|css)$/.test(file)) bytes += gzipSync(await readFile(join(outDir, file))).length;
  }
  return bytes / 1024;
}
const sizeAll = await gzipSizeOf('size-entry.ts', 'all');
const sizeShell = await gzipSizeOf('size-entry-shell.ts', 'shell');

const fmt = (n) => `${n.toFixed(1)} ms`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log('\nDataTable with 10,000 rows, headless Chromium, production build (3 page loads):');
for (const [index, r] of runs.entries()) {
  const keys = r.keystrokes;
  const stat = (field) => `max ${fmt(Math.max(...keys.map((k) => k[field])))}, median ${fmt(median(keys.map((k) => k[field])))}`;
  console.log(
    `  run ${index + 1}: first render ${fmt(r.measures['first-render (render + commit)'])} (to first frame ${fmt(r.measures['first-render (to first frame)'])}); ` +
      `keystroke commit ${stat('commit')}; keystroke to next frame ${stat('frame')}; ` +
      `keystroke to filtered rows ${stat('rows')} (to their frame ${stat('rowsFrame')}); sort click commit ${fmt(r.sort?.commit ?? NaN)}`,
  );
}
const all = runs.flatMap((r) => r.keystrokes);
if (all.some((k) => !k.inputUpdated)) throw new Error('A keystroke commit did not show the typed text in the search box: the measurement is not valid.');
const worstCommit = Math.max(...all.map((k) => k.commit));
console.log(`  keystroke commit (search box updated) over all runs: worst ${fmt(worstCommit)}, budget ${budget.keystroke} ms: ${worstCommit <= budget.keystroke ? 'ok' : 'OVER BUDGET'}`);
console.log(
  '  keystrokes of the last run (commit/next frame/filtered rows):',
  runs
    .at(-1)
    .keystrokes.map((k) => `${k.key}: ${k.commit.toFixed(1)}/${k.frame.toFixed(1)}/${k.rows.toFixed(1)} ms (${k.shown} rows in DOM)`)
    .join(', '),
);
console.log(`ui-kit size, minified + gzip, React external: shell's initial imports ${sizeShell.toFixed(1)} kB (budget ${budget.sizeKb} kB); all exports ${sizeAll.toFixed(1)} kB`);
