// Leaflet maps in jsdom need a size and no touch emulation, set before Leaflet is first imported
// (the shared vitest.setup.ts does the rest). Not in files that run in the node environment.
import { installMapLayout } from '@rescue-admin/map/testing';

if (typeof HTMLElement !== 'undefined') installMapLayout();
