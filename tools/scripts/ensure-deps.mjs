#!/usr/bin/env node
// Makes `npm start` / `npm test` work on a fresh clone: installs the dependencies from the lockfile
// when node_modules is missing or older than package-lock.json, and otherwise returns in a few ms.
// Node built-ins only — this runs before anything is installed.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const lockFile = join(root, 'package-lock.json');
const modulesDir = join(root, 'node_modules');
const hashFile = join(modulesDir, '.rescue-lock-hash');
// npm writes this "hidden lockfile" after every install; it records what node_modules really holds.
const hiddenLockFile = join(modulesDir, '.package-lock.json');

/** @param {string} file */
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * True when node_modules holds every package of the lockfile in the locked version — for trees
 * installed by hand (`npm install`) that never got our hash file. Optional packages (other
 * platforms' binaries) may be absent.
 * @param {{ packages?: Record<string, { version?: string, optional?: boolean, link?: boolean }> }} lock
 */
function hiddenLockMatches(lock) {
  if (!existsSync(hiddenLockFile)) return false;
  const installed = readJson(hiddenLockFile).packages ?? {};
  return Object.entries(lock.packages ?? {}).every(([path, entry]) => {
    if (path === '' || entry.link) return true;
    const present = installed[path];
    if (!present) return Boolean(entry.optional);
    return present.version === entry.version;
  });
}

function main() {
  if (!existsSync(lockFile)) {
    console.error('ensure-deps: package-lock.json is missing; cannot install reproducibly.');
    process.exit(1);
  }
  const lockText = readFileSync(lockFile);
  const lockHash = createHash('sha256').update(lockText).digest('hex');

  if (existsSync(modulesDir)) {
    if (existsSync(hashFile) && readFileSync(hashFile, 'utf8').trim() === lockHash) return;
    if (hiddenLockMatches(JSON.parse(lockText.toString('utf8')))) {
      writeFileSync(hashFile, `${lockHash}\n`);
      return;
    }
  }

  const reason = existsSync(modulesDir) ? 'node_modules is out of date' : 'node_modules is missing';
  console.log(`ensure-deps: ${reason} — running npm ci (about a minute) …`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`ensure-deps: npm ci failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
  writeFileSync(hashFile, `${lockHash}\n`);
}

main();
