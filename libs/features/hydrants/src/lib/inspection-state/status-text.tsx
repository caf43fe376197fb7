import type { HydrantStatus } from '@rescue-admin/api-contract';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleHelp from 'lucide-react/icons/circle-help';
import OctagonX from 'lucide-react/icons/octagon-x';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { useTranslation } from 'react-i18next';
import styles from './status-text.module.css';

const ICONS = { IN_BETRIEB: CircleCheck, EINGESCHRAENKT: TriangleAlert, AUSSER_BETRIEB: OctagonX, never: CircleHelp } as const;

/** A hydrant's status in words with an icon beside them (never colour alone); null: never inspected. */
export function StatusText({ status }: { status: HydrantStatus | null | undefined }) {
  const { t } = useTranslation('hydrants');
  const key = status ?? 'never';
  const Icon = ICONS[key];
  return (
    <span className={`${styles.status} ${styles[key]}`}>
      <Icon aria-hidden="true" className={styles.icon} />
      {status ? t(`enums.inspectionStatus.${status}`) : t('inspectionFacts.neverInspected')}
    </span>
  );
}
