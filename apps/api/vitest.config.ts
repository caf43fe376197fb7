import { projectVitestConfig } from '../../vitest.preset';

export default projectVitestConfig({
  root: import.meta.dirname,
  environment: 'node',
  test: {
    // One Firebase Auth emulator for the whole run: real ID tokens, real revocation checks.
    globalSetup: ['src/test/auth-emulator.global-setup.ts'],
    // Each file opens its own in-memory PGlite (≈ 5 s); emulator start-up adds ≈ 15 s once.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
