import { join } from 'node:path';
import { projectVitestConfig } from '../../vitest.preset';

// TEST_DATABASE=postgres: the same suite against PostgreSQL (a throw-away cluster, or
// TEST_DATABASE_URL's server), plus the files that need a real server (*.postgres.test.ts)
// instead of those about PGlite's data folder (*.pglite.test.ts).
const postgres = process.env.TEST_DATABASE === 'postgres';
const reportDir = process.env.RESCUE_TEST_REPORT_DIR;

export default projectVitestConfig({
  root: import.meta.dirname,
  environment: 'node',
  test: {
    // Each pass leaves out what only concerns the other database.
    exclude: postgres ? ['src/**/*.pglite.test.ts'] : ['src/**/*.postgres.test.ts'],
    // One Firebase Auth emulator for the whole run (real ID tokens, real revocation checks), and
    // in the PostgreSQL pass one server on which every test database is created.
    globalSetup: ['src/test/global-setup.ts'],
    // Each app opens a database of its own (PGlite from the run's template ≈ 0.5 s, PostgreSQL a
    // new database); emulator start-up adds ≈ 15 s once.
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // The two passes write separate reports (npm test sums them).
    ...(reportDir && postgres ? { outputFile: { json: join(reportDir, 'vitest-apps__api-postgres.json') } } : {}),
  },
});
