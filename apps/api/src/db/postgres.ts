import pg from 'pg';
import { DatabaseUnavailableError, EVERYTHING_CHANGED, isPgError, type Database, type Queryable } from './database';

export interface PostgresOptions {
  /** Connections in the pool. @default 10 */
  poolSize?: number;
  /** How long to wait for a connection (a new one, or a free one from a busy pool). @default 5 s */
  connectionTimeoutMs?: number;
  /** The server cancels a statement running longer (within the request's own 30 s). @default 15 s */
  statementTimeoutMs?: number;
  /** Told (without personal data) when an idle connection broke or the notification connection is re-opened. */
  log?: (message: string, fields?: Record<string, unknown>) => void;
}

/**
 * int8 (bigint, bigserial, count(*)) as a JS number, as PGlite answers it — node-postgres would
 * answer a string. Values beyond 2^53 would lose digits silently; they are refused instead.
 */
function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`int8 value ${text} does not fit a JS number`);
  return value;
}
const INT8 = pg.types.builtins.INT8;
const INT8_ARRAY = 1016;
/** The text form of an int8[] ("{1,NULL,3}"), parsed like text[] and then each element as above. */
const parseTextArray = pg.types.getTypeParser(1009 as never, 'text') as (text: string) => (string | null)[];
const types = {
  getTypeParser(oid: number, format?: string) {
    if (oid === INT8) return parseInt8;
    if (oid === INT8_ARRAY) return (text: string) => parseTextArray(text).map((v) => (v === null ? null : parseInt8(v)));
    return pg.types.getTypeParser(oid as never, format as 'text');
  },
} as pg.CustomTypesConfig;

/** SQLSTATEs of a connection the server ended: it cannot be used again. */
const ENDED_STATES = new Set([
  '57P01', // admin_shutdown (pg_ctl stop/restart)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down, recovering)
]);
/** SQLSTATEs after which the same call may well work a moment later (the connection is fine). */
const TRY_AGAIN_STATES = new Set([
  '57014', // query_canceled (statement_timeout)
  '53300', // too_many_connections
  '40001', // serialization_failure
  '40P01', // deadlock_detected
]);
const SOCKET_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** The connection is gone (SQLSTATE class 08 or a shutdown, a socket error, node-postgres' own time-outs): never reuse it. */
export function isBrokenConnection(error: unknown): boolean {
  if (isPgError(error)) return error.code.startsWith('08') || ENDED_STATES.has(error.code);
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && SOCKET_ERRORS.has(code)) return true;
  return /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Connection is closed/i.test(error.message);
}

/** The database is (for now) not there or too busy: answered 503, try again. */
export function isConnectionProblem(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  return isBrokenConnection(error) || (isPgError(error) && TRY_AGAIN_STATES.has(error.code));
}

const unavailable = (error: unknown): unknown =>
  isConnectionProblem(error) && !(error instanceof DatabaseUnavailableError) ? new DatabaseUnavailableError('The database is not reachable right now', { cause: error }) : error;

/**
 * A PostgreSQL server through node-postgres (DATABASE_URL). The pool survives a restart of the
 * server: a connection that breaks while idle is dropped (the pool's `error` event, which would
 * otherwise end the process), one that broke in a transaction is destroyed instead of handed out
 * again, and while the server is away calls fail fast with {@link DatabaseUnavailableError}.
 */
export async function openPostgres(connectionString: string, options: PostgresOptions = {}): Promise<Database> {
  const log = options.log ?? (() => undefined);
  const statementTimeoutMs = options.statementTimeoutMs ?? 15_000;
  const config: pg.PoolConfig = {
    connectionString,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: options.connectionTimeoutMs ?? 5_000,
    idleTimeoutMillis: 30_000,
    // Server side: no statement runs away, no transaction left open by a stuck client holds locks.
    statement_timeout: statementTimeoutMs,
    idle_in_transaction_session_timeout: 60_000,
    // Client side: a server that stops answering (a network partition) does not hold a request forever.
    query_timeout: statementTimeoutMs + 5_000,
    keepAlive: true,
    application_name: 'rescue-admin-api',
    types,
  };
  const pool = new pg.Pool(config);
  // An idle connection the server closed (restart, fail-over, idle kill): the pool has already
  // dropped it; without a listener Node would end the process on this 'error' event.
  pool.on('error', (error) => log('an idle database connection broke; it was dropped', { code: (error as { code?: string }).code }));

  // Fail at start, not at the first request, when the server is unreachable.
  await pool.query('SELECT 1').catch(async (error: unknown) => {
    await pool.end().catch(() => undefined);
    throw error;
  });

  const query: Queryable['query'] = async (sql, params) => {
    try {
      return (await pool.query(sql, params ? [...params] : undefined)).rows;
    } catch (error) {
      throw unavailable(error);
    }
  };
  const notifications = new NotificationListener(connectionString, log);
  return {
    query,
    exec: async (sql) => void (await query(sql)),
    async transaction(work) {
      const client = await pool.connect().catch((error: unknown) => {
        throw unavailable(error);
      });
      // Given back to the pool only in a known state; a connection that failed mid-way is destroyed.
      let broken: Error | undefined;
      const markBroken = (error: unknown) => {
        if (isBrokenConnection(error)) broken = error instanceof Error ? error : new Error(String(error));
      };
      client.on('error', markBroken);
      try {
        await client.query('BEGIN');
        const result = await work({
          query: async (sql, params) => (await client.query(sql, params ? [...params] : undefined)).rows,
          exec: async (sql) => void (await client.query(sql)),
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        markBroken(error);
        if (!broken) await client.query('ROLLBACK').catch((rollbackError: unknown) => (broken = rollbackError instanceof Error ? rollbackError : new Error('ROLLBACK failed')));
        throw unavailable(error);
      } finally {
        client.off('error', markBroken);
        client.release(broken);
      }
    },
    listen: (channel, onPayload) => notifications.listen(channel, onPayload),
    async close() {
      await notifications.close();
      await pool.end();
    },
  };
}

/**
 * LISTEN needs a connection of its own that stays open (a pooled one would be handed to others).
 * When it breaks, it is re-opened, and every listener hears EVERYTHING_CHANGED (when it breaks and
 * again once it is back): what was notified while it was down is lost, so caches must start over.
 */
class NotificationListener {
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();
  private closed = false;
  private retryTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly connectionString: string,
    private readonly log: (message: string, fields?: Record<string, unknown>) => void,
  ) {}

  async listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    let set = this.listeners.get(channel);
    if (!set) {
      set = new Set();
      this.listeners.set(channel, set);
      const client = await this.connection();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    }
    set.add(onPayload);
    return async () => {
      set.delete(onPayload);
    };
  }

  private connection(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= (async () => {
      const client = new pg.Client({ connectionString: this.connectionString, keepAlive: true, connectionTimeoutMillis: 5_000, application_name: 'rescue-admin-api-listen' });
      client.on('notification', (message) => {
        for (const listener of this.listeners.get(message.channel) ?? []) listener(message.payload ?? '');
      });
      client.on('error', () => this.reconnect(client));
      client.on('end', () => this.reconnect(client));
      try {
        await client.connect();
        for (const channel of this.listeners.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      } catch (error) {
        await client.end().catch(() => undefined);
        throw error;
      }
      this.client = client;
      this.connecting = null;
      return client;
    })().catch((error: unknown) => {
      this.connecting = null;
      throw error;
    });
    return this.connecting;
  }

  private reconnect(broken: pg.Client): void {
    if (this.client !== broken || this.closed) return;
    this.client = null;
    void broken.end().catch(() => undefined);
    this.log('the notification connection broke; re-opening it');
    this.tellEveryone();
    const retry = (delayMs: number) => {
      this.retryTimer = setTimeout(() => {
        if (this.closed) return;
        this.connection().then(
          () => {
            this.log('the notification connection is back');
            this.tellEveryone();
          },
          () => retry(Math.min(delayMs * 2, 10_000)),
        );
      }, delayMs).unref();
    };
    retry(250);
  }

  private tellEveryone(): void {
    for (const set of this.listeners.values()) for (const listener of set) listener(EVERYTHING_CHANGED);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client ?? (this.connecting ? await this.connecting.catch(() => null) : null);
    this.client = null;
    await client?.end().catch(() => undefined);
  }
}
