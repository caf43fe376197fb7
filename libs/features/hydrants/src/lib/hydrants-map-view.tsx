import type { Hydrant } from '@rescue-admin/api-contract';
import { ROUTE_FORM_UID_PARAM, useConfiguredTiles, useMapLabels, useEnumLabel, type RouteFormNavigationState } from '@rescue-admin/crud-kit';
import { PointMap, type MapPoint } from '@rescue-admin/map';
import { useCallback, useMemo } from 'react';
import { useAreaCan } from '@rescue-admin/data-access';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import styles from './hydrants-map-view.module.css';

interface HydrantPoint extends MapPoint {
  hydrant: Hydrant;
}

export interface HydrantsMapViewProps {
  /** The hydrants the list's search matches. */
  hydrants: readonly Hydrant[];
  /** The search text: a new one fits the map to the matching hydrants. */
  search: string;
}

/**
 * /hydrant?view=karte: the hydrants clustered on a map; a marker's popup shows name, type and
 * diameter and links to the form (the record goes along in navigation state, as from the list).
 * Loaded lazily with the map lib.
 */
export default function HydrantsMapView({ hydrants, search }: HydrantsMapViewProps) {
  const { t } = useTranslation(['hydrants', 'common']);
  const tiles = useConfiguredTiles();
  const typeLabel = useEnumLabel('hydrants:enums.type');
  const diameterLabel = useEnumLabel('hydrants:enums.durchmesser');
  const { search: listSearch } = useLocation();
  const points = useMemo<HydrantPoint[]>(
    () => hydrants.map((hydrant) => ({ id: hydrant.uid, lat: hydrant.lat, lon: hydrant.lon, label: hydrant.name, hydrant })),
    [hydrants],
  );
  // Without the update grant the form opens read-only: the link says so.
  const editKey = useAreaCan('update') ? 'common:map.edit' : 'common:actions.view';
  const labels = useMapLabels('hydrants');
  const renderPopup = useCallback(
    ({ hydrant }: HydrantPoint) => (
      <div className={styles.popup}>
        <p className={styles.name}>{hydrant.name}</p>
        <dl className={styles.facts}>
          <dt>{t('fields.type')}</dt>
          <dd>{typeLabel(hydrant.type)}</dd>
          <dt>{t('fields.durchmesser')}</dt>
          <dd>{diameterLabel(hydrant.durchmesser)}</dd>
        </dl>
        <Link to={{ pathname: 'edit', search: `?${new URLSearchParams({ [ROUTE_FORM_UID_PARAM]: hydrant.uid }).toString()}` }} state={{ record: hydrant, listSearch } satisfies RouteFormNavigationState} className={styles.edit}>
          {t(editKey)}
        </Link>
      </div>
    ),
    [t, typeLabel, diameterLabel, listSearch, editKey],
  );
  return <PointMap points={points} renderPopup={renderPopup} labels={labels} tiles={tiles} fitKey={search} />;
}
