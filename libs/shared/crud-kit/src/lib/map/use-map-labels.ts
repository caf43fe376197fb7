import type { Namespace } from '@rescue-admin/i18n';
import type { PointMapLabels } from '@rescue-admin/map';
import { useMemo } from 'react';
import { useLooseTranslation } from '../i18n/use-loose-translation';
import { formatNumber } from '../list/crud-columns';

/**
 * The German texts of an area's point map: its name and cluster label from the area's namespace
 * (`map.title`, `map.cluster` with `count`/`formatted`), the controls' texts from `common:map.*`.
 */
export function useMapLabels(namespace: Namespace): PointMapLabels {
  const { t } = useLooseTranslation(namespace);
  return useMemo(
    () => ({
      map: t(`${namespace}:map.title`),
      zoomIn: t('common:map.zoomIn'),
      zoomOut: t('common:map.zoomOut'),
      closePopup: t('common:map.closePopup'),
      cluster: (count: number) => t(`${namespace}:map.cluster`, { count, formatted: formatNumber(count) }),
    }),
    [t, namespace],
  );
}
