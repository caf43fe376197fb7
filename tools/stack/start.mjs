#!/usr/bin/env node
// `npm start`: the whole product on this machine — Auth emulator, storage server, API and the
// admin app — until Ctrl+C. Options (start-args.mjs): --verbose (every service's output), --preview
// (the production build through the Firebase Hosting emulator, with the headers production gets —
// CSP, HSTS, caching — instead of the Vite dev server), --spec-only (the API's spec-only profile:
// a service that implements the spec and nothing more, for trying the client against one). Env: PORT (admin app, default 4200). Every mail that
// reaches the local mailbox (invitations, password resets) is printed as it arrives.
import { DEMO_LOGIN, StackError, displayPath, startStack, REPO_ROOT } from './stack.mjs';
import { mailLine } from './mailbox.mjs';
import { parseStartArgs } from './start-args.mjs';
import { join } from 'node:path';

/** @type {import('./start-args.mjs').StartOptions} */
let options;
try {
  options = parseStartArgs(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}
const { verbose, appMode, apiProfile } = options;
const dataDir = process.env.STACK_DATA_DIR ?? join(REPO_ROOT, '.data');

console.log(`Starting the local stack (data in ${displayPath(dataDir)}/) …`);
if (apiProfile === 'spec') console.log('The API runs the spec-only profile: only the calls the spec describes, no extensions, no version checks, new users sign in with the initial password.');

/** @type {Awaited<ReturnType<typeof startStack>> | undefined} */
let stack;
let stopping = false;
const starting = new AbortController();

/** @param {number} code */
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  if (!stack) {
    // Still starting: startStack stops what it has started and rejects.
    starting.abort();
    return;
  }
  console.log('\nStopping (saving users and files) …');
  await stack.stop();
  console.log('Stopped.');
  process.exit(code);
}

// Services run in their own process groups, so Ctrl+C reaches only this process; it then stops
// each service the way that service needs (the Auth emulator exports its users first).
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
  process.on(signal, () => void shutdown(0));
}

try {
  stack = await startStack({
    dataDir,
    appMode,
    apiProfile,
    verbose,
    signal: starting.signal,
    print: (line) => console.log(line),
    onMail: (mail) => console.log(mailLine(mail)),
  });
} catch (error) {
  if (starting.signal.aborted) process.exit(0);
  console.error(error instanceof StackError ? error.message : error);
  process.exit(1);
}

const { urls, seconds, readyAfter } = stack;
const timings = Object.entries(readyAfter)
  .map(([name, after]) => `${name} ${after} s`)
  .join(', ');
const lines = [
  '',
  `  rescue-admin is ready (${seconds} s: ${timings})`,
  '',
  `  Open:      ${urls.app}${appMode === 'preview' ? ' (production build, Firebase Hosting emulator with production headers)' : ''}`,
  `  Sign in:   ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}`,
  '',
  `  API:       ${urls.api}${apiProfile === 'spec' ? ' (spec-only profile: extension endpoints answer 404)' : ''}`,
  `  Auth:      ${urls.auth} (Firebase Auth emulator)`,
  `  Storage:   ${urls.storage}`,
  `  Mailbox:   ${urls.mailbox} (local mailbox: invitations and password resets; new mails are printed here)`,
  `  Data:      ${displayPath(dataDir)}/ — delete it to start over`,
  '',
  '  Stop with Ctrl+C.',
  '',
];
console.log(lines.join('\n'));

const message = await stack.exited;
console.error(`\n${message}\nStopping the other services.`);
await shutdown(1);
