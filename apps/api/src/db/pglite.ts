import { PGlite } from '@electric-sql/pglite';
import { mkdir } from 'node:fs/promises';
import type { Database, Queryable } from './database';

/**
 * Embedded Postgres (PGlite). `dataDir` null keeps everything in memory (tests); a folder
 * persists across restarts. Opening a fresh folder runs initdb (≈ 6 s here), later opens ≈ 1 s.
 */
export async function openPglite(dataDir: string | null): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const db = dataDir ? await PGlite.create({ dataDir }) : await PGlite.create();
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
    close: () => db.close(),
  };
}
