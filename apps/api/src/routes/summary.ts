import type { DashboardSummary, SummaryArea } from '@rescue-admin/api-contract';
import { reachOf, type Area } from '../access/policy';
import type { EndpointHandlers } from '../http/endpoints';
import { DUE_SOON_INTERVAL, nextInspectionSql } from '../inspections/inspection-sql';
import type { HandlerServices } from '../services';

/** Which policy area each dashboard figure belongs to: the caller sees a figure only if they may read that area. */
const AREA_OF: Record<SummaryArea, Area> = {
  users: 'users',
  customers: 'customers',
  stagingRooms: 'staging',
  hydrants: 'hydrants',
  beacons: 'assets',
  gateways: 'assets',
  materials: 'materials',
  qualifications: 'qualifications',
  blueprints: 'blueprints',
};

const DAY_MS = 24 * 3_600_000;
const LATEST = 8;

/**
 * The operations overview, counted in SQL (a handful of aggregate queries, whatever the number of
 * hydrants), for what the caller may see: figures of areas they may not read are null; a unit
 * admin's users, staging rooms and assets are their customer's. Cached like the lists (per role
 * and scope, until the next committed write of an area it counts: lists/list-rows.ts).
 */
export function summaryHandlers(s: HandlerServices): Pick<EndpointHandlers, 'summary.get'> {
  const { db } = s;
  return {
    'summary.get': async ({ caller, scope }) => {
      const customer = scope?.customerUid ?? null;
      const may = (area: SummaryArea) => reachOf(caller.role, AREA_OF[area], 'read') !== null;

      const [counts] = await db.query<Record<SummaryArea, number>>(
        `SELECT
           (SELECT count(*)::int FROM users WHERE $1::text IS NULL OR customer_uid = $1) AS users,
           (SELECT count(*)::int FROM customers WHERE $1::text IS NULL OR uid = $1) AS customers,
           (SELECT count(*)::int FROM staging_rooms WHERE $1::text IS NULL OR customer_uid = $1) AS "stagingRooms",
           (SELECT count(*)::int FROM hydrants) AS hydrants,
           (SELECT count(*)::int FROM beacons WHERE $1::text IS NULL OR customer_uid = $1) AS beacons,
           (SELECT count(*)::int FROM gateways WHERE $1::text IS NULL OR customer_uid = $1) AS gateways,
           (SELECT count(*)::int FROM materials) AS materials,
           (SELECT count(*)::int FROM qualifications) AS qualifications,
           (SELECT count(*)::int FROM vehicle_blueprints) AS blueprints`,
        [customer],
      );
      const visibleCounts = Object.fromEntries(
        (Object.keys(AREA_OF) as SummaryArea[]).map((area) => [area, may(area) ? (counts?.[area] ?? 0) : null]),
      ) as DashboardSummary['counts'];

      // One scan of the hydrants for both groupings.
      const groups = may('hydrants')
        ? await db.query<{ type: string | null; durchmesser: string | null; count: number }>(
            `SELECT type, durchmesser, count(*)::int AS count FROM hydrants GROUP BY GROUPING SETS ((type), (durchmesser))`,
          )
        : null;

      // The due arithmetic of the hydrant list (inspections/inspection-sql.ts), counted in one scan.
      const [inspections] = may('hydrants')
        ? await db.query<{ outOfService: number; overdue: number; dueSoon: number }>(
            `SELECT count(*) FILTER (WHERE inspection_status = 'AUSSER_BETRIEB')::int AS "outOfService",
                    count(*) FILTER (WHERE next < $1)::int AS overdue,
                    count(*) FILTER (WHERE next >= $1 AND next < $1::timestamptz + ${DUE_SOON_INTERVAL})::int AS "dueSoon"
             FROM (SELECT inspection_status, ${nextInspectionSql('h')} AS next FROM hydrants h) AS due`,
            [s.now()],
          )
        : [null];

      const since = new Date(s.now().getTime() - DAY_MS);
      const freshness = async (table: 'beacons' | 'gateways') => {
        const [row] = await db.query<{ recent: number; older: number; never: number }>(
          `SELECT count(*) FILTER (WHERE last_synced >= $2)::int AS recent,
                  count(*) FILTER (WHERE last_synced < $2)::int AS older,
                  count(*) FILTER (WHERE last_synced IS NULL)::int AS never
           FROM ${table} WHERE $1::text IS NULL OR customer_uid = $1`,
          [customer, since],
        );
        return row ?? { recent: 0, older: 0, never: 0 };
      };

      const [loads] = may('blueprints')
        ? await db.query<{ blueprints: number; withLoad: number; lines: number }>(
            `SELECT count(*)::int AS blueprints,
                    count(*) FILTER (WHERE EXISTS (SELECT 1 FROM blueprint_loads l WHERE l.blueprint_uid = b.uid))::int AS "withLoad",
                    (SELECT count(*)::int FROM blueprint_loads) AS lines
             FROM vehicle_blueprints b`,
          )
        : [null];

      // Each part takes its own newest few (an index on last_update each), then the newest of those.
      // A UNION names its columns after its first part, which depends on the grants: the outer
      // alias names them for every combination.
      const parts = [
        may('hydrants') && `(SELECT 'hydrant', uid, name, last_update FROM hydrants ORDER BY last_update DESC LIMIT ${LATEST})`,
        may('stagingRooms') &&
          `(SELECT 'stagingRoom', uid, name, last_update FROM staging_rooms WHERE $1::text IS NULL OR customer_uid = $1 ORDER BY last_update DESC LIMIT ${LATEST})`,
        may('materials') && `(SELECT 'material', uid, name, last_update FROM materials ORDER BY last_update DESC LIMIT ${LATEST})`,
        may('blueprints') && `(SELECT 'blueprint', uid, name, last_update FROM vehicle_blueprints ORDER BY last_update DESC LIMIT ${LATEST})`,
        may('beacons') && `(SELECT 'beacon', uid, name, last_updated FROM beacons WHERE $1::text IS NULL OR customer_uid = $1 ORDER BY last_updated DESC LIMIT ${LATEST})`,
        may('gateways') && `(SELECT 'gateway', uid, name, last_updated FROM gateways WHERE $1::text IS NULL OR customer_uid = $1 ORDER BY last_updated DESC LIMIT ${LATEST})`,
      ].filter((part): part is string => typeof part === 'string');
      const latestChanges =
        parts.length === 0
          ? []
          : await db.query<DashboardSummary['latestChanges'][number]>(`SELECT * FROM (${parts.join(' UNION ALL ')}) AS latest (kind, uid, name, "lastUpdate") ORDER BY 4 DESC, 2 LIMIT ${LATEST}`, [customer]);

      return {
        counts: visibleCounts,
        hydrantsByType: groups && groups.filter((row) => row.type !== null).map((row) => ({ value: row.type as string, count: row.count })),
        hydrantsByDiameter: groups && groups.filter((row) => row.durchmesser !== null).map((row) => ({ value: row.durchmesser as string, count: row.count })),
        syncFreshness: may('beacons') ? { beacons: await freshness('beacons'), gateways: await freshness('gateways') } : null,
        standardLoads: loads ?? null,
        inspections: inspections ?? null,
        latestChanges,
      };
    },
  };
}
