import type { Hydrant, Inspection } from '@rescue-admin/api-contract';
import type { RouteFormNavigationState } from '@rescue-admin/crud-kit';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** The inspection route, relative to the hydrants' routes: `/hydrant/pruefung?uid=<hydrantUid>[&inspection=<uid>]`. */
export const INSPECTION_PATH = 'pruefung';
/** The search parameter naming the inspection a correction opens. */
export const INSPECTION_PARAM = 'inspection';

/**
 * What the inspection route reads from navigation state besides the URL: the hydrant (`record`),
 * the inspection to correct, the list's search, and `next` — where to go after saving or
 * cancelling (a path of the app, e.g. the round's next hydrant; function-free, so it survives a
 * reload). Without `next` the route returns to the hydrant list.
 */
export interface InspectionNavigationState extends RouteFormNavigationState {
  inspection?: Inspection;
  next?: { returnTo: string };
}

/** The `next` of a navigation state, when it names a path of the app. */
export function readNext(state: unknown): InspectionNavigationState['next'] {
  const next = (state ?? {}) as { next?: { returnTo?: unknown } };
  const returnTo = next.next?.returnTo;
  return typeof returnTo === 'string' && returnTo.startsWith('/') && !returnTo.startsWith('//') ? { returnTo } : undefined;
}

/** The list's `?q=…&sort=…` a navigation state carries (crud-kit's route forms return to it). */
export function readListSearch(state: unknown): string {
  const listSearch = ((state ?? {}) as { listSearch?: unknown }).listSearch;
  return typeof listSearch === 'string' && listSearch.startsWith('?') ? listSearch : '';
}

/** The inspection to correct that a navigation state hands over, if any. */
export function readInspection(state: unknown): Inspection | undefined {
  const inspection = ((state ?? {}) as { inspection?: unknown }).inspection;
  return inspection !== null && typeof inspection === 'object' && typeof (inspection as { uid?: unknown }).uid === 'string' ? (inspection as Inspection) : undefined;
}

/**
 * Opens „Prüfung erfassen“ (or a correction) from the current screen, which is where the form
 * returns to: the hydrant and the inspection travel in navigation state, the URL names both.
 */
export function useOpenInspection(): (hydrant: Hydrant, inspection?: Inspection) => void {
  const navigate = useNavigate();
  const location = useLocation();
  const listSearch = readListSearch(location.state);
  const here = `${location.pathname}${location.search}`;
  return useCallback(
    (hydrant, inspection) => {
      const params = new URLSearchParams({ uid: hydrant.uid });
      if (inspection) params.set(INSPECTION_PARAM, inspection.uid);
      const state: InspectionNavigationState = { record: hydrant, inspection, listSearch, next: { returnTo: here } };
      navigate({ pathname: `../${INSPECTION_PATH}`, search: `?${params.toString()}` }, { state });
    },
    [navigate, listSearch, here],
  );
}
