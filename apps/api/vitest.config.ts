import { join } from 'node:path';
import { projectVitestConfig } from '../../vitest.preset';

// TEST_DATABASE=postgres: the files whose subject is the database once more against PostgreSQL
// (a throw-away cluster, or TEST_DATABASE_URL's server), plus those that need a real server
// (*.postgres.test.ts). PGlite is PostgreSQL's own engine, so the SQL answers alike (shown by
// db/postgres.postgres.test.ts); what differs is the server around it — pools, concurrent
// transactions, time-outs, restarts, two instances. The files about input, policy tables, headers
// and logging decide before any query and run once, on PGlite.
const postgres = process.env.TEST_DATABASE === 'postgres';
const DATABASE_FILES = [
  'src/**/*.postgres.test.ts',
  'src/db/*.test.ts',
  'src/accounts/*.test.ts',
  'src/lists/*.test.ts',
  'src/app.access.test.ts',
  'src/app.audit.test.ts',
  'src/app.behaviour.test.ts',
  'src/app.bulk.test.ts',
  'src/app.contract.test.ts',
  'src/app.idempotency.test.ts',
  'src/app.inspection-due.test.ts',
  'src/app.inspections.test.ts',
  'src/app.invitations.test.ts',
  'src/app.list-cache-roles.test.ts',
  'src/app.list-patch.test.ts',
  'src/app.lists.test.ts',
  'src/app.no-lost-updates.test.ts',
  'src/app.session.test.ts',
  'src/app.summary.test.ts',
];
const reportDir = process.env.RESCUE_TEST_REPORT_DIR;

export default projectVitestConfig({
  root: import.meta.dirname,
  environment: 'node',
  test: {
    // Each pass leaves out what only concerns the other database.
    ...(postgres ? { include: DATABASE_FILES, exclude: ['src/**/*.pglite.test.ts'] } : { exclude: ['src/**/*.postgres.test.ts'] }),
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
