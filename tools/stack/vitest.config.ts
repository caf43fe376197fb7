import { projectVitestConfig } from '../../vitest.preset';

export default projectVitestConfig({
  root: import.meta.dirname,
  environment: 'node',
  // Each test file starts real servers (Auth emulator, storage server, child processes).
  test: { testTimeout: 60_000, hookTimeout: 90_000 },
});
