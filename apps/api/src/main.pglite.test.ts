import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/open';
import { runApiProcess, startApiProcess } from './test/api-process';

/**
 * The production bundle as its own process on an embedded PGlite data folder: one process per
 * folder. (The PostgreSQL side of the process — probes, shutdown, restarts — is in main.postgres.test.ts.)
 */
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'api-pglite-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

// Each test starts the bundled API as separate processes, one after another (on a busy machine
// each start takes several seconds): a time-out that catches a hang, not a slow start.
const PROCESS_TESTS = { timeout: 120_000 };

describe('given an API process owns a PGlite data folder', () => {
  it('a second process refuses to start on it, before touching it; once the owner was killed, the next one takes over', PROCESS_TESTS, async () => {
    const dataDir = join(dir, 'db');
    const first = await startApiProcess({ DATA_DIR: dataDir });
    try {
      expect((await fetch(`${first.url}/readyz`)).status).toBe(200);
      const files = readdirSync(dataDir).sort();

      const second = await runApiProcess({ DATA_DIR: dataDir });
      expect(second.code).toBe(1);
      expect(second.output).toContain(`in use by process ${first.pid}`);
      expect(readdirSync(dataDir).sort()).toEqual(files);
      expect(JSON.parse(await readFile(`${dataDir}.lock`, 'utf8'))).toMatchObject({ pid: first.pid });
      expect((await fetch(`${first.url}/readyz`)).status).toBe(200);
    } finally {
      // Killed: no chance to remove its lock, which stays behind with a dead pid.
      await first.stop('SIGKILL');
    }
    expect(existsSync(`${dataDir}.lock`)).toBe(true);

    const next = await startApiProcess({ DATA_DIR: dataDir });
    try {
      expect((await fetch(`${next.url}/readyz`)).status).toBe(200);
      expect(JSON.parse(await readFile(`${dataDir}.lock`, 'utf8'))).toMatchObject({ pid: next.pid });
    } finally {
      expect(await next.stop('SIGTERM')).toBe(0);
    }
    // A clean stop gives the folder back.
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });

  it('seeds the demo data only when asked (SEED=on)', PROCESS_TESTS, async () => {
    // The folder of the test above: started twice without SEED.
    const dataDir = join(dir, 'db');
    const customers = async () => {
      const db = await openDatabase({ databaseUrl: null, dataDir });
      try {
        return (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM customers`))[0]?.n;
      } finally {
        await db.close();
      }
    };
    expect(await customers()).toBe(0);
    await (await startApiProcess({ DATA_DIR: dataDir, SEED: 'on' })).stop();
    expect(await customers()).toBeGreaterThan(0);
  });
});
