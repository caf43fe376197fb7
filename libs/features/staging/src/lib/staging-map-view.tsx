import type { StagingRoom } from '@rescue-admin/api-contract';
import { LIST_URL_PARAMS, useConfiguredTiles, useMapLabels } from '@rescue-admin/crud-kit';
import { PointMap, type MapPoint } from '@rescue-admin/map';
import { useCallback, useMemo } from 'react';
import { useAreaCan } from '@rescue-admin/data-access';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import styles from './staging-map-view.module.css';

interface RoomPoint extends MapPoint {
  room: StagingRoom;
}

export interface StagingMapViewProps {
  /** The staging rooms the list's search matches. */
  rooms: readonly StagingRoom[];
  /** The search text: a new one fits the map to the matching rooms. */
  search: string;
  /** "Am Sportplatz 3, 12345 Musterstadt" */
  formatAddress: (room: StagingRoom) => string;
}

/**
 * /staging?view=karte: the staging rooms on a map; a marker's popup shows name and address and
 * links to the in-place form (`?edit=<uid>`, the map view kept for the way back). Loaded lazily.
 */
export default function StagingMapView({ rooms, search, formatAddress }: StagingMapViewProps) {
  const { t } = useTranslation(['staging', 'common']);
  const tiles = useConfiguredTiles();
  const [params] = useSearchParams();
  const points = useMemo<RoomPoint[]>(() => rooms.map((room) => ({ id: room.uid, lat: room.lat, lon: room.lon, label: room.name, room })), [rooms]);
  // Without the update grant the form opens read-only: the link says so.
  const editKey = useAreaCan('update') ? 'common:map.edit' : 'common:actions.view';
  const labels = useMapLabels('staging');
  const renderPopup = useCallback(
    ({ room }: RoomPoint) => {
      const edit = new URLSearchParams(params);
      edit.set(LIST_URL_PARAMS.edit, room.uid);
      return (
        <div className={styles.popup}>
          <p className={styles.name}>{room.name}</p>
          <p className={styles.address}>{formatAddress(room)}</p>
          <Link to={{ search: `?${edit.toString()}` }} className={styles.edit}>
            {t(editKey)}
          </Link>
        </div>
      );
    },
    [t, params, formatAddress, editKey],
  );
  return <PointMap points={points} renderPopup={renderPopup} labels={labels} tiles={tiles} fitKey={search} />;
}
