import type { Hydrant } from '@rescue-admin/api-contract';

/** A hydrant whose row carries its inspection state (apps/api's extension fields of `hydrant.all`). */
export type InspectedHydrant = Hydrant & Required<Pick<Hydrant, 'nextInspection'>>;

/** Whether the row carries the inspection state: a service that implements only the spec sends none. */
export function hasInspectionState(hydrant: Hydrant | null | undefined): hydrant is InspectedHydrant {
  return hydrant?.nextInspection !== undefined && hydrant.nextInspection !== null;
}
