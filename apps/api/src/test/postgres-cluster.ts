import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Debian's PostgreSQL server binaries (`postgresql` package), newest major first; POSTGRES_BIN overrides. */
export function postgresBinDir(): string {
  if (process.env['POSTGRES_BIN']) return process.env['POSTGRES_BIN'];
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (majors.length === 0) throw new Error('No PostgreSQL server found (apt-get install -y postgresql, or set POSTGRES_BIN to the folder holding initdb and pg_ctl)');
  return join(root, majors[0] as string, 'bin');
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface ThrowawayCluster {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` — a superuser without password (trust, loopback only). */
  url: string;
  port: number;
  /** `pg_ctl restart -m fast`: every connection is cut, the server is back within seconds. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A PostgreSQL cluster of its own in a temporary folder, on a free loopback port — for tests and
 * benchmarks, never shared with anything else. initdb refuses to run as root, so as root it runs
 * as the `postgres` system user (which Debian's package creates).
 */
export async function startThrowawayCluster(options: { fsync?: boolean } = {}): Promise<ThrowawayCluster> {
  const bin = postgresBinDir();
  const dir = await mkdtemp(join(tmpdir(), 'api-postgres-'));
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    await chown(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const pg = (tool: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]) : run(join(bin, tool), args);

  const data = join(dir, 'data');
  const port = await freePort();
  // --no-sync: a throw-away cluster need not survive a power cut; initdb is seconds faster.
  await pg('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C.UTF-8']);
  // Tests create a database per file and drop it again; fsync off (unless asked for) keeps that quick.
  const serverOptions = [`-p ${port}`, `-k ${dir}`, `-c listen_addresses=127.0.0.1`, `-c max_connections=300`, options.fsync ? '' : '-c fsync=off -c synchronous_commit=off -c full_page_writes=off'];
  const ctl = (args: string[]) => pg('pg_ctl', ['-D', data, '-w', '-t', '60', ...args]);
  await ctl(['-o', serverOptions.join(' '), '-l', join(dir, 'log'), 'start']);

  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    // With its log file again: without one the server would write to pg_ctl's output, which then never closes.
    restart: async () => void (await ctl(['-m', 'fast', '-l', join(dir, 'log'), 'restart'])),
    async stop() {
      if (stopped) return;
      stopped = true;
      await ctl(['-m', 'immediate', 'stop']).catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
