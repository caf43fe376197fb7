import { projectVitestConfig } from '../../../vitest.preset';

// The boundary proof has its own target (`nx run tools:lint-boundaries`): it lints with the whole
// workspace's project graph, so it belongs with lint, not with the generator's unit tests.
export default projectVitestConfig({
  root: import.meta.dirname,
  environment: 'node',
  test: {
    include: ['*.test.ts'],
    // Computing the project graph and loading the ESLint config take a while on 2 shared cores.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
