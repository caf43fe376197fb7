import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { inject } from 'vitest';
import type { Database } from '../db/database';
import { migrate } from '../db/migrations';
import { openDatabase } from '../db/open';
import { pgliteDatabase } from '../db/pglite';

/** The database the tests run against: `pglite` (default) or `postgres` (TEST_DATABASE=postgres). */
export const testDatabaseKind = (): 'pglite' | 'postgres' => (inject('postgresUrl') ? 'postgres' : 'pglite');

/** The server URL of the run's PostgreSQL with another database name. */
export function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Creates an empty database on the run's PostgreSQL server; `drop` removes it again (connections and all). */
export async function createScratchDatabase(serverUrl = inject('postgresUrl')): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `api_test_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  return { url: withDatabase(serverUrl, name), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** `url`: the PostgreSQL database's URL (another process or pool may open it too); null for PGlite. */
export type TestDatabase = Database & { url: string | null };

/**
 * Writes the data folder of a migrated, empty in-memory PGlite to `file` (the global setup, once
 * per run): each test database then starts from it instead of running initdb itself (≈ 2–3 s of
 * CPU per test file here; loading the folder ≈ 0.5 s).
 */
export async function writePgliteTemplate(file: string): Promise<void> {
  const db = await PGlite.create();
  try {
    await migrate(pgliteDatabase(db));
    const folder = await db.dumpDataDir('none');
    await writeFile(file, new Uint8Array(await folder.arrayBuffer()));
  } finally {
    await db.close();
  }
}

/**
 * A fresh, migrated, empty database of its own: an in-memory PGlite (from the run's template, see
 * {@link writePgliteTemplate}), or — in the PostgreSQL pass — a new database on the run's server,
 * dropped on close. Nothing is shared between two calls, so test files running side by side (and
 * several apps in one file) never see each other's rows.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  if (testDatabaseKind() === 'pglite') {
    const template = inject('pgliteTemplate');
    if (!template) return Object.assign(await openDatabase({ databaseUrl: null, dataDir: null }), { url: null });
    const db = pgliteDatabase(await PGlite.create({ loadDataDir: new Blob([await readFile(template)]) }));
    // Nothing to do unless a migration is newer than the template.
    await migrate(db);
    return Object.assign(db, { url: null });
  }
  const scratch = await createScratchDatabase();
  const db = await openDatabase({ databaseUrl: scratch.url, dataDir: null });
  return {
    ...db,
    url: scratch.url,
    async close() {
      await db.close();
      await scratch.drop();
    },
  };
}
