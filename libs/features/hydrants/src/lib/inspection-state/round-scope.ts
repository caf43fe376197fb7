import type { Hydrant } from '@rescue-admin/api-contract';
import { INSPECTION_CHIPS, chipIndexOf, filterByChips, type InspectionChip } from './inspection-due';

/** The URL parameters of the hydrant list that say which hydrants a round or a Mängelbericht covers: the search and the pressed chips. */
export const SCOPE_PARAMS = ['q', 'filter'] as const;

/** The pressed chips of `?filter=a,b` (the list's own parameter), the known ones only. */
export function chipsOf(params: URLSearchParams): InspectionChip[] {
  const given = new Set((params.get('filter') ?? '').split(','));
  return INSPECTION_CHIPS.filter((chip) => given.has(chip));
}

/** `?q=…&filter=…` of `params` (the list's scope) with `extra` added: the search of a link from the list to the round or the report. */
export function scopeSearch(params: URLSearchParams, extra: Record<string, string> = {}): string {
  const scoped = new URLSearchParams();
  for (const name of SCOPE_PARAMS) {
    const value = params.get(name);
    if (value) scoped.set(name, value);
  }
  for (const [name, value] of Object.entries(extra)) scoped.set(name, value);
  const text = scoped.toString();
  return text ? `?${text}` : '';
}

/**
 * The hydrants of a list's scope: those any pressed chip matches (as the list filters), then those
 * whose name or description contains the search (without case). The list's search also looks at
 * the enum columns; a round is started from names and places.
 */
export function hydrantsInScope(hydrants: readonly Hydrant[], params: URLSearchParams, today: Date): readonly Hydrant[] {
  const chips = chipsOf(params);
  const chipped = chips.length > 0 ? filterByChips(hydrants, chipIndexOf(hydrants, today), chips) : hydrants;
  const search = (params.get('q') ?? '').trim().toLocaleLowerCase('de-DE');
  if (!search) return chipped;
  return chipped.filter((hydrant) => hydrant.name.toLocaleLowerCase('de-DE').includes(search) || hydrant.description.toLocaleLowerCase('de-DE').includes(search));
}
