// Finds a locally installed Chromium/Chrome for Playwright. The e2e run never downloads a
// browser (`playwright install` cannot reach its CDN here); it uses the system's.
import { accessSync, constants } from 'node:fs';

/** Checked in this order after CHROMIUM_PATH. Debian's package is the one CI installs. */
export const CHROMIUM_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

export const NO_CHROMIUM_MESSAGE = "No Chromium found: install it with 'apt-get install chromium' or set CHROMIUM_PATH.";

/** Flags that keep a headless Chromium quiet, offline and happy inside a container. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The browser to use, or null when none is installed. */
export function findChromium(env: NodeJS.ProcessEnv = process.env, candidates = CHROMIUM_CANDIDATES): string | null {
  const explicit = env['CHROMIUM_PATH'];
  if (explicit) return isExecutable(explicit) ? explicit : null;
  return candidates.find(isExecutable) ?? null;
}
