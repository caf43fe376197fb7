import pg from 'pg';
import { EVERYTHING_CHANGED, type Database, type Queryable } from './database';

/** A PostgreSQL server through node-postgres (DATABASE_URL). */
export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // Fail at start, not at the first request, when the server is unreachable.
  await pool.query('SELECT 1');
  const query: Queryable['query'] = async (sql, params) => (await pool.query(sql, params ? [...params] : undefined)).rows;
  const notifications = new NotificationListener(connectionString);
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

  constructor(private readonly connectionString: string) {}

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
      const client = new pg.Client({ connectionString: this.connectionString });
      client.on('notification', (message) => {
        for (const listener of this.listeners.get(message.channel) ?? []) listener(message.payload ?? '');
      });
      client.on('error', () => this.reconnect(client));
      client.on('end', () => this.reconnect(client));
      await client.connect();
      for (const channel of this.listeners.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
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
    this.tellEveryone();
    const retry = (delayMs: number) =>
      setTimeout(() => {
        if (this.closed) return;
        this.connection().then(
          () => this.tellEveryone(),
          () => retry(Math.min(delayMs * 2, 10_000)),
        );
      }, delayMs).unref();
    retry(250);
  }

  private tellEveryone(): void {
    for (const set of this.listeners.values()) for (const listener of set) listener(EVERYTHING_CHANGED);
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = this.client ?? (this.connecting ? await this.connecting.catch(() => null) : null);
    this.client = null;
    await client?.end().catch(() => undefined);
  }
}
