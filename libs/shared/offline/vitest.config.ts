import { projectVitestConfig } from '../../../vitest.preset';

export default projectVitestConfig({
  root: import.meta.dirname,
  environment: 'jsdom',
});
