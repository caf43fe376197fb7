import { DUE_SOON_DAYS, type Defect, type HydrantStatus as Status } from '@rescue-admin/api-contract';
import { useEnumLabel } from '@rescue-admin/crud-kit';
import type { LucideIcon } from 'lucide-react';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleDashed from 'lucide-react/icons/circle-dashed';
import OctagonX from 'lucide-react/icons/octagon-x';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { useTranslation } from 'react-i18next';
import { dueOf, formatDate, type Due } from './inspection-dates';
import type { InspectedHydrant } from './inspection-state';
import styles from './inspections.module.css';

const ICONS: Record<Status | 'NEVER', LucideIcon> = {
  IN_BETRIEB: CircleCheck,
  EINGESCHRAENKT: TriangleAlert,
  AUSSER_BETRIEB: OctagonX,
  NEVER: CircleDashed,
};

/** „überfällig seit 01.02.2026“, „fällig in 12 Tagen“, „fällig am 03.04.2027“. */
export function useDueText(): (due: Due) => string {
  const { t } = useTranslation('hydrants');
  return (due) => {
    switch (due.kind) {
      case 'overdue':
        return t('inspection.status.overdue', { date: due.date });
      case 'today':
        return t('inspection.status.dueToday');
      case 'soon':
        return t('inspection.status.dueIn', { count: due.days });
      case 'later':
        return t('inspection.status.dueOn', { date: due.date });
    }
  };
}

export interface HydrantStatusProps {
  hydrant: InspectedHydrant;
  /** The moment the due date is told from. */
  now: Date;
}

/**
 * The hydrant's status in words and with an icon (never by colour alone): „in Betrieb“,
 * „eingeschränkt“ with its defects, „außer Betrieb seit 12.03.2026“ with the reason, or never
 * inspected; then its last and next inspection.
 */
export function HydrantStatus({ hydrant, now }: HydrantStatusProps) {
  const { t } = useTranslation('hydrants');
  const statusLabel = useEnumLabel<Status>('hydrants:enums.hydrantStatus');
  const defectLabel = useEnumLabel<Defect>('hydrants:enums.defect');
  const dueText = useDueText();
  const status = hydrant.inspectionStatus ?? null;
  const Icon = ICONS[status ?? 'NEVER'];
  const defects = (hydrant.statusDefects ?? []).map(defectLabel).join(', ');

  let text = status ? statusLabel(status) : t('inspection.status.never');
  if (status === 'AUSSER_BETRIEB' && hydrant.statusSince) text = t('inspection.status.since', { status: text, date: formatDate(hydrant.statusSince) });
  const due = dueOf(hydrant.nextInspection, now, DUE_SOON_DAYS);

  return (
    <dl className={styles.status}>
      <div className={styles.statusRow}>
        <dt>{t('inspection.status.title')}</dt>
        <dd>
          <span className={styles.statusText} data-status={status ?? 'NEVER'}>
            <Icon aria-hidden="true" className={styles.statusIcon} />
            {text}
          </span>
          {defects && status !== 'IN_BETRIEB' && (
            <span className={styles.statusDetail}>
              {t(status === 'AUSSER_BETRIEB' ? 'inspection.status.reason' : 'inspection.status.defects', { defects })}
            </span>
          )}
        </dd>
      </div>
      <div className={styles.statusRow}>
        <dt>{t('inspection.status.last')}</dt>
        <dd>{hydrant.lastInspection ? formatDate(hydrant.lastInspection) : t('inspection.status.none')}</dd>
      </div>
      <div className={styles.statusRow}>
        <dt>{t('inspection.status.next')}</dt>
        <dd data-due={due.kind}>{dueText(due)}</dd>
      </div>
    </dl>
  );
}
