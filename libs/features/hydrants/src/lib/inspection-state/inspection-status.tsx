import { HYDRANT_STATUSES, type Hydrant, type HydrantStatus } from '@rescue-admin/api-contract';
import type { IconComponent } from '@rescue-admin/ui-kit';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleDashed from 'lucide-react/icons/circle-dashed';
import OctagonX from 'lucide-react/icons/octagon-x';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './inspection-state.module.css';

/** A hydrant's status as the list and the map tell it: from its latest inspection, or never inspected. */
export type StatusKey = HydrantStatus | 'NIE_GEPRUEFT';
export const STATUS_KEYS: readonly StatusKey[] = [...HYDRANT_STATUSES, 'NIE_GEPRUEFT'];

export const statusKeyOf = (hydrant: Hydrant): StatusKey => hydrant.inspectionStatus ?? 'NIE_GEPRUEFT';

/** Each status has its own icon shape, so it is told apart without its colour. */
export const STATUS_ICONS: Record<StatusKey, IconComponent> = {
  IN_BETRIEB: CircleCheck,
  EINGESCHRAENKT: TriangleAlert,
  AUSSER_BETRIEB: OctagonX,
  NIE_GEPRUEFT: CircleDashed,
};

/** The German label of each status („in Betrieb“ … „nie geprüft“), looked up once per language. */
export function useStatusLabels(): Record<StatusKey, string> {
  const { t } = useTranslation('hydrants');
  return useMemo(
    () => ({
      IN_BETRIEB: t('enums.inspectionStatus.IN_BETRIEB'),
      EINGESCHRAENKT: t('enums.inspectionStatus.EINGESCHRAENKT'),
      AUSSER_BETRIEB: t('enums.inspectionStatus.AUSSER_BETRIEB'),
      NIE_GEPRUEFT: t('inspectionList.neverInspected'),
    }),
    [t],
  );
}

/** A status in a cell: its icon (decorative) and its words, in the status's colour. */
export function StatusText({ status, label }: { status: StatusKey; label: string }) {
  const Icon = STATUS_ICONS[status];
  return (
    <span className={styles.status} data-status={status}>
      <Icon size={16} aria-hidden="true" />
      {label}
    </span>
  );
}
