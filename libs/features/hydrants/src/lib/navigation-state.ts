import { Hydrant } from '@rescue-admin/api-contract';
import { useCallback, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * What the list hands to /hydrant/create and /hydrant/edit in navigation state (SPEC §2:
 * /hydrant/edit needs the selected hydrant there). `listSearch` is the list's `?q=…&sort=…`, so
 * that returning shows the list as the administrator left it.
 */
export interface HydrantNavigationState {
  hydrant?: Hydrant;
  listSearch?: string;
}

function readState(state: unknown): { hydrant: Hydrant | null; listSearch: string } {
  const candidate = (state ?? {}) as Record<string, unknown>;
  // History state outlives deployments and can hold anything: only a valid record counts as selected.
  const parsed = Hydrant.safeParse(candidate['hydrant']);
  const listSearch = typeof candidate['listSearch'] === 'string' && candidate['listSearch'].startsWith('?') ? candidate['listSearch'] : '';
  return { hydrant: parsed.success ? parsed.data : null, listSearch };
}

/** The hydrant selected in the list, or null (a direct link, or a state from elsewhere). */
export function useSelectedHydrant(): Hydrant | null {
  return readState(useLocation().state).hydrant;
}

/**
 * Opens the create and edit routes from the list, remembering the list's search and sort.
 *
 * The callbacks stay the same while the administrator types a search: the list rebuilds its rows
 * whenever `onEdit` changes, which with 10,000 hydrants would cost a noticeable pause per keystroke.
 * So the current search is read from a ref when a form is opened, not captured per render.
 */
export function useOpenHydrantForm() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const listSearch = useRef(search);
  useLayoutEffect(() => {
    listSearch.current = search;
  }, [search]);
  return {
    openCreate: useCallback(() => navigate('create', { state: { listSearch: listSearch.current } satisfies HydrantNavigationState }), [navigate]),
    openEdit: useCallback(
      (hydrant: Hydrant) => navigate('edit', { state: { hydrant, listSearch: listSearch.current } satisfies HydrantNavigationState }),
      [navigate],
    ),
  };
}

/**
 * Back to the list with its search and sort. The form's history entry is replaced, so the
 * browser's back button after a save does not reopen the form.
 */
export function useBackToList(): () => void {
  const navigate = useNavigate();
  const { listSearch } = readState(useLocation().state);
  return useCallback(() => navigate({ pathname: '..', search: listSearch }, { replace: true }), [navigate, listSearch]);
}
