// The command line of `npm start` (start.mjs), read apart from it so a test can check it.

/**
 * @typedef {{ verbose: boolean, appMode: 'dev' | 'preview', apiProfile: import('./stack.mjs').ApiProfile }} StartOptions
 */

/** Every option `npm start` knows, with what it does (the usage line of a refusal). */
export const START_USAGE =
  'Usage: npm start [-- --verbose|-v] [--preview] [--spec-only]\n' +
  '  --verbose, -v  every line of every service\n' +
  '  --preview      the production build through the Firebase Hosting emulator\n' +
  '  --spec-only    the API as a service that implements the spec and nothing more (API_PROFILE=spec)';

/**
 * Reads `npm start`'s arguments; an unknown one is refused (a typo must not start another stack
 * than the one asked for).
 * @param {readonly string[]} argv the arguments after the script (process.argv.slice(2))
 * @returns {StartOptions}
 */
export function parseStartArgs(argv) {
  const known = new Set(['--verbose', '-v', '--preview', '--spec-only']);
  const unknown = argv.filter((arg) => !known.has(arg));
  if (unknown.length > 0) throw new Error(`Unknown option ${unknown.join(', ')}\n${START_USAGE}`);
  const args = new Set(argv);
  return {
    verbose: args.has('--verbose') || args.has('-v'),
    appMode: args.has('--preview') ? 'preview' : 'dev',
    apiProfile: args.has('--spec-only') ? 'spec' : 'full',
  };
}
