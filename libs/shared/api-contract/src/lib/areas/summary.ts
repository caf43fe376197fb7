import { z } from 'zod';
import { endpoints } from '../endpoint';
import { DateValue } from '../primitives';

/** A count per enum value (hydrants by type, by diameter). */
export const CountByValue = z.array(z.object({ value: z.string(), count: z.number().int().min(0) }));

/** How recently a set of assets was synced: within 24 h, longer ago, never. */
export const SyncFreshness = z.object({ recent: z.number().int().min(0), older: z.number().int().min(0), never: z.number().int().min(0) });
export type SyncFreshness = z.infer<typeof SyncFreshness>;

/** The areas the dashboard counts and links to. */
export const SUMMARY_AREAS = ['users', 'customers', 'stagingRooms', 'hydrants', 'beacons', 'gateways', 'materials', 'qualifications', 'blueprints'] as const;
export type SummaryArea = (typeof SUMMARY_AREAS)[number];

/**
 * The operations overview (dashboard): everything counted in SQL by the API, for what the caller
 * may see — an area they may not read is null (a unit admin's counts are of their customer).
 */
export const DashboardSummary = z.object({
  counts: z.object(Object.fromEntries(SUMMARY_AREAS.map((area) => [area, z.number().int().min(0).nullable()])) as Record<SummaryArea, z.ZodNullable<z.ZodNumber>>),
  hydrantsByType: CountByValue.nullable(),
  hydrantsByDiameter: CountByValue.nullable(),
  syncFreshness: z.object({ beacons: SyncFreshness, gateways: SyncFreshness }).nullable(),
  /** Blueprints with at least one standard-load line, of all blueprints. */
  standardLoads: z.object({ blueprints: z.number().int().min(0), withLoad: z.number().int().min(0), lines: z.number().int().min(0) }).nullable(),
  /**
   * Not in SPEC §7 (issue 39): hydrants out of service, overdue and due within DUE_SOON_DAYS (the
   * hydrant list's chips „Außer Betrieb“, „Überfällig“, „Fällig in 30 Tagen“); null where the
   * caller may not read hydrants.
   */
  inspections: z.object({ outOfService: z.number().int().min(0), overdue: z.number().int().min(0), dueSoon: z.number().int().min(0) }).nullable(),
  /** The records changed last (by lastUpdate/lastUpdated), newest first. */
  latestChanges: z.array(
    z.object({
      kind: z.enum(['hydrant', 'stagingRoom', 'material', 'blueprint', 'beacon', 'gateway']),
      uid: z.string(),
      name: z.string(),
      lastUpdate: DateValue,
    }),
  ),
});
export type DashboardSummary = z.infer<typeof DashboardSummary>;

/** Not in SPEC §7: the dashboard's figures, counted by the API. */
export const SUMMARY_ENDPOINTS = endpoints('base', {
  'summary.get': { extension: true, method: 'GET', path: 'summary/', schemas: { response: DashboardSummary }, answer: 'record' },
});
