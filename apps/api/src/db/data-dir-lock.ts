import { hostname } from 'node:os';
import { link, mkdir, open, readFile, rename, unlink } from 'node:fs/promises';
import { dirname } from 'node:path';

/** Another live process holds the data folder: this one must not open it. */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

interface Owner {
  pid: number;
  host: string;
  since: string;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, it just is not ours to signal.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readOwner(path: string): Promise<Owner | null> {
  try {
    const owner = JSON.parse(await readFile(path, 'utf8')) as Partial<Owner>;
    return typeof owner.pid === 'number' && typeof owner.host === 'string' ? (owner as Owner) : null;
  } catch {
    return null;
  }
}

/** Dead for sure: it ran on this machine and no process has its pid. A lock from another machine (a shared volume) is never taken over. */
const isStale = (owner: Owner | null) => owner !== null && owner.host === hostname() && owner.pid !== process.pid && !isAlive(owner.pid);

/**
 * One process per PGlite data folder: PGlite is a whole Postgres in this process, and a second one
 * on the same files would corrupt them. The lock is the file `<dataDir>.lock` (beside the folder,
 * since PGlite wants the folder to itself) holding the owner's pid and host, created with O_EXCL
 * before the folder is touched. A lock whose process is gone (killed, crashed) is taken over; one
 * held by a live process — or by another host — refuses the start with the owner's pid.
 * Resolves to a function that releases the lock.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const path = `${dataDir}.lock`;
  const me: Owner = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  await mkdir(dirname(path), { recursive: true });
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      const file = await open(path, 'wx');
      try {
        await file.writeFile(JSON.stringify(me));
      } finally {
        await file.close();
      }
      return async () => {
        const owner = await readOwner(path);
        if (owner?.pid === process.pid && owner.host === me.host) await unlink(path).catch(() => undefined);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = await readOwner(path);
    if (!isStale(owner)) {
      // A lock being written this very moment reads as empty: look again before refusing.
      if (owner === null && attempt < 4) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        continue;
      }
      throw new DataDirLockedError(
        owner
          ? `The data folder ${dataDir} is in use by process ${owner.pid} on ${owner.host} (since ${owner.since}). Stop that process, or use another DATA_DIR.`
          : `The data folder ${dataDir} is locked by ${path}, whose owner cannot be read. Make sure no API runs on it, then delete that file.`,
      );
    }
    // Stale. Moved aside atomically, so of two processes taking it over only one gets it — and
    // should the file moved aside turn out to be a live process's fresh lock, it is put back.
    const aside = `${path}.${process.pid}.stale`;
    try {
      await rename(path, aside);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    const moved = await readOwner(aside);
    if (moved && !isStale(moved)) {
      await link(aside, path).catch(() => undefined);
      await unlink(aside).catch(() => undefined);
      continue;
    }
    await unlink(aside).catch(() => undefined);
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dataDir} (${path} keeps changing); is another API starting on it?`);
}
