import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

let dir: string;
let dataDir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'api-lock-'));
  dataDir = join(dir, 'db');
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** The pid of a process that has ended. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid as number;
const writeLock = (owner: object) => writeFile(`${dataDir}.lock`, JSON.stringify(owner));

describe('lockDataDir', () => {
  it('writes the owner beside the folder and removes it on release', async () => {
    const release = await lockDataDir(dataDir);
    expect(JSON.parse(await readFile(`${dataDir}.lock`, 'utf8'))).toMatchObject({ pid: process.pid, host: hostname() });
    await release();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });

  it('refuses while a live process holds it, naming that process', async () => {
    await writeLock({ pid: process.ppid, host: hostname(), since: '2026-01-01T00:00:00.000Z' });
    await expect(lockDataDir(dataDir)).rejects.toThrow(new RegExp(`in use by process ${process.ppid}`));
    await expect(lockDataDir(dataDir)).rejects.toBeInstanceOf(DataDirLockedError);
  });

  it('takes over the lock of a process that is gone (killed, crashed)', async () => {
    const pid = deadPid();
    await writeLock({ pid, host: hostname(), since: '2026-01-01T00:00:00.000Z' });
    const release = await lockDataDir(dataDir);
    expect(JSON.parse(await readFile(`${dataDir}.lock`, 'utf8'))).toMatchObject({ pid: process.pid });
    await release();
  });

  it('never takes over a lock written on another host (a shared volume): its pid means nothing here', async () => {
    await writeLock({ pid: deadPid(), host: 'another-host', since: '2026-01-01T00:00:00.000Z' });
    await expect(lockDataDir(dataDir)).rejects.toThrow(/in use by process \d+ on another-host/);
  });

  it('refuses a lock it cannot read, and says which file to delete', async () => {
    await writeFile(`${dataDir}.lock`, 'garbage');
    await expect(lockDataDir(dataDir)).rejects.toThrow(/delete that file/);
  });

  it('of two takers of one stale lock, exactly one gets it', async () => {
    await writeLock({ pid: deadPid(), host: hostname(), since: '2026-01-01T00:00:00.000Z' });
    const results = await Promise.allSettled([lockDataDir(dataDir), lockDataDir(dataDir)]);
    // Both are this process, so the loser sees a live owner (itself) and refuses.
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((result) => result.status === 'rejected')).toMatchObject({ reason: expect.any(DataDirLockedError) });
  });
});
