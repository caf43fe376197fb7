import { z } from 'zod';
import type { EndpointSchemas } from '../call';
import { SUMMARY_AREAS, type SummaryArea } from '../calls/summary';
import { DateValue } from '../primitives';

/** A count per enum value (hydrants by type, by diameter). */
export const CountByValue = z.array(z.object({ value: z.string(), count: z.number().int().min(0) }));

/** How recently a set of assets was synced: within 24 h, longer ago, never. */
export const SyncFreshness = z.object({ recent: z.number().int().min(0), older: z.number().int().min(0), never: z.number().int().min(0) });
export type SyncFreshness = z.infer<typeof SyncFreshness>;

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
   * Not in SPEC: the hydrants' inspection state (areas/inspections.ts) — out of service, overdue
   * and due within DUE_SOON_DAYS; null for a caller who may not read hydrants.
   */
  inspections: z
    .object({ outOfService: z.number().int().min(0), overdue: z.number().int().min(0), dueSoon: z.number().int().min(0) })
    .nullable(),
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

/** The schema of the dashboard's figures (calls/summary.ts). */
export const SUMMARY_SCHEMAS = {
  'summary.get': { response: DashboardSummary },
} satisfies Record<string, EndpointSchemas>;
