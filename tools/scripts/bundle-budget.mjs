#!/usr/bin/env node
// Fails when a start of the admin shell downloads more JavaScript than its budget (issue 41):
// /login at most 140 kB gzip, every signed-in first screen (the dashboard and each area's list) at
// most 200 kB. Run after the build (`npx nx bundle-size admin-shell` builds first); what a start
// is: bundle-starts.mjs. Exits 1 above a budget, 2 without a build.
//
// Usage: node tools/scripts/bundle-budget.mjs [--dist=DIR] [--login=140] [--signed-in=200]
import { resolve } from 'node:path';
import { defaultDist, kb, readBuild, starts, workspaceRoot } from './bundle-starts.mjs';

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key, value ?? 'true'];
  }),
);
const dist = args.dist ? resolve(workspaceRoot, args.dist) : defaultDist;
const budgetKb = { login: Number(args.login ?? 140), signedIn: Number(args['signed-in'] ?? 200) };

let build;
try {
  build = readBuild(dist);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}

let over = 0;
for (const start of starts(build)) {
  const budget = start.signedIn ? budgetKb.signedIn : budgetKb.login;
  const verdict = start.gzip > budget * 1000 ? `OVER by ${kb(start.gzip - budget * 1000)} kB` : 'ok';
  if (start.gzip > budget * 1000) over += 1;
  console.log(`${start.name.padEnd(20)} ${kb(start.gzip).padStart(6)} kB gzip in ${String(start.files.length).padStart(2)} files (budget ${budget} kB) ${verdict}`);
}
if (over > 0) {
  console.error(`${over} start(s) over budget: \`npm run bench:bundle\` shows what fills them.`);
  process.exit(1);
}
