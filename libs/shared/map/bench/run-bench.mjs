#!/usr/bin/env node
// npm run bench:map — the clustered PointMap with 50,000 points in headless Chromium (Playwright):
//  1. the map chunk's gzip size (JavaScript + stylesheet of the lazily imported @rescue-admin/map),
//  2. "ready": from the moment the data is handed to the map until the first clusters are drawn
//     (budget 1.5 s), with the clustering in its Web Worker as in the app,
//  3. frame time while panning (arrow keys) and zooming (+/−) the focused map: Chromium runs
//     without vsync and frame-rate limit, so each requestAnimationFrame interval is what the frame
//     cost (budget: median ≤ 16 ms).
// A fake in-page source provides the points (bench/page/main.tsx); no request leaves the machine.
// Options: --count=50000 --runs=3
import { chromium } from '@playwright/test';
import { createServer } from 'node:http';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import react from '@vitejs/plugin-react';

const args = Object.fromEntries(process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=')));
const COUNT = Number(args.count ?? 50_000);
const RUNS = Number(args.runs ?? 3);
const READY_BUDGET_MS = 1500;
const FRAME_BUDGET_MS = 16;

const outDir = mkdtempSync(join(tmpdir(), 'bench-map-'));
const executablePath = ['/usr/bin/chromium', '/usr/bin/chromium-browser', process.env.CHROMIUM_PATH].find((path) => {
  try {
    return path && statSync(path).isFile();
  } catch {
    return false;
  }
});
if (!executablePath) {
  console.error('bench:map needs Chromium (/usr/bin/chromium or CHROMIUM_PATH).');
  process.exit(2);
}

console.log(`Building the benchmark page (production build) …`);
await build({
  root: join(import.meta.dirname, 'page'),
  configFile: false,
  logLevel: 'warn',
  plugins: [react()],
  resolve: { tsconfigPaths: true },
  build: { outDir, emptyOutDir: true, manifest: true },
  worker: { format: 'es' },
});

// 1. The map chunk: the dynamically imported @rescue-admin/map, its static imports and its CSS.
const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const gzip = (file) => gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
const entryFiles = new Set();
(function collect(key) {
  if (entryFiles.has(manifest[key].file)) return;
  entryFiles.add(manifest[key].file);
  for (const imported of manifest[key].imports ?? []) collect(imported);
})(entryKey);
const mapKeys = manifest[entryKey].dynamicImports ?? [];
const mapJs = new Set();
const mapCss = new Set();
(function collect(keys) {
  for (const key of keys) {
    const chunk = manifest[key];
    if (entryFiles.has(chunk.file) || mapJs.has(chunk.file)) continue;
    mapJs.add(chunk.file);
    for (const css of chunk.css ?? []) mapCss.add(css);
    collect(chunk.imports ?? []);
  }
})(mapKeys);
const workerFiles = readdirSync(join(outDir, 'assets')).filter((file) => /worker/i.test(file)).map((file) => `assets/${file}`);
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const jsBytes = [...mapJs].reduce((sum, file) => sum + gzip(file), 0);
const cssBytes = [...mapCss].reduce((sum, file) => sum + gzip(file), 0);
const workerBytes = workerFiles.reduce((sum, file) => sum + gzip(file), 0);

// 2 + 3. In Chromium.
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png' };
const server = createServer((req, res) => {
  const path = join(outDir, decodeURIComponent(new URL(req.url, 'http://x').pathname));
  try {
    const file = statSync(path).isDirectory() ? join(path, 'index.html') : path;
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise((done) => server.listen(0, '127.0.0.1', done));
const url = `http://127.0.0.1:${server.address().port}/`;

const browser = await chromium.launch({ executablePath, args: ['--disable-gpu-vsync', '--disable-frame-rate-limit', '--no-sandbox'] });
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : sorted[Math.floor(sorted.length / 2)];
};
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
};
const results = [];
try {
  for (let run = 1; run <= RUNS; run++) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const outside = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(url)) outside.push(request.url());
    });
    await page.goto(url);
    const ready = await page.evaluate((count) => window.bench(count), COUNT);
    const map = page.getByRole('region', { name: 'Karte der Hydranten' });
    await map.focus();
    await page.evaluate(() => window.startFrames());
    for (const key of ['ArrowRight', 'ArrowRight', 'ArrowDown', 'ArrowDown', 'ArrowLeft', 'ArrowUp', '+', '+', 'ArrowRight', 'ArrowDown', '-', 'ArrowLeft', '+', 'ArrowUp', '-', '-']) {
      await page.keyboard.press(key);
      await page.waitForTimeout(350);
    }
    const frames = await page.evaluate(() => window.stopFrames());
    const drawn = await page.evaluate(() => document.querySelectorAll('.leaflet-marker-icon').length);
    results.push({ ...ready, frames, drawn, outside });
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
  rmSync(outDir, { recursive: true, force: true });
}

const readyMs = results.map((result) => result.readyMs);
const allFrames = results.flatMap((result) => result.frames);
const frameMedian = median(allFrames);
console.log('');
console.log(`PointMap, ${COUNT.toLocaleString('de-DE')} points, ${RUNS} runs, headless Chromium (${executablePath})`);
console.log(`  map chunk (gzip): ${kb(jsBytes)} JavaScript in ${mapJs.size} file(s) + ${kb(cssBytes)} CSS; cluster worker ${kb(workerBytes)}`);
for (const [index, result] of results.entries()) {
  console.log(
    `  run ${index + 1}: chunk loaded in ${result.loadMs.toFixed(0)} ms; clusters ready ${result.readyMs.toFixed(0)} ms after the data arrived ` +
      `(${result.clusters} clusters, ${result.markers - result.clusters} single markers); ${result.frames.length} frames while panning/zooming, median ${median(result.frames).toFixed(1)} ms, ` +
      `p95 ${percentile(result.frames, 0.95).toFixed(1)} ms; ${result.drawn} markers in the DOM at the end`,
  );
  if (result.outside.length > 0) console.log(`  requests to other hosts: ${result.outside.join(', ')}`);
}
const readyMedian = median(readyMs);
console.log(`  ready (median of runs): ${readyMedian.toFixed(0)} ms (budget ${READY_BUDGET_MS} ms) — ${readyMedian <= READY_BUDGET_MS ? 'ok' : 'OVER BUDGET'}`);
console.log(`  frame time (median of all frames): ${frameMedian.toFixed(1)} ms (budget ${FRAME_BUDGET_MS} ms) — ${frameMedian <= FRAME_BUDGET_MS ? 'ok' : 'OVER BUDGET'}; p95 ${percentile(allFrames, 0.95).toFixed(1)} ms`);
console.log('  (frames are every requestAnimationFrame interval from the first key press to 350 ms after the last, without vsync: the');
console.log('   pan/zoom animations and the marker redraws after each move, and the short idle frames between them)');
if (readyMedian > READY_BUDGET_MS || frameMedian > FRAME_BUDGET_MS) process.exitCode = 1;
