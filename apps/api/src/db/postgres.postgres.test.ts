import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, withDatabase } from '../test/test-database';
import { startThrowawayCluster, type ThrowawayCluster } from '../test/postgres-cluster';
import { DatabaseUnavailableError, EVERYTHING_CHANGED, type Database } from './database';
import { ALL_MIGRATIONS, migrate } from './migrations';
import { openDatabase } from './open';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

/** The node-postgres adapter against a real server: the same answers as PGlite, and what a server adds (restarts, time-outs, two instances migrating). */

const until = async (check: () => Promise<boolean> | boolean, timeoutMs = 20_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('given the same SQL on PGlite and on PostgreSQL', () => {
  it('both answer the same JavaScript values (int8 as numbers, ms dates, jsonb, arrays)', async () => {
    const scratch = await createScratchDatabase();
    const server = await openPostgres(scratch.url);
    const embedded = await openPglite(null);
    try {
      const at = new Date('2026-11-23T10:15:30.123Z');
      const sql = `SELECT 9007199254740991::bigint AS marker, count(*) AS n, $1::timestamptz AS at, '{"a":[1,"x"]}'::jsonb AS doc,
        ARRAY[1, 2]::bigint[] AS ids, ARRAY['a', NULL]::text[] AS names, 2.5::double precision AS lat, 7::int AS seats, true AS active
        FROM (VALUES (1), (2)) v`;
      const [fromServer] = await server.query(sql, [at]);
      const [fromPglite] = await embedded.query(sql, [at]);
      expect(fromServer).toEqual(fromPglite);
      expect(fromServer).toEqual({ marker: 9007199254740991, n: 2, at, doc: { a: [1, 'x'] }, ids: [1, 2], names: ['a', null], lat: 2.5, seats: 7, active: true });
    } finally {
      await embedded.close();
      await server.close();
      await scratch.drop();
    }
  });

  it('refuses an int8 beyond 2^53 instead of answering a wrong number', async () => {
    const scratch = await createScratchDatabase();
    const server = await openPostgres(scratch.url);
    try {
      await expect(server.query(`SELECT 9007199254740993::bigint AS big`)).rejects.toThrow(/does not fit/);
      // The connection that failed is not poisoned.
      expect(await server.query(`SELECT 1 AS one`)).toEqual([{ one: 1 }]);
    } finally {
      await server.close();
      await scratch.drop();
    }
  });
});

describe('given two instances starting at once on a fresh database', () => {
  it('the migrations run once: one instance applies them, the other waits for its lock and finds them applied', async () => {
    const scratch = await createScratchDatabase();
    const [a, b] = await Promise.all([openPostgres(scratch.url), openPostgres(scratch.url)]);
    try {
      const applied = await Promise.all([migrate(a), migrate(b)]);
      expect(applied.map((ids) => ids.length).sort()).toEqual([0, ALL_MIGRATIONS.length]);
      expect(await a.query(`SELECT id FROM schema_migrations ORDER BY id`)).toEqual(ALL_MIGRATIONS.map(({ id }) => ({ id })));
      expect(await migrate(a)).toEqual([]);
      // Both see one complete schema.
      expect(await b.query(`SELECT count(*) AS n FROM hydrants`)).toEqual([{ n: 0 }]);
    } finally {
      await a.close();
      await b.close();
      await scratch.drop();
    }
  });

  it('six pools opening (and migrating) the database at the same moment all start', async () => {
    const scratch = await createScratchDatabase();
    const opened = await Promise.allSettled(Array.from({ length: 6 }, () => openDatabase({ databaseUrl: scratch.url, dataDir: null })));
    try {
      expect(opened.map((result) => result.status)).toEqual(Array(6).fill('fulfilled'));
    } finally {
      for (const result of opened) if (result.status === 'fulfilled') await result.value.close();
      await scratch.drop();
    }
  });
});

describe('given a statement that runs too long', () => {
  it('the server cancels it (statement time-out) and the call fails as "unavailable"; the pool goes on', async () => {
    const scratch = await createScratchDatabase();
    const db = await openPostgres(scratch.url, { statementTimeoutMs: 300 });
    try {
      await expect(db.query(`SELECT pg_sleep(2)`)).rejects.toBeInstanceOf(DatabaseUnavailableError);
      await expect(db.transaction((tx) => tx.query(`SELECT pg_sleep(2)`))).rejects.toBeInstanceOf(DatabaseUnavailableError);
      expect(await db.query(`SELECT 2 AS two`)).toEqual([{ two: 2 }]);
    } finally {
      await db.close();
      await scratch.drop();
    }
  });
});

describe('given the PostgreSQL server restarts', () => {
  let cluster: ThrowawayCluster;
  let db: Database;
  const heard: string[] = [];
  beforeAll(async () => {
    // A cluster of its own: restarting the run's shared server would cut the other test files off.
    cluster = await startThrowawayCluster();
    const url = withDatabase(cluster.url, 'postgres');
    db = await openDatabase({ databaseUrl: url, dataDir: null, postgres: { connectionTimeoutMs: 1_000 } });
    await db.listen('rescue_changes', (payload) => heard.push(payload));
  }, 120_000);
  afterAll(async () => {
    await db?.close();
    await cluster?.stop();
  });

  it('idle connections that broke do not end the process, calls while it is away fail as "unavailable", and afterwards everything works again', async () => {
    // Fill the pool with idle connections, and leave one transaction open across the restart.
    await Promise.all(Array.from({ length: 5 }, () => db.query(`SELECT pg_sleep(0.05)`)));
    let opened = () => undefined as void;
    const open = new Promise<void>((resolve) => (opened = resolve));
    let restarted = () => undefined as void;
    const afterRestart = new Promise<void>((resolve) => (restarted = resolve));
    const cutOff = db.transaction(async (tx) => {
      await tx.query(`SELECT 1`);
      opened();
      await afterRestart;
      await tx.query(`SELECT 2`);
    });
    const outcome = cutOff.then(
      () => 'committed',
      (error: unknown) => error,
    );

    await open;
    let restarting = true;
    const restart = cluster.restart().finally(() => (restarting = false));
    const during: unknown[] = [];
    // Calls while the server goes down and comes back, one every 100 ms: refused quickly, never a crash.
    while (restarting) {
      during.push(await db.query(`SELECT 1 AS one`).catch((error: unknown) => error));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await restart;
    restarted();

    expect(await outcome).toBeInstanceOf(DatabaseUnavailableError);
    for (const answer of during) if (!Array.isArray(answer)) expect(answer).toBeInstanceOf(DatabaseUnavailableError);
    expect(during.some((answer) => answer instanceof DatabaseUnavailableError)).toBe(true);

    // Every pooled connection answers again: broken ones were dropped, not handed out.
    await until(async () => (await db.query(`SELECT 1 AS one`).catch(() => null)) !== null);
    const again = await Promise.all(Array.from({ length: 10 }, (_, i) => db.query<{ i: number }>(`SELECT $1::int AS i`, [i])));
    expect(again.map(([row]) => row?.i)).toEqual([...Array(10).keys()]);
    expect(await db.transaction(async (tx) => (await tx.query(`SELECT 3 AS three`))[0])).toEqual({ three: 3 });
  });

  it('the notification connection is re-opened: listeners hear "everything changed", then new notifications again', async () => {
    await until(() => heard.includes(EVERYTHING_CHANGED));
    heard.length = 0;
    // Another process (a plain client) announces a change once the listener is back.
    await until(async () => {
      const client = new pg.Client({ connectionString: withDatabase(cluster.url, 'postgres') });
      await client.connect();
      try {
        await client.query(`SELECT pg_notify('rescue_changes', 'user:after-restart')`);
      } finally {
        await client.end();
      }
      // Heard within a second, or the listener is not back yet and the next round notifies again.
      return until(() => heard.includes('user:after-restart'), 1_000).then(
        () => true,
        () => false,
      );
    });
  });
});
