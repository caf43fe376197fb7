import type { PointMapLabels } from '@rescue-admin/map';
import { useMemo } from 'react';
import { useCrudTexts, type MapNamespace } from '../i18n/crud-texts';
import { formatNumber } from '../list/crud-columns';

/**
 * The German texts of an area's point map: its name and cluster label from the area's namespace
 * (`map.title`, `map.cluster` with `count`/`formatted`), the controls' texts from `map.*`.
 */
export function useMapLabels(namespace: MapNamespace): PointMapLabels {
  const { t, areaText } = useCrudTexts(namespace);
  return useMemo(
    () => ({
      map: areaText('map.title'),
      zoomIn: t('map.zoomIn'),
      zoomOut: t('map.zoomOut'),
      closePopup: t('map.closePopup'),
      cluster: (count: number) => areaText('map.cluster', { count, formatted: formatNumber(count) }),
    }),
    [t, areaText],
  );
}
