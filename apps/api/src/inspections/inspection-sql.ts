import { DEFECTS, DEFAULT_INSPECTION_INTERVAL, DUE_SOON_DAYS, HYDRANT_STATUSES, INSPECTION_INTERVALS, INSPECTION_RESULTS, STATUS_OF_RESULT } from '@rescue-admin/api-contract';

/*
 * The inspections' SQL, shared by the migration, the hydrant list, the summary, the report, the
 * import and the seeds: one definition of a hydrant's derived state and of its due date.
 */

const oneOf = (column: string, values: readonly (string | number)[]) => `CHECK (${column} IN (${values.map((v) => (typeof v === 'number' ? v : `'${v}'`)).join(', ')}))`;

/** The status a result sets, as a CASE over `column`. */
const statusOfResult = (column: string) =>
  `CASE ${column} ${Object.entries(STATUS_OF_RESULT)
    .map(([result, status]) => `WHEN '${result}' THEN '${status}'`)
    .join(' ')} END`;

/**
 * Migration 0009: the inspections, the register's settings (one row) and each hydrant's own
 * interval and derived state. The state (status, since, defects, last inspection) is kept on the
 * hydrant's row by {@link REFRESH_STATE_SQL} in every inspection write's transaction, so the
 * hydrant list reads no join over the inspections; writing it moves the hydrant's list mark (the
 * hydrants' triggers), so a kept list re-reads exactly that row. Append-only like every migration.
 */
export const INSPECTIONS_MIGRATION_SQL = `
  CREATE TABLE inspections (
    uid            text PRIMARY KEY,
    hydrant_uid    text NOT NULL CONSTRAINT inspections_hydrant_fkey REFERENCES hydrants (uid) ON DELETE CASCADE,
    inspected_at   timestamptz NOT NULL,
    inspector_uid  text NOT NULL,
    inspector_name text NOT NULL,
    result         text NOT NULL ${oneOf('result', INSPECTION_RESULTS)},
    defects        text[] NOT NULL DEFAULT '{}' CHECK (defects <@ ARRAY[${DEFECTS.map((d) => `'${d}'`).join(', ')}]::text[]),
    other_defect   text NOT NULL DEFAULT '',
    pressure_bar   double precision CHECK (pressure_bar BETWEEN 0 AND 16),
    flow_lpm       integer CHECK (flow_lpm BETWEEN 0 AND 10000),
    note           text NOT NULL DEFAULT '',
    photos         text[] NOT NULL DEFAULT '{}',
    create_date    timestamptz NOT NULL,
    last_update    timestamptz NOT NULL
  );
  CREATE INDEX inspections_hydrant_idx ON inspections (hydrant_uid, inspected_at DESC, uid);
  -- The Mängelbericht reads the inspections with defects of a range.
  CREATE INDEX inspections_findings_idx ON inspections (inspected_at) WHERE result <> 'IN_ORDNUNG';

  -- The register's settings: exactly one row.
  CREATE TABLE inspection_settings (
    id              boolean PRIMARY KEY DEFAULT true CHECK (id),
    interval_months integer NOT NULL DEFAULT ${DEFAULT_INSPECTION_INTERVAL} ${oneOf('interval_months', INSPECTION_INTERVALS)},
    last_update     timestamptz
  );
  INSERT INTO inspection_settings (id) VALUES (true);

  ALTER TABLE hydrants
    ADD COLUMN inspection_interval_months integer ${oneOf('inspection_interval_months', INSPECTION_INTERVALS)},
    ADD COLUMN inspection_status text ${oneOf('inspection_status', HYDRANT_STATUSES)},
    ADD COLUMN status_since timestamptz,
    ADD COLUMN status_defects text[] NOT NULL DEFAULT '{}',
    ADD COLUMN last_inspection timestamptz;

  -- A hydrant's derived state from its inspections: the latest one's status and defects, since
  -- the first of the unbroken run of inspections with the latest one's result. Rows whose state
  -- is unchanged are not written (their list rows stay).
  CREATE FUNCTION hydrant_inspection_refresh(uids text[]) RETURNS void LANGUAGE sql AS $$
    UPDATE hydrants h SET
      inspection_status = s.status,
      status_since = s.since,
      status_defects = s.defects,
      last_inspection = s.last
    FROM (
      SELECT u.uid, latest.status, COALESCE(latest.defects, '{}') AS defects, latest.inspected_at AS last,
        CASE WHEN latest.result IS NULL THEN NULL ELSE COALESCE((
          SELECT min(i.inspected_at) FROM inspections i
          WHERE i.hydrant_uid = u.uid AND i.inspected_at > COALESCE(
            (SELECT max(b.inspected_at) FROM inspections b WHERE b.hydrant_uid = u.uid AND b.result <> latest.result), '-infinity')
        ), latest.inspected_at) END AS since
      FROM unnest(uids) AS u(uid)
      LEFT JOIN LATERAL (
        SELECT i.result, ${statusOfResult('i.result')} AS status, i.defects, i.inspected_at
        FROM inspections i WHERE i.hydrant_uid = u.uid ORDER BY i.inspected_at DESC, i.uid DESC LIMIT 1
      ) latest ON true
    ) s
    WHERE h.uid = s.uid
      AND (h.inspection_status, h.status_since, h.status_defects, h.last_inspection) IS DISTINCT FROM (s.status, s.since, s.defects, s.last)
  $$;
`;

/** Recomputes the derived state of these hydrants (inside the caller's transaction). */
export const REFRESH_STATE_SQL = `SELECT hydrant_inspection_refresh($1::text[])`;

/** The register's interval, in months. */
export const REGISTER_INTERVAL_SQL = `(SELECT interval_months FROM inspection_settings)`;

/**
 * When a hydrant (columns of `hydrants`, qualified by `alias`) is next due: its last inspection
 * (never inspected: its create date) plus its own interval or the register's, in calendar months
 * of UTC — PostgreSQL clamps month ends and leap days (2024-02-29 + 12 months = 2025-02-28,
 * 2025-01-31 + 1 month = 2025-02-28). The one definition of the due date: the list, the summary
 * and the report use it.
 */
export const nextInspectionSql = (alias = 'hydrants') =>
  `((COALESCE(${alias}.last_inspection, ${alias}.create_date) AT TIME ZONE 'UTC'
     + make_interval(months => COALESCE(${alias}.inspection_interval_months, ${REGISTER_INTERVAL_SQL}))) AT TIME ZONE 'UTC')`;

/** The inspection state of a hydrant row as the list shows it (HydrantInspectionState). */
export const HYDRANT_STATE_COLUMNS = `inspection_status AS "inspectionStatus", status_since AS "statusSince", status_defects AS "statusDefects",
  last_inspection AS "lastInspection", ${nextInspectionSql()} AS "nextInspection", inspection_interval_months AS "inspectionIntervalMonths"`;

/** "Fällig in 30 Tagen" in days, for the SQL counts. */
export const DUE_SOON_INTERVAL = `interval '${DUE_SOON_DAYS} days'`;

/** An inspection's stored columns as the API names them (`editableUntil` is added from `createDate`, see routes/inspections.ts). */
export const inspectionColumns = (alias = 'inspections') => `${alias}.uid, ${alias}.hydrant_uid AS "hydrantUid", ${alias}.inspected_at AS "inspectedAt",
  json_build_object('uid', ${alias}.inspector_uid, 'name', ${alias}.inspector_name) AS inspector, ${alias}.result, ${alias}.defects,
  ${alias}.other_defect AS "otherDefect", ${alias}.pressure_bar AS "pressureBar", ${alias}.flow_lpm AS "flowLitresPerMinute", ${alias}.note,
  ${alias}.photos, ${alias}.create_date AS "createDate", ${alias}.last_update AS "lastUpdate"`;
