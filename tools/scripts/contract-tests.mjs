#!/usr/bin/env node
// Contract tests of data-access against the real apps/api: starts the local stack (fresh, seeded
// data folder, standard ports), runs data-access's contract test file with API_CONTRACT_URL set,
// and stops the stack. The target `data-access:test-contract`; `npm test` (tools/scripts/test-all.mjs)
// runs it after the unit tests, which never collect the file (*.api-test.ts).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT, StackError, startStack } from '../stack/stack.mjs';

const dataDir = mkdtempSync(join(tmpdir(), 'rescue-contract-'));
let stack;
try {
  stack = await startStack({ dataDir, appMode: 'preview', print: (line) => console.log(line) });
} catch (error) {
  rmSync(dataDir, { recursive: true, force: true });
  console.error(error instanceof StackError ? error.message : error);
  process.exit(1);
}
console.log(`Local stack ready for the contract tests in ${stack.seconds} s.`);

const reportDir = process.env.RESCUE_TEST_REPORT_DIR;
const args = ['vitest', 'run', '-c', 'vitest.contract.config.ts'];
// Its own report file: the unit-test run of data-access already wrote the project's default one.
if (reportDir) args.push('--reporter=default', '--reporter=json', `--outputFile.json=${join(reportDir, 'vitest-data-access-contract.json')}`);

const code = await new Promise((resolveRun) => {
  const child = spawn(join(REPO_ROOT, 'node_modules/.bin/vitest'), args.slice(1), {
    cwd: join(REPO_ROOT, 'libs/shared/data-access'),
    env: { ...process.env, API_CONTRACT_URL: stack.urls.api, AUTH_EMULATOR_URL: stack.urls.auth },
    stdio: 'inherit',
  });
  child.once('error', (error) => {
    console.error(String(error));
    resolveRun(1);
  });
  child.once('exit', (exitCode, signal) => resolveRun(exitCode ?? (signal ? 1 : 0)));
});

await stack.stop();
rmSync(dataDir, { recursive: true, force: true });
process.exit(code);
