// The workspace does not enable Vitest globals, so Testing Library cannot register its own
// cleanup; without it, every test would see the DOM (and the listeners) of the tests before it.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});
