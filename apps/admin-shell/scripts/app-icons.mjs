// Draws the web manifest's PNG icons (public/icons) from the product mark in public/favicon.svg,
// with the Chromium the machines already have (no image package):
//   node apps/admin-shell/scripts/app-icons.mjs [path to chromium, default /usr/bin/chromium]
// - icon-192.png, icon-512.png: the shield on a transparent background, as the favicon;
// - icon-maskable-512.png: the shield on a white square, inside the central 80 % circle that a
//   maskable icon's mask always keeps (https://w3c.github.io/manifest/#icon-masks).
// The PNGs are committed; run this again only when the mark changes.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const chromium = process.argv[2] ?? '/usr/bin/chromium';
const publicDir = join(import.meta.dirname, '../public');
const svg = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');
const work = mkdtempSync(join(tmpdir(), 'app-icons-'));

/** @param {string} name @param {number} size @param {{ background: string, mark: number }} look mark: share of the side the shield takes */
function draw(name, size, { background, mark }) {
  const side = Math.round(size * mark);
  const html = `<!doctype html><html><body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${background}">
<div style="width:${side}px;height:${side}px">${svg.replace('<svg ', `<svg width="${side}" height="${side}" `)}</div></body></html>`;
  const page = join(work, `${name}.html`);
  writeFileSync(page, html);
  execFileSync(chromium, [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--hide-scrollbars',
    '--force-device-scale-factor=1',
    '--default-background-color=00000000',
    `--window-size=${size},${size}`,
    `--screenshot=${join(publicDir, 'icons', name)}`,
    `file://${page}`,
  ], { stdio: 'ignore' });
}

try {
  draw('icon-192.png', 192, { background: 'transparent', mark: 1 });
  draw('icon-512.png', 512, { background: 'transparent', mark: 1 });
  draw('icon-maskable-512.png', 512, { background: '#ffffff', mark: 0.6 });
} finally {
  rmSync(work, { recursive: true, force: true });
}
