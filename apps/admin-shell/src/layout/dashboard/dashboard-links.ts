import type { DashboardSummary, SummaryArea } from '@rescue-admin/api-contract';
import type { FeatureDescriptor } from '@rescue-admin/util';

export type ChangeKind = DashboardSummary['latestChanges'][number]['kind'];

/** Which feature (menu area) lists each counted area. */
const AREA_FEATURE: Record<SummaryArea, string> = {
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

/** The list of an area, or null when this build has no such feature (then the figure is plain text). */
export function areaPath(features: readonly FeatureDescriptor[], area: SummaryArea): string | null {
  return features.find((feature) => feature.id === AREA_FEATURE[area])?.path ?? null;
}

/**
 * Where a latest change opens its record: the address its area's descriptor gives for it (the
 * area holding records of that kind), or null when this build has no such area (then the change
 * is plain text). A record deleted meanwhile shows the form's not-found screen, with its way back.
 */
export function changeHref(features: readonly FeatureDescriptor[], kind: ChangeKind, uid: string): string | null {
  return features.find((feature) => feature.recordKinds.includes(kind))?.recordUrl(uid, kind) ?? null;
}
