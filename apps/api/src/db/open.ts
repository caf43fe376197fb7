import type { Database } from './database';
import { migrate } from './migrations';
import { openPglite } from './pglite';
import { openPostgres, type PostgresOptions } from './postgres';

/** PostgreSQL when a URL is given, otherwise embedded PGlite in `dataDir` (null: in memory). Migrated. */
export async function openDatabase(options: { databaseUrl: string | null; dataDir: string | null; postgres?: PostgresOptions }): Promise<Database> {
  const db = options.databaseUrl ? await openPostgres(options.databaseUrl, options.postgres) : await openPglite(options.dataDir);
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
