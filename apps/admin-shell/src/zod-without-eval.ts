// The app runs under a Content-Security-Policy without 'unsafe-eval' (tools/hosting). zod compiles
// fast object parsers with `new Function` unless `jitless` is set — and even its probe whether it
// may is reported as a CSP violation, although zod catches the error. The probe runs when the first
// object schema is built, so the setting must be in place before any schema module is evaluated:
// main.tsx imports this module first (every schema is in a lazy chunk).
//
// zod keeps its settings in this global and adopts an existing one (zod/v4/core/core.js), so the
// flag is set without loading zod on /login (`import { config } from 'zod'` would add ~3.6 kB gzip
// to the login entry). zod-without-eval.test.ts fails if zod stops reading it.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;

export {};
