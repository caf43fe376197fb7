#!/usr/bin/env node
// Sums the gzip size of the JavaScript a browser downloads before /login can render: the entry
// chunk and, recursively, its static imports from the Vite manifest. Lazy chunks (the signed-in
// frame, every feature) are listed separately and do not count.
//
// Usage: node apps/admin-shell/scripts/bundle-size.mjs [--budget=165] [--dist=dist/apps/admin-shell]
// Exits 1 when the initial JavaScript exceeds the budget (kB = 1000 bytes, gzip level 9 like a
// static server's precompressed files).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const workspaceRoot = resolve(import.meta.dirname, '../../..');
const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key, value ?? 'true'];
  }),
);
const dist = resolve(workspaceRoot, args.dist ?? 'dist/apps/admin-shell');
const budgetKb = Number(args.budget ?? 165);
const manifestPath = join(dist, '.vite/manifest.json');

if (!existsSync(manifestPath)) {
  console.error(`No Vite manifest at ${manifestPath}: build first (npx nx build admin-shell).`);
  process.exit(2);
}

/** @type {Record<string, { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] }>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) {
  console.error('The manifest has no entry chunk.');
  process.exit(2);
}

const gzipBytes = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes) => (bytes / 1000).toFixed(1);

/** The entry and everything it imports statically, each once. */
const initial = new Set();
const css = new Set();
(function collect(key) {
  if (initial.has(key)) return;
  initial.add(key);
  for (const imported of manifest[key].imports ?? []) collect(imported);
})(entryKey);
// The stylesheets /login loads: those index.html links (the app's one stylesheet, see vite.config.ts).
for (const [tag] of readFileSync(join(dist, 'index.html'), 'utf8').matchAll(/<link\b[^>]*>/g)) {
  const href = /\bhref="\/([^"]+)"/.exec(tag)?.[1];
  if (/\brel="stylesheet"/.test(tag) && href) css.add(href);
}

const rows = [...initial].map((key) => ({ file: manifest[key].file, gzip: gzipBytes(manifest[key].file) })).sort((a, b) => b.gzip - a.gzip);
const totalJs = rows.reduce((sum, row) => sum + row.gzip, 0);
const totalCss = [...css].reduce((sum, file) => sum + gzipBytes(file), 0);

const lazy = Object.entries(manifest)
  .filter(([key, chunk]) => !initial.has(key) && chunk.file.endsWith('.js'))
  .map(([key, chunk]) => ({ file: chunk.file, src: chunk.src ?? key, gzip: gzipBytes(chunk.file) }))
  .sort((a, b) => b.gzip - a.gzip);

console.log('JavaScript loaded by /login (entry + static imports), gzip:');
for (const row of rows) console.log(`  ${kb(row.gzip).padStart(7)} kB  ${row.file}`);
console.log(`CSS loaded by /login, gzip: ${kb(totalCss)} kB`);
console.log('Lazy chunks (not loaded by /login), gzip:');
for (const row of lazy) console.log(`  ${kb(row.gzip).padStart(7)} kB  ${row.file}  (${row.src})`);
console.log(`Initial JavaScript for /login: ${kb(totalJs)} kB gzip (budget ${budgetKb} kB)`);

if (totalJs > budgetKb * 1000) {
  console.error(`Over budget by ${kb(totalJs - budgetKb * 1000)} kB.`);
  process.exit(1);
}
