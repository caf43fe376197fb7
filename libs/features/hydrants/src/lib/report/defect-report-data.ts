import { INSPECTION_ENDPOINTS, MAX_DEFECT_REPORT_ROWS, STATUS_OF_RESULT, type Defect, type DefectReportRow, type Hydrant } from '@rescue-admin/api-contract';
import type { CsvColumn } from '@rescue-admin/crud-kit';
import { createEntity } from '@rescue-admin/data-access';
import { queryOptions } from '@tanstack/react-query';
import { hydrantsInScope } from '../inspection-state/round-scope';

/**
 * The Mängelbericht (`inspection.report`) as a list keyed under the inspections' root
 * (`['inspections', 'list', { from, to }]`): an inspection saved anywhere refreshes it.
 */
export const defectReportApi = createEntity({ key: 'inspections', noun: { one: 'Defect report', many: 'Defect reports' }, list: INSPECTION_ENDPOINTS['inspection.report'] });

/**
 * The whole Mängelbericht of a range: page after page of {@link MAX_DEFECT_REPORT_ROWS} (the most
 * the server gives per answer) until a page is not full. Keyed under the inspections' root too.
 */
export const defectReportQuery = (range: { from: string; to: string }) =>
  queryOptions({
    queryKey: ['inspections', 'report', range] as const,
    queryFn: async ({ client }) => {
      const rows: DefectReportRow[] = [];
      for (let offset = 0; ; offset += MAX_DEFECT_REPORT_ROWS) {
        // Each page is fetched afresh and not kept: the report keeps the whole.
        const page = (await client.fetchQuery({ ...defectReportApi.queries.list({ ...range, limit: MAX_DEFECT_REPORT_ROWS, offset }), staleTime: 0, gcTime: 0 })) as DefectReportRow[];
        rows.push(...page);
        if (page.length < MAX_DEFECT_REPORT_ROWS) return rows;
      }
    },
  });

/** `yyyy-mm-dd` of a local day. */
export const isoDay = (date: Date) =>
  `${String(date.getFullYear()).padStart(4, '0')}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The report's range from `?from=&to=`; missing or malformed: the last 12 months up to today. */
export function rangeOf(params: URLSearchParams, today: Date): { from: string; to: string } {
  const to = params.get('to');
  const from = params.get('from');
  const defaultTo = isoDay(today);
  const defaultFrom = isoDay(new Date(today.getFullYear() - 1, today.getMonth(), today.getDate() + 1));
  return { from: from && ISO_DAY.test(from) ? from : defaultFrom, to: to && ISO_DAY.test(to) ? to : defaultTo };
}

/** `?bbox=south,west,north,east` (degrees): the map's visible area, or null. */
export function bboxOf(params: URLSearchParams): { south: number; west: number; north: number; east: number } | null {
  const parts = (params.get('bbox') ?? '').split(',').map(Number);
  if (parts.length !== 4 || parts.some((part) => !Number.isFinite(part))) return null;
  const [south, west, north, east] = parts;
  return south <= north && west <= east ? { south, west, north, east } : null;
}

/**
 * The rows of the report the page shows: those in the map's area (`bbox`), those of the list's
 * scope (`q`, `filter`, worked out on the cached hydrant list), or all of them.
 */
export function rowsInScope(rows: readonly DefectReportRow[], params: URLSearchParams, hydrants: readonly Hydrant[] | undefined, today: Date): readonly DefectReportRow[] {
  const bbox = bboxOf(params);
  let scoped = rows;
  if (bbox) scoped = scoped.filter(({ hydrant }) => hydrant.lat >= bbox.south && hydrant.lat <= bbox.north && hydrant.lon >= bbox.west && hydrant.lon <= bbox.east);
  if ((params.get('q') || params.get('filter')) && hydrants) {
    const uids = new Set(hydrantsInScope(hydrants, params, today).map((hydrant) => hydrant.uid));
    scoped = scoped.filter(({ hydrant }) => uids.has(hydrant.uid));
  }
  return scoped;
}

/** Coordinates with 5 decimals (about a metre), as the report prints and links them. */
export const coordinate = (value: number) => value.toFixed(5);
export const geoUri = ({ lat, lon }: { lat: number; lon: number }) => `geo:${coordinate(lat)},${coordinate(lon)}`;
export const osmUrl = ({ lat, lon }: { lat: number; lon: number }) =>
  `https://www.openstreetmap.org/?mlat=${coordinate(lat)}&mlon=${coordinate(lon)}#map=18/${coordinate(lat)}/${coordinate(lon)}`;

export interface ReportTexts {
  header: (column: 'name' | 'description' | 'status' | 'defects' | 'note' | 'inspectedAt' | 'inspector' | 'lat' | 'lon' | 'osm' | 'photos') => string;
  status: (row: DefectReportRow) => string;
  defects: (defects: readonly Defect[], otherDefect: string) => string;
  day: (date: Date) => string;
}

/** The CSV columns of the report (German headers; coordinates as numbers rounded to 5 decimals, written with a decimal comma like every export). */
export function reportColumns(texts: ReportTexts): CsvColumn<DefectReportRow>[] {
  return [
    { header: texts.header('name'), value: (row) => row.hydrant.name },
    { header: texts.header('description'), value: (row) => row.hydrant.description },
    { header: texts.header('status'), value: texts.status },
    { header: texts.header('defects'), value: (row) => texts.defects(row.inspection.defects, row.inspection.otherDefect) },
    { header: texts.header('note'), value: (row) => row.inspection.note },
    { header: texts.header('inspectedAt'), value: (row) => texts.day(row.inspection.inspectedAt) },
    { header: texts.header('inspector'), value: (row) => row.inspection.inspector.name },
    { header: texts.header('lat'), value: (row) => Number(coordinate(row.hydrant.lat)) },
    { header: texts.header('lon'), value: (row) => Number(coordinate(row.hydrant.lon)) },
    { header: texts.header('osm'), value: (row) => osmUrl(row.hydrant) },
    { header: texts.header('photos'), value: (row) => row.inspection.photos.length },
  ];
}

/** The status an inspection of the report gave its hydrant. */
export const statusOfRow = (row: DefectReportRow) => STATUS_OF_RESULT[row.inspection.result];
