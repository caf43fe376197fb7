import { VehicleBlueprint } from '@rescue-admin/api-contract';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * What the list hands to /vehicle/blueprint/form in navigation state (SPEC §2: a selected blueprint
 * there makes the form an edit). `listSearch` is the list's `?q=…&sort=…`, so that returning shows
 * the list as the administrator left it.
 */
export interface BlueprintNavigationState {
  blueprint?: VehicleBlueprint;
  listSearch?: string;
}

function readState(state: unknown): { blueprint: VehicleBlueprint | null; listSearch: string } {
  const candidate = (state ?? {}) as Record<string, unknown>;
  // History state outlives deployments and can be anything: only a valid record counts as selected.
  const parsed = VehicleBlueprint.safeParse(candidate['blueprint']);
  const listSearch = typeof candidate['listSearch'] === 'string' && candidate['listSearch'].startsWith('?') ? candidate['listSearch'] : '';
  return { blueprint: parsed.success ? parsed.data : null, listSearch };
}

/** The blueprint selected in the list, or null: then the form creates a new one. */
export function useSelectedBlueprint(): VehicleBlueprint | null {
  return readState(useLocation().state).blueprint;
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
