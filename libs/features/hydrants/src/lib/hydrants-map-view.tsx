import type { Hydrant } from '@rescue-admin/api-contract';
import { ROUTE_FORM_UID_PARAM, formatNumber, useConfiguredTiles, useMapLabels, useEnumLabel, type RouteFormNavigationState } from '@rescue-admin/crud-kit';
import { MapLegend, PointMap, type MapBounds, type MapPoint, type MapTone } from '@rescue-admin/map';
import { useCallback, useMemo } from 'react';
import { useAreaCan } from '@rescue-admin/data-access';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { STATUS_KEYS, statusKeyOf, useStatusLabels, type StatusKey } from './inspection-state/inspection-status';
import { useInspectionStateOffered } from './inspection-state/use-inspection-list';
import styles from './hydrants-map-view.module.css';

/** How each status looks on the map (colour and shape, see the map lib's tones). */
const STATUS_TONES: Record<StatusKey, MapTone> = { IN_BETRIEB: 'ok', EINGESCHRAENKT: 'warning', AUSSER_BETRIEB: 'danger', NIE_GEPRUEFT: 'neutral' };

interface HydrantPoint extends MapPoint {
  hydrant: Hydrant;
}

export interface HydrantsMapViewProps {
  /** The hydrants the list's search matches. */
  hydrants: readonly Hydrant[];
  /** The search text: a new one fits the map to the matching hydrants. */
  search: string;
  /** The visible area whenever the view settles, as the Mängelbericht's `bbox` (`south,west,north,east`). */
  onAreaChange?: (bbox: string) => void;
}

/** A map area as the Mängelbericht's `bbox` parameter: five decimals (about a metre) are enough. */
export const bboxParam = ({ south, west, north, east }: MapBounds) => [south, west, north, east].map((degrees) => degrees.toFixed(5)).join(',');

/**
 * /hydrant?view=karte: the hydrants clustered on a map; a marker's popup shows name, type and
 * diameter and links to the form (the record goes along in navigation state, as from the list).
 * Where the rows carry their inspection state, each marker shows its status as a tone (colour and
 * shape) and in its name („Hydrant Am Markt, außer Betrieb“), a legend says what the tones mean,
 * and clusters count their hydrants out of service („37 Hydranten, 3 außer Betrieb“).
 * Loaded lazily with the map lib.
 */
export default function HydrantsMapView({ hydrants, search, onAreaChange }: HydrantsMapViewProps) {
  const { t } = useTranslation(['hydrants', 'common']);
  const tiles = useConfiguredTiles();
  const typeLabel = useEnumLabel('hydrants:enums.type');
  const diameterLabel = useEnumLabel('hydrants:enums.durchmesser');
  const { search: listSearch } = useLocation();
  const withStatus = useInspectionStateOffered(hydrants);
  const statusLabels = useStatusLabels();
  const points = useMemo<HydrantPoint[]>(
    () =>
      hydrants.map((hydrant) => {
        const point: HydrantPoint = { id: hydrant.uid, lat: hydrant.lat, lon: hydrant.lon, label: hydrant.name, hydrant };
        if (!withStatus) return point;
        const status = statusKeyOf(hydrant);
        return { ...point, tone: STATUS_TONES[status], accessibleName: t('map.markerName', { name: hydrant.name, status: statusLabels[status] }) };
      }),
    [hydrants, withStatus, statusLabels, t],
  );
  // Without the update grant the form opens read-only: the link says so.
  const editKey = useAreaCan('update') ? 'common:map.edit' : 'common:actions.view';
  const areaLabels = useMapLabels('hydrants');
  const labels = useMemo(
    () => (withStatus ? { ...areaLabels, clusterDanger: (count: number) => t('map.clusterOutOfService', { formatted: formatNumber(count) }) } : areaLabels),
    [areaLabels, withStatus, t],
  );
  const legend = useMemo(() => STATUS_KEYS.map((status) => ({ tone: STATUS_TONES[status], label: statusLabels[status] })), [statusLabels]);
  const renderPopup = useCallback(
    ({ hydrant }: HydrantPoint) => (
      <div className={styles.popup}>
        <p className={styles.name}>{hydrant.name}</p>
        <dl className={styles.facts}>
          <dt>{t('fields.type')}</dt>
          <dd>{typeLabel(hydrant.type)}</dd>
          <dt>{t('fields.durchmesser')}</dt>
          <dd>{diameterLabel(hydrant.durchmesser)}</dd>
          {withStatus && (
            <>
              <dt>{t('fields.inspectionStatus')}</dt>
              <dd>{statusLabels[statusKeyOf(hydrant)]}</dd>
            </>
          )}
        </dl>
        <Link to={{ pathname: 'edit', search: `?${new URLSearchParams({ [ROUTE_FORM_UID_PARAM]: hydrant.uid }).toString()}` }} state={{ record: hydrant, listSearch } satisfies RouteFormNavigationState} className={styles.edit}>
          {t(editKey)}
        </Link>
      </div>
    ),
    [t, typeLabel, diameterLabel, listSearch, editKey, withStatus, statusLabels],
  );
  return (
    <>
      <PointMap
        points={points}
        renderPopup={renderPopup}
        labels={labels}
        tiles={tiles}
        fitKey={search}
        onViewChange={onAreaChange ? (bounds) => onAreaChange(bboxParam(bounds)) : undefined}
      />
      {withStatus && <MapLegend label={t('map.legend')} items={legend} />}
    </>
  );
}
