#!/usr/bin/env node
// Writes a deployable Firebase Hosting site for one environment from its config.json: the build
// plus that config.json in <out>/public/, and <out>/firebase.json with the SPA rewrite, the caching
// rules and the Content-Security-Policy that names exactly the hosts this config.json uses.
//
//   node tools/hosting/write-hosting-config.mjs --config <env>/config.json --out dist/hosting/<env>
//       [--build dist/apps/admin-shell] [--site <hosting site id>] [--local]
//
// then: npx firebase deploy --only hosting --project <project id> --config dist/hosting/<env>/firebase.json
// --local is for the local stack only: it allows the "emulators" block and http:// addresses.
import { parseArgs } from 'node:util';
import { HostingConfigError, writeHostingSite } from './hosting-config.mjs';

const USAGE =
  'Usage: node tools/hosting/write-hosting-config.mjs --config <config.json> --out <folder> [--build dist/apps/admin-shell] [--site <id>] [--local] [--quiet]';

function readArgs() {
  try {
    return parseArgs({
      options: {
        config: { type: 'string' },
        out: { type: 'string' },
        build: { type: 'string' },
        site: { type: 'string' },
        local: { type: 'boolean' },
        quiet: { type: 'boolean' },
        help: { type: 'boolean' },
      },
      strict: true,
    }).values;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return process.exit(2);
  }
}

const values = readArgs();
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (values.config === undefined || values.out === undefined) {
  console.error(`--config and --out are required.\n${USAGE}`);
  process.exit(2);
}

try {
  const result = writeHostingSite({
    appConfigFile: values.config,
    buildDir: values.build ?? 'dist/apps/admin-shell',
    outDir: values.out,
    local: values.local === true,
    site: values.site,
  });
  for (const warning of result.warnings) console.warn(`Warning: ${warning}`);
  if (!values.quiet) {
    console.log(`Wrote ${result.firebaseJson} and ${result.publicDir}/ (with ${values.config} as config.json).`);
    console.log(`Content-Security-Policy: ${result.csp}`);
    console.log(`Deploy: npx firebase deploy --only hosting --project <project id> --config ${result.firebaseJson}`);
  }
} catch (error) {
  if (error instanceof HostingConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
