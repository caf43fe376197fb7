#!/usr/bin/env node
// Part of `npm test`: runs the feature-lib generator into a scratch copy of the workspace (the
// files git tracks and the untracked ones it does not ignore; node_modules linked) and runs the
// new lib's checks there — lint, typecheck and test of the new lib, and the shell's typecheck and
// build with the line the generator added — and the area's server half: apps/api's typecheck with
// the generated area registered, lint of its area files, and the generated HTTP test of its calls
// (the real app, PGlite, the Auth emulator). The working tree itself is never touched.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const scratch = mkdtempSync(join(tmpdir(), 'rescue-generator-'));
// Its test runs report under their own names: the scratch copy's apps/api would otherwise overwrite
// the report of the workspace's whole API suite in npm test's report folder.
const env = { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false', NX_NO_CLOUD: 'true', RESCUE_TEST_REPORT_PREFIX: 'generator-check__' };

/** @param {string} command @param {string[]} args @param {string} cwd */
function run(command, args, cwd) {
  console.log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd, env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal})`);
}

try {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' });
  if (listed.status !== 0) throw new Error('git ls-files failed');
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    mkdirSync(dirname(join(scratch, file)), { recursive: true });
    cpSync(join(root, file), join(scratch, file), { dereference: false, force: true, errorOnExist: false });
  }
  symlinkSync(join(root, 'node_modules'), join(scratch, 'node_modules'), 'dir');
  // A repository of its own, so `git status` shows what the generator touched.
  run('git', ['init', '-q'], scratch);
  run('git', ['add', '-A', '.', ':!node_modules'], scratch);
  run('git', ['-c', 'user.name=generator-check', '-c', 'user.email=generator-check@localhost', 'commit', '-qm', 'before the generator'], scratch);
  const nx = join(scratch, 'node_modules', '.bin', 'nx');
  run(nx, ['g', 'feature-lib', 'generator-probe', '--route=/generator-probe', '--title=Generatorprobe', '--icon=Box', '--order=99', '--readers=SUPER_ADMIN,ADMIN', '--writers=SUPER_ADMIN', '--no-interactive'], scratch);
  run('git', ['status', '--short', '--untracked-files=all', '--', '.', ':!node_modules'], scratch);
  run(nx, ['run-many', '-t', 'lint', 'typecheck', 'test', '-p', 'feature-generator-probe', 'api-contract', '--outputStyle=static', '--skip-nx-cache'], scratch);
  run(nx, ['run-many', '-t', 'typecheck', 'build', '-p', 'admin-shell', '--outputStyle=static', '--skip-nx-cache'], scratch);
  // The API with the area registered: the whole project's typecheck (the handler map, policy and
  // test tables are typed over the contract's endpoints), lint of the files the generator wrote
  // or changed there (the rest is linted as always), and the generated HTTP test.
  run(process.execPath, [join(scratch, 'node_modules', 'typescript-native', 'bin', 'tsc'), '-p', 'apps/api/tsconfig.json', '--noEmit'], scratch);
  run(join(scratch, 'node_modules', '.bin', 'eslint'), ['--max-warnings=0', 'apps/api/src/areas'], scratch);
  run(join(scratch, 'node_modules', '.bin', 'vitest'), ['run', 'src/areas/generator-probe.test.ts'], join(scratch, 'apps', 'api'));
  console.log('The generated area passes lint, typecheck, test and build, and its API calls pass their HTTP test.');
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
