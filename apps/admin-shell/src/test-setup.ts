import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installMapLayout } from '@rescue-admin/map/testing';

// Maps (the list's map view, the forms' position map): Leaflet needs a size and no touch emulation in jsdom.
installMapLayout();

afterEach(() => {
  cleanup();
  localStorage.clear();
});
