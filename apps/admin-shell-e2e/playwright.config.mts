import { defineConfig } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { CHROMIUM_ARGS, NO_CHROMIUM_MESSAGE, findChromium } from './src/support/chromium.ts';

const executablePath = findChromium();
if (!executablePath) {
  console.error(NO_CHROMIUM_MESSAGE);
  process.exit(1);
}

const reportDir = process.env['RESCUE_TEST_REPORT_DIR'];
const isCI = Boolean(process.env['CI']);
const AT_SCALE = '**/hydrants-at-scale.spec.ts';
// Deploys a changed service worker into the stack's hosting folder for a moment: no other page may
// be open then (it would be offered the new version too), so it runs after every other spec.
const DEPLOYS = '**/offline-start.spec.ts';
// E2E_API_PROFILE=spec: the stack's API runs its spec-only profile, and only the spec's scenarios
// run (support/profile.ts) — the client against a service that implements SPEC §7 and nothing more.
const specOnly = process.env['E2E_API_PROFILE'] === 'spec';

export default defineConfig({
  testDir: './src',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: isCI,
  retries: 0,
  // Two browsers share the one stack: the specs are independent (each makes its own records), and
  // most of a journey's time is spent waiting for the stack, not on a core.
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: reportDir
    ? [['list'], ['json', { outputFile: join(reportDir, `playwright-admin-shell-e2e${specOnly ? '-spec-only' : ''}.json`) }]]
    : [['list']],
  // Starts the whole local stack (Auth emulator, storage, API, built app) on the standard ports
  // with a fresh data folder — or uses the one at E2E_BASE_URL. Lives with the stack code.
  globalSetup: fileURLToPath(new URL('../../tools/stack/e2e-global-setup.mjs', import.meta.url)),
  projects: specOnly
    ? [{ name: 'spec-only', grep: /@spec/ }]
    : [
        { name: 'areas', testIgnore: [AT_SCALE, DEPLOYS] },
        // Adds 10,000 hydrants that stay (hydrants belong to no customer): after every other test.
        { name: 'at-scale', testMatch: AT_SCALE, dependencies: ['areas'] },
        { name: 'deploys', testMatch: DEPLOYS, dependencies: ['at-scale'] },
      ],
  use: {
    baseURL: process.env['E2E_BASE_URL'] ?? `http://localhost:${process.env['PORT'] ?? 4200}`,
    browserName: 'chromium',
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
    // The app's service worker precaches the whole build after each first visit: the specs that
    // are about it (offline start, production headers) allow it, the others run without it.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
