/**
 * Shared Vitest settings for every project, so that each project's vitest.config.ts only says
 * what is special about it (environment, setup file).
 *
 * When RESCUE_TEST_REPORT_DIR is set (tools/scripts/test-all.mjs does), each project also writes
 * a JSON report there; the test runner sums them into one closing line. RESCUE_TEST_REPORT_PREFIX
 * goes before the file's name: a scratch copy's runs (generator-check) never overwrite the
 * workspace's reports of the same project.
 */
import { configDefaults, defineConfig, type ViteUserConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { basename, dirname, join, relative } from 'node:path';

export interface PresetOptions {
  /** The project's folder (pass import.meta.dirname). */
  root: string;
  /** @default 'jsdom' */
  environment?: 'jsdom' | 'node';
  /** Further setup files, relative to the project's folder (jsdom projects all get `vitest.setup.ts`). */
  setupFiles?: string[];
  /** Extra Vitest options merged into `test`. */
  test?: NonNullable<ViteUserConfig['test']>;
}

const workspaceRoot = dirname(new URL(import.meta.url).pathname);
const TEST_FILES = ['src/**/*.test.{ts,tsx}'];
/** Each storybook lib's test that renders and plays every story. */
const STORIES_FILES = 'src/**/stories.test.tsx';

export function projectVitestConfig(options: PresetOptions) {
  const reportDir = process.env.RESCUE_TEST_REPORT_DIR;
  const environment = options.environment ?? 'jsdom';
  const projectId = relative(workspaceRoot, options.root).replace(/[\\/]/g, '__') || basename(options.root);
  const shared = { root: options.root, plugins: [react()], resolve: { tsconfigPaths: true } };
  const test = {
    environment,
    // One shared setup for every jsdom project (Testing Library's cleanup, jest-dom, matchMedia).
    setupFiles: [...(environment === 'jsdom' ? [join(workspaceRoot, 'vitest.setup.ts')] : []), ...(options.setupFiles ?? [])],
    include: TEST_FILES,
    // The files of a jsdom project share one DOM and their modules within a worker, instead of a
    // new jsdom and a new import of React, the libs and their texts for each file: the unit tests
    // take about half the time (docs/performance.md). What a file leaves behind is cleared after each
    // test (vitest.setup.ts); the tests mock no modules (vi.mock would not reach a module another
    // file imported first).
    isolate: environment !== 'jsdom',
    restoreMocks: true,
    // A time-out catches a test that hangs, not a slow one (speed is benchmarked, never timed in
    // tests): user-event journeys through a whole route take ~0.5 s here, but ten times that
    // when two shared cores also run a build and an emulator.
    testTimeout: 20_000,
    ...options.test,
  } satisfies NonNullable<ViteUserConfig['test']>;
  const report = {
    reporters: reportDir ? ['default', 'json'] : ['default'],
    outputFile: reportDir ? { json: join(reportDir, `vitest-${process.env.RESCUE_TEST_REPORT_PREFIX ?? ''}${projectId}.json`) } : undefined,
  };
  // A project's own report file (the API's PostgreSQL pass names one) wins over the default name.
  if (environment !== 'jsdom') return defineConfig({ ...shared, test: { ...report, ...test } });
  // Except the stories' files (every story rendered and played), which get a DOM of their own:
  // storybook/test brings its own copy of Testing Library and user-event, and after it every later
  // file of the worker that typed into a field typed nothing (found by `--sequence.shuffle`).
  return defineConfig({
    ...shared,
    test: {
      ...report,
      projects: [
        { ...shared, test: { ...test, name: projectId, exclude: [...configDefaults.exclude, STORIES_FILES] } },
        { ...shared, test: { ...test, name: `${projectId} (stories)`, include: [STORIES_FILES], isolate: true } },
      ],
    },
  });
}
