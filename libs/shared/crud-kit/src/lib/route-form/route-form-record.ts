import { useQueries, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { withTextAt } from '../text/dates-as-text';

/** The search parameter that names a form route's record: `/hydrant/edit?uid=<uid>`. */
export const ROUTE_FORM_UID_PARAM = 'uid';

/**
 * What a list hands to its form route in navigation state besides the `?uid=` in the URL: the
 * record itself (the form opens at once, without a request) and `listSearch`, the list's
 * `?q=…&sort=…`, so that returning shows the list as the administrator left it.
 */
export interface RouteFormNavigationState {
  record?: unknown;
  listSearch?: string;
}

export function readRouteFormState(state: unknown): { record: unknown; listSearch: string } {
  const candidate = (state ?? {}) as Record<string, unknown>;
  const listSearch = candidate['listSearch'];
  return { record: candidate['record'], listSearch: typeof listSearch === 'string' && listSearch.startsWith('?') ? listSearch : '' };
}

/** The area's list query (`<area>Api.queries.list()`), where a link's `?uid=` is looked up. */
export type RouteFormListQuery<T> = UseQueryOptions<T[], Error, T[], QueryKey>;

/**
 * Which record a form route shows:
 * - `none`: no record named (a create, or an edit route opened without one);
 * - `loading` / `failed`: the link's uid is being looked up in the list, or the list failed;
 * - `found`: the record, handed over by the list or found by its uid;
 * - `unknown`: the link's uid names no record of the list (deleted meanwhile, or mistyped); a
 *   record this route already showed stays `found` when it leaves the list.
 */
export type RouteFormRecord<T> =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'failed'; error: Error; retry: () => void }
  | { status: 'found'; record: T }
  | { status: 'unknown' };

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>((parent, key) => (parent !== null && typeof parent === 'object' ? (parent as Record<PropertyKey, unknown>)[key] : undefined), value);
}

/** A record is anything with a uid: the one thing an edit needs to name what it saves. */
export function hasUid(record: unknown): record is { uid: string } {
  if (record === null || typeof record !== 'object') return false;
  const { uid } = record as { uid?: unknown };
  return typeof uid === 'string' && uid !== '';
}

/**
 * A record always opens as an edit of that record, whatever extra or missing fields it carries: a
 * service that implements only the spec sends no `version`, another may leave a field empty. So
 * the schema does not decide whether it is a record — its `uid` does. A record the schema accepts
 * is handed on as parsed; one it refuses only because text fields hold a `Date` (an old,
 * ISO-looking name the HTTP layer revived) gets those fields as their ISO text; otherwise the
 * record is handed on as it came. The form validates the fields it edits, strictly, at save.
 */
function asRecord<T>(schema: z.ZodType<T>, record: { uid: string }): T {
  const parsed = schema.safeParse(record);
  if (parsed.success) return parsed.data;
  const datePaths = parsed.error.issues.map((issue) => issue.path).filter((path) => valueAt(record, path) instanceof Date);
  return ((datePaths.length > 0 ? withTextAt(record, datePaths) : null) ?? record) as T;
}

/**
 * The record of a form route. A record the list handed over in navigation state opens at once
 * (no request) — unless the URL names another uid. Otherwise the URL's `?uid=` (a link, a reload,
 * a shared address) is looked up in the area's list: the cached one, or the list loaded now (the
 * services offer lists, not single records, for most areas). Without `list` the URL's uid is not
 * read (a route that only creates).
 */
export function useRouteFormRecord<T>(schema: z.ZodType<T>, list?: RouteFormListQuery<T>): RouteFormRecord<T> {
  const { state } = useLocation();
  const [params] = useSearchParams();
  const uid = list ? params.get(ROUTE_FORM_UID_PARAM) : null;
  const handedOver = readRouteFormState(state).record;
  const fromState = hasUid(handedOver) && (uid === null || handedOver.uid === uid) ? handedOver : null;
  const lookUp = uid !== null && fromState === null;
  // The list is observed only while a link's uid is looked up: a handed-over record needs no request.
  const queries: RouteFormListQuery<T>[] = lookUp && list ? [list] : [];
  const [lookup] = useQueries({ queries });
  const rows = lookup?.data;

  // One object per record found, so the form's values are not reset on every render.
  const record = useMemo(() => {
    if (fromState) return asRecord(schema, fromState);
    const row = rows?.find((candidate) => hasUid(candidate) && candidate.uid === uid);
    return row && hasUid(row) ? asRecord(schema, row) : null;
  }, [schema, fromState, rows, uid]);

  // A record found once stays while the route names it: deleted elsewhere, it leaves the cached list,
  // and the open form keeps what was typed (it says so and offers to save it as new).
  const [kept, setKept] = useState<{ uid: string | null; record: T } | null>(null);
  if (record !== null && kept?.record !== record) setKept({ uid, record });
  const shown = record ?? (kept !== null && kept.uid === uid ? kept.record : null);

  if (shown !== null) return { status: 'found', record: shown };
  if (!lookUp) return { status: 'none' };
  if (rows) return { status: 'unknown' };
  if (lookup?.isError) return { status: 'failed', error: lookup.error, retry: () => void lookup.refetch() };
  return { status: 'loading' };
}
