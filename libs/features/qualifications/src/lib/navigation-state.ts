import { Qualification } from '@rescue-admin/api-contract';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * What the list hands to the create and edit routes in navigation state (SPEC §2: /qualification/edit
 * needs the selected qualification there). `listSearch` is the list's `?q=…&sort=…`, so that
 * returning shows the list as the administrator left it.
 */
export interface QualificationNavigationState {
  qualification?: Qualification;
  listSearch?: string;
}

function readState(state: unknown): { qualification: Qualification | null; listSearch: string } {
  const candidate = (state ?? {}) as Record<string, unknown>;
  // History state outlives deployments and can be anything: only a valid record counts as selected.
  const parsed = Qualification.safeParse(candidate['qualification']);
  const listSearch = typeof candidate['listSearch'] === 'string' && candidate['listSearch'].startsWith('?') ? candidate['listSearch'] : '';
  return { qualification: parsed.success ? parsed.data : null, listSearch };
}

/** The qualification selected in the list, or null (a direct link or an unknown state). */
export function useSelectedQualification(): Qualification | null {
  return readState(useLocation().state).qualification;
}

/**
 * Goes back to the list with its search and sort. The form's history entry is replaced, so the
 * browser's back button after a save does not reopen the form.
 */
export function useBackToList(): () => void {
  const navigate = useNavigate();
  const { listSearch } = readState(useLocation().state);
  return useCallback(() => navigate({ pathname: '..', search: listSearch }, { replace: true }), [navigate, listSearch]);
}
