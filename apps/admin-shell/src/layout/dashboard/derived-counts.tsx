import { BEACONS, CUSTOMERS, GATEWAYS, HYDRANTS, MATERIALS, QUALIFICATIONS, STAGING_ROOMS, SUMMARY_AREAS, USERS, VEHICLE_BLUEPRINTS, type DashboardSummary, type EntitySpec, type PolicyArea, type SummaryArea } from '@rescue-admin/api-contract';
import { createEntity, useGrants } from '@rescue-admin/data-access';
import { Notice } from '@rescue-admin/ui-kit';
import type { FeatureDescriptor } from '@rescue-admin/util';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CountsCard } from './counts-card';

/** The list each counted area is derived from, and the policy area that must allow listing it. */
const AREA_LISTS: Record<SummaryArea, { entity: EntitySpec; area: PolicyArea }> = {
  users: { entity: USERS, area: 'users' },
  customers: { entity: CUSTOMERS, area: 'customers' },
  stagingRooms: { entity: STAGING_ROOMS, area: 'staging' },
  hydrants: { entity: HYDRANTS, area: 'hydrants' },
  beacons: { entity: BEACONS, area: 'assets' },
  gateways: { entity: GATEWAYS, area: 'assets' },
  materials: { entity: MATERIALS, area: 'materials' },
  qualifications: { entity: QUALIFICATIONS, area: 'qualifications' },
  blueprints: { entity: VEHICLE_BLUEPRINTS, area: 'blueprints' },
};

/**
 * The figures where the service has no summary (`summary.get` absent, e.g. a service that
 * implements only SPEC.md): the counts of the lists the user may read — the lists the areas'
 * screens load and cache anyway (a list that fails or is refused is left out, without a notice) —
 * and a short note that the other figures need the full service.
 */
export function DerivedCounts({ features }: { features: readonly FeatureDescriptor[] }) {
  const { t } = useTranslation('shell');
  const { canList } = useGrants();
  const lists = useQueries({
    queries: SUMMARY_AREAS.map((summaryArea) => {
      const { entity, area } = AREA_LISTS[summaryArea];
      const query = createEntity(entity).queries.list();
      // The list's own meta stays: the live client finds the list by it.
      return { ...query, enabled: canList(area), meta: { ...query.meta, errorHandledLocally: true } };
    }),
  });
  const counts = Object.fromEntries(SUMMARY_AREAS.map((area, index) => [area, lists[index].data?.length ?? null])) as DashboardSummary['counts'];
  return (
    <>
      <CountsCard counts={counts} features={features} />
      <Notice>{t('dashboard.figures.summaryAbsent')}</Notice>
    </>
  );
}
