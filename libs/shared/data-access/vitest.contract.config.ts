import { projectVitestConfig } from '../../../vitest.preset';

// data-access's calls against a running apps/api (`nx run data-access:test-contract` starts the
// local stack for them): files named *.api-test.ts, which the unit run never collects.
export default projectVitestConfig({
  root: import.meta.dirname,
  environment: 'node',
  test: { include: ['src/**/*.api-test.ts'] },
});
