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
  /**
   * Hears `NOTIFY channel, payload` from every process on this database (sent inside a
   * transaction, it arrives only once that commits). After a lost connection the listener hears
   * {@link EVERYTHING_CHANGED}, since notifications may have been missed meanwhile.
   * Resolves to a function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** The payload a listener hears when it cannot know what changed (see {@link Database.listen}). */
export const EVERYTHING_CHANGED = '*';

/** Tells every process on the database (listeners of `channel`) that `payload` changed, once the surrounding transaction commits. */
export async function notifyChange(db: Queryable, channel: string, payload: string): Promise<void> {
  await db.query(`SELECT pg_notify($1, $2)`, [channel, payload]);
}

/**
 * The database could not be reached or cut the connection (a restart, a fail-over, a full pool,
 * a statement time-out): nothing is known to have been written, and trying again later may work.
 * The API answers 503 `unavailable`.
 */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
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
/** Class 22 (data exception: bad encoding, NUL in text, out-of-range numbers …) and CHECK violations: bad input, not a server fault. */
export const isPgBadInput = (error: PgErrorLike) => error.code.startsWith('22') || error.code === '23514';
export const PG_FOREIGN_KEY_VIOLATION = '23503';
/** ON DELETE RESTRICT reports this instead of 23503. */
export const PG_RESTRICT_VIOLATION = '23001';
