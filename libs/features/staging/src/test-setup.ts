// The workspace does not enable Vitest globals, so Testing Library cannot register its own
// cleanup; without it, every test would see the DOM of the tests before it.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installMapLayout } from '@rescue-admin/map/testing';

// Maps (the list's map view, the forms' position map): Leaflet needs a size and no touch emulation in jsdom.
installMapLayout();

afterEach(() => {
  cleanup();
});
