#!/usr/bin/env node
// `npm run bench:bundle`: builds the admin shell and shows, per start (/login, the dashboard and
// every area's list screen), the JavaScript it loads — each file's gzip bytes — and the ten largest
// modules in it (what a start is: bundle-starts.mjs). A module's size is the gzip of its rendered
// code alone (after tree-shaking, before minification): it ranks the modules; the files' sizes
// are what the browser downloads.
//
// Usage: node tools/scripts/bench-bundle.mjs [--no-build] [--dist=DIR] [--top=10] [--starts=/login,/customer] [--markdown]
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { defaultDist, kb, readBuild, starts, workspaceRoot } from './bundle-starts.mjs';

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key, value ?? 'true'];
  }),
);
const dist = args.dist ? resolve(workspaceRoot, args.dist) : defaultDist;
const top = Number(args.top ?? 10);
const only = args.starts?.split(',');

if (args['no-build'] !== 'true') {
  const built = spawnSync(join(workspaceRoot, 'node_modules/.bin/vite'), ['build', '--logLevel=warn', `--outDir=${dist}`], {
    cwd: join(workspaceRoot, 'apps/admin-shell'),
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const all = starts(readBuild(dist)).filter((start) => !only || only.includes(start.name));
const short = (file) => file.replace(/^assets\//, '').replace(/-[\w-]{8}\.js$/, '.js');

if (args.markdown === 'true') {
  console.log('| start | gzip kB | files (gzip kB) |');
  console.log('|---|---|---|');
  for (const start of all) console.log(`| ${start.name} | ${kb(start.gzip)} | ${start.files.map((row) => `${short(row.file)} ${kb(row.gzip)}`).join(', ')} |`);
  for (const start of all) {
    console.log(`\n${start.name}, the ${top} largest modules (gzip kB alone):\n`);
    console.log(start.modules.slice(0, top).map((module) => `${module.id} ${kb(module.gzip)}`).join(' · '));
  }
} else {
  for (const start of all) {
    console.log(`\n${start.name}: ${kb(start.gzip)} kB gzip in ${start.files.length} files`);
    for (const row of start.files) console.log(`  ${kb(row.gzip).padStart(7)} kB  ${row.file}`);
    console.log(`  the ${top} largest modules (gzip alone, rendered):`);
    for (const module of start.modules.slice(0, top)) {
      console.log(`  ${kb(module.gzip).padStart(7)} kB ${kb(module.rendered).padStart(7)} kB  ${module.id}  (${short(module.file)})`);
    }
  }
}
