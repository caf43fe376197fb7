// Playwright global setup for apps/admin-shell-e2e (referenced from its playwright.config.mts).
// Starts the whole local stack on the standard ports with a fresh, seeded data folder, so every
// run starts from the same state; the returned function is Playwright's global teardown.
// With E2E_BASE_URL set it uses that running stack instead and starts nothing (set E2E_APP_MODE=dev
// when that stack runs the Vite dev server: the production-headers spec is skipped then).
// The specs find the local mailbox at E2E_MAILBOX_URL (e.g. http://127.0.0.1:9094; GET
// `${E2E_MAILBOX_URL}/mails.json` → [{ kind: 'invitation' | 'passwordReset', to, subject, link, at }],
// newest first). With E2E_BASE_URL it defaults to the standard stack's mailbox. E2E_HOSTING_PUBLIC_DIR
// names the served site's folder when this setup started the stack in preview mode (unset otherwise).
// E2E_API_PROFILE=spec starts the API in its spec-only profile (API_PROFILE=spec: no extension
// endpoints, no versions, new users sign in with the contract's INITIAL_PASSWORD, no invitation
// mails). The specs read E2E_API_PROFILE ('full' or 'spec', always set here) to know which stack
// they run against; with E2E_BASE_URL it says what that running stack serves (default 'full').
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PORTS, StackError, startStack } from './stack.mjs';

export default async function globalSetup() {
  const apiProfile = e2eApiProfile(process.env.E2E_API_PROFILE);
  // The specs read it (workers inherit the environment of this process).
  process.env.E2E_API_PROFILE = apiProfile;
  if (process.env.E2E_BASE_URL) {
    process.env.E2E_MAILBOX_URL ??= `http://127.0.0.1:${PORTS.mailbox}`;
    return undefined;
  }

  const dataDir = mkdtempSync(join(tmpdir(), 'rescue-e2e-'));
  // The production build behind the Firebase Hosting emulator, with the headers production gets
  // (CSP, HSTS, caching): what ships, and faster to load than the dev server.
  const appMode = process.env.E2E_APP_MODE === 'dev' ? 'dev' : 'preview';
  // The specs read it (workers inherit the environment of this process).
  process.env.E2E_APP_MODE = appMode;
  let stack;
  try {
    stack = await startStack({
      dataDir,
      appMode,
      apiProfile,
      verbose: Boolean(process.env.E2E_VERBOSE),
      print: (line) => console.log(line),
    });
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    if (error instanceof StackError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // The specs read it, like E2E_APP_MODE (workers inherit the environment of this process).
  process.env.E2E_MAILBOX_URL = stack.urls.mailbox;
  // The site the Hosting emulator serves, read from disk at each request: the offline-start spec
  // "deploys" a new service worker by changing its sw.js there (and puts it back).
  if (appMode === 'preview') process.env.E2E_HOSTING_PUBLIC_DIR = join(dataDir, 'hosting', 'public');
  console.log(`Local stack ready for e2e in ${stack.seconds} s (${appMode}${apiProfile === 'spec' ? ', API spec-only profile' : ''}).`);
  void stack.exited.then((message) => console.error(`\n${message}`));

  return async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

/**
 * The API profile the e2e run asks for: 'full' (default) or 'spec'; anything else stops the run
 * (a typo must not run the spec pass against the full API).
 * @param {string | undefined} value E2E_API_PROFILE
 * @returns {import('./stack.mjs').ApiProfile}
 */
export function e2eApiProfile(value) {
  const profile = (value ?? '').trim().toLowerCase() || 'full';
  if (profile !== 'full' && profile !== 'spec') throw new Error(`E2E_API_PROFILE must be "full" or "spec", not "${value}"`);
  return profile;
}
