// The local stack's fixed names, ports and addresses, shared by every stack-*.mjs module and
// re-exported by stack.mjs.
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const PROJECT_ID = 'demo-rescue-admin';
/**
 * The project id the Hosting emulator (`--preview`) runs under. firebase-tools finds "the"
 * emulator hub of a project through one locator file per project id in the temp folder; with the
 * Auth emulator's project the two processes would share it, and whichever hub wrote it first would
 * receive the Auth emulator's export request on stop — from the Hosting process, the export of
 * the users fails. A separate (offline, demo-) project id keeps them apart.
 */
export const HOSTING_PROJECT_ID = `${PROJECT_ID}-hosting`;
export const DEMO_LOGIN = { email: 'admin@example.org', password: 'Feuerwehr112!' };

/**
 * Fixed ports of the shared interface (see firebase.json for the Auth emulator's own). The Hosting
 * emulator of `--preview` is a second firebase-tools process with its own hub and logging ports.
 * The local mailbox (mailbox.mjs) runs inside the stack's own process, on 127.0.0.1 only.
 */
export const PORTS = { auth: 9099, hub: 9098, logging: 9097, storage: 9199, api: 3333, hostingHub: 9096, hostingLogging: 9095, mailbox: 9094 };

/**
 * @typedef {'auth' | 'storage' | 'api' | 'app' | 'build' | 'hosting-config'} ServiceName
 * @typedef {'full' | 'spec'} ApiProfile
 * @typedef {{ app: string, api: string, auth: string, storage: string, mailbox: string }} StackUrls
 */

/** Raised for problems the user can fix (busy port, missing browser …): print only the message. */
export class StackError extends Error {}

/** For messages: a path relative to the repository when it is inside it. */
export function displayPath(/** @type {string} */ path) {
  const rel = relative(REPO_ROOT, path);
  return rel.startsWith('..') ? path : rel;
}
