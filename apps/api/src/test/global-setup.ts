import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { bundleApi } from '../../scripts/bundle';
import { startAuthEmulator } from './auth-emulator';
import { startThrowawayCluster } from './postgres-cluster';
import { writePgliteTemplate } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** host:port of the Auth emulator the tests mint tokens with. */
    authEmulatorHost: string;
    /**
     * The PostgreSQL pass (TEST_DATABASE=postgres): a server URL whose user may create databases
     * (each test database is created there and dropped again). Empty: PGlite.
     */
    postgresUrl: string;
    /** The production bundle's main.js (scripts/bundle.ts), built for this run: tests start it as a process. */
    apiBundle: string;
    /** The PGlite pass: a migrated, empty database's data folder (a dump), each test database's start. Empty: none. */
    pgliteTemplate: string;
  }
}

/**
 * One real Auth emulator for the whole run. Inside `firebase emulators:exec` (which sets
 * FIREBASE_AUTH_EMULATOR_HOST) the running one is reused. With TEST_DATABASE=postgres, also one
 * PostgreSQL server: TEST_DATABASE_URL's, or a throw-away cluster in a temporary folder; with
 * PGlite, the template every test database starts from (writePgliteTemplate).
 */
export default async function setup(project: TestProject) {
  const kind = process.env.TEST_DATABASE ?? 'pglite';
  if (kind !== 'pglite' && kind !== 'postgres') throw new Error(`TEST_DATABASE must be "pglite" or "postgres", not "${kind}"`);
  const ownCluster = kind === 'postgres' && !process.env.TEST_DATABASE_URL;
  const existingEmulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  // Inside the workspace's node_modules (where tools keep their caches; no linter or git looks
  // there), so the bundle finds the packages it leaves out (PGlite) by Node's usual lookup.
  const bundleDir = join(import.meta.dirname, '../../../../node_modules/.cache/rescue-admin-api', `test-bundle-${randomBytes(4).toString('hex')}`);
  const pgliteTemplate = kind === 'pglite' ? join(tmpdir(), `rescue-api-pglite-template-${randomBytes(4).toString('hex')}.tar`) : '';
  // Side by side: the emulator takes ≈ 15 s, the cluster ≈ 3 s, the bundle ≈ 2 s, the template ≈ 3 s.
  const [cluster, emulator, bundle, template] = await Promise.allSettled([
    ownCluster ? startThrowawayCluster() : Promise.resolve(null),
    existingEmulator ? Promise.resolve(null) : startAuthEmulator(),
    bundleApi(bundleDir),
    pgliteTemplate ? writePgliteTemplate(pgliteTemplate) : Promise.resolve(),
  ]);
  const stop = async () => {
    if (emulator.status === 'fulfilled') await emulator.value?.stop();
    if (cluster.status === 'fulfilled') await cluster.value?.stop();
    await rm(bundleDir, { recursive: true, force: true });
    if (pgliteTemplate) await rm(pgliteTemplate, { force: true });
  };
  const failed = [cluster, emulator, bundle, template].find((result) => result.status === 'rejected');
  if (failed) {
    await stop();
    throw failed.reason;
  }
  const value = <T>(result: PromiseSettledResult<T>) => (result as PromiseFulfilledResult<T>).value;
  project.provide('apiBundle', value(bundle).main);
  project.provide('pgliteTemplate', pgliteTemplate);
  project.provide('postgresUrl', kind === 'postgres' ? (value(cluster)?.url ?? (process.env.TEST_DATABASE_URL as string)) : '');
  project.provide('authEmulatorHost', value(emulator)?.host ?? (existingEmulator as string));
  return stop;
}
