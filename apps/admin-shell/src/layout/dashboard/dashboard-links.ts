import type { DashboardSummary, SummaryArea } from '@rescue-admin/api-contract';
import { LIST_URL_PARAMS } from '@rescue-admin/crud-kit';
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

const CHANGE_AREA: Record<ChangeKind, SummaryArea> = {
  hydrant: 'hydrants',
  stagingRoom: 'stagingRooms',
  material: 'materials',
  blueprint: 'blueprints',
  beacon: 'beacons',
  gateway: 'gateways',
};

/** The list of an area, or null when this build has no such feature (then the figure is plain text). */
export function areaPath(features: readonly FeatureDescriptor[], area: SummaryArea): string | null {
  return features.find((feature) => feature.id === AREA_FEATURE[area])?.path ?? null;
}

/**
 * Where a latest change opens its record.
 * - `route`: a form route that needs the record in navigation state (SPEC §2) — hydrants
 *   (`/hydrant/edit`) and blueprints (`/vehicle/blueprint/form`); `fallback` is the list searched
 *   by the name, for a new tab or a record that is gone meanwhile.
 * - `url`: in-place forms open by their URL: `?edit=<uid>` (staging rooms, materials),
 *   `?beacon=<uid>` / `?gateway=<uid>` (the assets page).
 */
export type ChangeTarget = { kind: 'route'; pathname: string; fallback: string } | { kind: 'url'; href: string };

export function changeTarget(features: readonly FeatureDescriptor[], kind: ChangeKind, uid: string, name: string): ChangeTarget | null {
  const list = areaPath(features, CHANGE_AREA[kind]);
  if (!list) return null;
  const param = (key: string, value: string) => `${list}?${new URLSearchParams({ [key]: value }).toString()}`;
  switch (kind) {
    case 'hydrant':
      return { kind: 'route', pathname: `${list}/edit`, fallback: param(LIST_URL_PARAMS.query, name) };
    case 'blueprint':
      return { kind: 'route', pathname: `${list}/form`, fallback: param(LIST_URL_PARAMS.query, name) };
    case 'stagingRoom':
    case 'material':
      return { kind: 'url', href: param(LIST_URL_PARAMS.edit, uid) };
    case 'beacon':
    case 'gateway':
      return { kind: 'url', href: param(kind, uid) };
  }
}
