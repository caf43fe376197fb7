import { PGlite } from '@electric-sql/pglite';
import { mkdir } from 'node:fs/promises';
import { lockDataDir } from './data-dir-lock';
import type { Database, Queryable } from './database';

/**
 * Embedded Postgres (PGlite). `dataDir` null keeps everything in memory (tests); a folder
 * persists across restarts. Opening a fresh folder runs initdb (≈ 6 s here), later opens ≈ 1 s.
 * A folder belongs to one process: a second one refuses to start before touching it
 * (db/data-dir-lock.ts).
 */
export async function openPglite(dataDir: string | null): Promise<Database> {
  const unlock = dataDir ? await lockDataDir(dataDir) : async () => undefined;
  let db: PGlite;
  try {
    if (dataDir) await mkdir(dataDir, { recursive: true });
    db = dataDir ? await PGlite.create({ dataDir }) : await PGlite.create();
  } catch (error) {
    await unlock();
    throw error;
  }
  return pgliteDatabase(db, unlock);
}

/** A PGlite instance as the API's {@link Database}; `afterClose` runs once it has closed (a data folder's lock). */
export function pgliteDatabase(db: PGlite, afterClose: () => Promise<void> = async () => undefined): Database {
  const run = async <Row>(target: Pick<PGlite, 'query'>, sql: string, params?: readonly unknown[]) =>
    (await target.query<Row>(sql, params ? [...params] : undefined)).rows;
  return {
    query: (sql, params) => run(db, sql, params),
    exec: async (sql) => void (await db.exec(sql)),
    transaction: (work) =>
      db.transaction((tx) => {
        const scoped: Queryable = { query: (sql, params) => run(tx, sql, params), exec: async (sql) => void (await tx.exec(sql)) };
        return work(scoped);
      }),
    listen: (channel, onPayload) => db.listen(channel, onPayload).then((stop) => () => stop()),
    async close() {
      try {
        await db.close();
      } finally {
        await afterClose();
      }
    },
  };
}
