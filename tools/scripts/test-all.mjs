#!/usr/bin/env node
// `npm test`: every check the repository has, in the order that fails fastest — lint and
// typecheck, unit tests (with the API suite again on PostgreSQL), builds (app, API bundle and
// Storybook) and the app's bundle budget, the module-boundary proof, the generator into a scratch copy, then e2e against the
// real local stack (and the spec's scenarios again against its spec-only profile). Stops at the first failing step, prints each step's duration
// and closes with one line `Total: N passed, M failed[, K skipped]` summed from the JSON reports
// every test runner writes (vitest.preset.ts, apps/admin-shell-e2e/playwright.config.mts).
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const isCI = Boolean(process.env.CI) && process.env.CI !== 'false';
const reportDir = mkdtempSync(join(tmpdir(), 'rescue-test-reports-'));

const nxFlags = ['--outputStyle=static', '--parallel=2', ...(isCI ? ['--skip-nx-cache'] : [])];
const bin = (name) => join(root, 'node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);
const nx = bin('nx');
const node = (script) => [process.execPath, join(root, script)];
/**
 * Each step's commands run side by side; the step fails when any of them does.
 * @type {{ name: string, commands: string[][] }[]}
 */
const steps = [
  // One ESLint process over the whole workspace (the projects' `lint` targets each start ESLint and
  // Nx's project graph again, for the same rules), beside the projects' typechecks.
  { name: 'lint and typecheck', commands: [[bin('eslint'), '--max-warnings=0', 'apps', 'libs', 'tools'], [nx, 'run-many', '-t', 'typecheck', ...nxFlags]] },
  // With the API's database files once more, on PostgreSQL (`api:test-postgres`): a throw-away cluster (Debian's
  // postgresql package) that the suite's global setup starts and removes; the other projects' tests
  // need no second pass. In the same run as the others, it uses the core their tests leave idle.
  { name: 'unit tests', commands: [[nx, 'run-many', '-t', 'test', 'test-postgres', ...nxFlags]] },
  { name: 'build', commands: [[nx, 'run-many', '-t', 'build', ...nxFlags]] },
  // Issue 41's budgets on that build: /login at most 140 kB of JavaScript (gzip), every signed-in start 200.
  { name: 'bundle budget', commands: [node('tools/scripts/bundle-budget.mjs')] },
  { name: 'storybook build', commands: [[nx, 'run-many', '-t', 'build-storybook', ...nxFlags]] },
  { name: 'module boundaries', commands: [[nx, 'run-many', '-t', 'lint-boundaries', ...nxFlags]] },
  // The feature-lib generator into a scratch copy: the new area passes lint, typecheck, test and build.
  { name: 'generator', commands: [node('tools/scripts/generator-check.mjs')] },
  // data-access's calls against the real API (their own target; the unit run never collects them).
  { name: 'contract', commands: [[nx, 'run', 'data-access:test-contract', '--outputStyle=static', ...(isCI ? ['--skip-nx-cache'] : [])]] },
  // One task, so no parallelism flag; the e2e setup brings up the whole stack itself.
  { name: 'e2e', commands: [[nx, 'run', 'admin-shell-e2e:e2e', '--outputStyle=static', ...(isCI ? ['--skip-nx-cache'] : [])]] },
  // The spec's scenarios once more, against the API's spec-only profile (a service with SPEC §7's
  // calls and nothing more): the client's extras must step aside there, never fail.
  { name: 'e2e spec-only', commands: [[nx, 'run', 'admin-shell-e2e:e2e-spec-only', '--outputStyle=static', ...(isCI ? ['--skip-nx-cache'] : [])]] },
];

const env = { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false', RESCUE_TEST_REPORT_DIR: reportDir };

/**
 * @param {string[]} command the program and its arguments
 * @param {'inherit' | 'quiet'} [output] 'quiet': only its errors are shown
 * @returns {Promise<number>}
 */
function run([program, ...args], output = 'inherit') {
  return new Promise((resolveRun) => {
    const child = spawn(program, args, { cwd: root, env, stdio: output === 'quiet' ? ['ignore', 'ignore', 'inherit'] : 'inherit' });
    child.once('error', (error) => {
      console.error(String(error));
      resolveRun(1);
    });
    child.once('exit', (code, signal) => resolveRun(code ?? (signal ? 1 : 0)));
  });
}

/** @param {number} ms */
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Sums vitest (Jest-compatible JSON) and Playwright JSON reports.
 * @returns {{ passed: number, failed: number, skipped: number, unreadable: string[] }}
 */
function summarise() {
  const totals = { passed: 0, failed: 0, skipped: 0, unreadable: /** @type {string[]} */ ([]) };
  for (const file of readdirSync(reportDir).filter((name) => name.endsWith('.json'))) {
    let report;
    try {
      report = JSON.parse(readFileSync(join(reportDir, file), 'utf8'));
    } catch {
      totals.unreadable.push(file);
      continue;
    }
    if (report.stats && typeof report.stats.expected === 'number') {
      // Playwright: expected = passed, unexpected = failed, flaky = passed on a retry.
      totals.passed += report.stats.expected + (report.stats.flaky ?? 0);
      totals.failed += report.stats.unexpected ?? 0;
      totals.skipped += report.stats.skipped ?? 0;
    } else if (typeof report.numTotalTests === 'number') {
      totals.passed += report.numPassedTests ?? 0;
      totals.failed += report.numFailedTests ?? 0;
      totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    } else {
      totals.unreadable.push(file);
    }
  }
  return totals;
}

const started = performance.now();
/** @type {{ name: string, ms: number, ok: boolean }[]} */
const done = [];
let failedStep;

// ESLint's module-boundary rule reads Nx's cached project graph and, without one (a fresh clone),
// skips itself with nothing but a warning line: the graph is made before the lint step starts.
if ((await run([nx, 'show', 'projects'], 'quiet')) !== 0) {
  console.error('npm test: Nx could not compute the project graph (nx show projects failed).');
  process.exit(1);
}

const shown = (command) => command.map((part) => (isAbsolute(part) ? relative(root, part) || part : part)).join(' ');
for (const step of steps) {
  console.log(`\n=== ${step.name}: ${step.commands.map(shown).join('  &  ')}`);
  const stepStart = performance.now();
  const codes = await Promise.all(step.commands.map((command) => run(command)));
  const code = codes.find((c) => c !== 0) ?? 0;
  const ms = performance.now() - stepStart;
  done.push({ name: step.name, ms, ok: code === 0 });
  console.log(`=== ${step.name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds(ms)}`);
  if (code !== 0) {
    failedStep = step.name;
    break;
  }
}

console.log('\nSteps:');
for (const step of done) console.log(`  ${step.ok ? 'ok    ' : 'FAILED'} ${step.name.padEnd(20)} ${seconds(step.ms)}`);
for (const step of steps.slice(done.length)) console.log(`  -      ${step.name.padEnd(20)} not run`);
console.log(`  total ${seconds(performance.now() - started)} · reports in ${reportDir}`);

const totals = summarise();
if (totals.unreadable.length > 0) console.log(`Unreadable reports: ${totals.unreadable.join(', ')}`);
if (failedStep) console.log(`\nnpm test failed at step "${failedStep}" (see its output above).`);
console.log(`Total: ${totals.passed} passed, ${totals.failed} failed${totals.skipped > 0 ? `, ${totals.skipped} skipped` : ''}`);

process.exit(failedStep || totals.failed > 0 || totals.unreadable.length > 0 ? 1 : 0);
