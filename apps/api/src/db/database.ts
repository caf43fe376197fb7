/**
 * The one small interface the routes use: SQL in, rows out. Two adapters implement it — embedded
 * PGlite (the default, a real Postgres in-process) and node-postgres for a PostgreSQL server —
 * so the SQL is written once, in the Postgres dialect both speak.
 */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Postgres error fields the API maps to HTTP answers (both drivers expose them). */
export interface PgErrorLike {
  code: string;
  constraint?: string;
}

export function isPgError(error: unknown): error is PgErrorLike {
  return typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string' && /^[0-9A-Z]{5}$/.test((error as { code: string }).code);
}

export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';
/** ON DELETE RESTRICT reports this instead of 23503. */
export const PG_RESTRICT_VIOLATION = '23001';
