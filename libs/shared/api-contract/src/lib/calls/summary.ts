import { endpoints } from '../call';
import type { SUMMARY_SCHEMAS } from '../areas/summary';

/** The areas the dashboard counts and links to. */
export const SUMMARY_AREAS = ['users', 'customers', 'stagingRooms', 'hydrants', 'beacons', 'gateways', 'materials', 'qualifications', 'blueprints'] as const;
export type SummaryArea = (typeof SUMMARY_AREAS)[number];

/** Not in SPEC §7: the dashboard's figures, counted by the API. */
export const SUMMARY_ENDPOINTS = endpoints<typeof SUMMARY_SCHEMAS>()('base', {
  'summary.get': { extension: true, method: 'GET', path: 'summary/', answer: 'record' },
});
