import pg from 'pg';
import type { Database, Queryable } from './database';

/** A PostgreSQL server through node-postgres (DATABASE_URL). */
export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // Fail at start, not at the first request, when the server is unreachable.
  await pool.query('SELECT 1');
  const query: Queryable['query'] = async (sql, params) => (await pool.query(sql, params ? [...params] : undefined)).rows;
  return {
    query,
    exec: async (sql) => void (await pool.query(sql)),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          query: async (sql, params) => (await client.query(sql, params ? [...params] : undefined)).rows,
          exec: async (sql) => void (await client.query(sql)),
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
