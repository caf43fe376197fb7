import { projectVitestConfig } from '../../../vitest.preset';

export default projectVitestConfig({
  root: import.meta.dirname,
  environment: 'jsdom',
  setupFiles: ['src/texts-test-setup.ts'],
  // Each test drives a whole route (lazy chunk, MSW, dropdowns, typing) on two shared cores; the
  // default 5 s is too tight under load and would make the suite flaky, not faster.
  test: { testTimeout: 20_000 },
});
