import type { Defect, Inspection, InspectionResult } from '@rescue-admin/api-contract';
import { useEnumLabel } from '@rescue-admin/crud-kit';
import { Button } from '@rescue-admin/ui-kit';
import { asText } from '@rescue-admin/util';
import Lock from 'lucide-react/icons/lock';
import Pencil from 'lucide-react/icons/pencil';
import { useTranslation } from 'react-i18next';
import { formatDate, isCorrectable } from './inspection-dates';
import { InspectionPhoto } from './inspection-photo';
import styles from './inspections.module.css';

export interface InspectionEntryProps {
  inspection: Inspection;
  /** The moment the 24 h correction window is told from. */
  now: Date;
  /** Opens the inspection form for a correction (offered only while `editableUntil` is ahead). */
  onCorrect: (inspection: Inspection) => void;
  /** false: the role may not inspect, so nothing is offered to correct. @default true */
  mayCorrect?: boolean;
}

/** One inspection: when, who, the result, defects, measurements, note, photos and whether it may still be corrected. */
export function InspectionEntry({ inspection, now, onCorrect, mayCorrect = true }: InspectionEntryProps) {
  const { t } = useTranslation('hydrants');
  const resultLabel = useEnumLabel<InspectionResult>('hydrants:enums.inspectionResult');
  const defectLabel = useEnumLabel<Defect>('hydrants:enums.defect');
  const date = formatDate(inspection.inspectedAt);
  const defects = inspection.defects.map((defect) => (defect === 'SONSTIGES' && inspection.otherDefect ? `${defectLabel(defect)}: ${inspection.otherDefect}` : defectLabel(defect)));
  const correctable = isCorrectable(inspection.editableUntil, now);

  return (
    <li className={styles.entry}>
      <p className={styles.entryHead}>
        <span className={styles.entryWho}>{t('inspection.by', { date, name: asText(inspection.inspector.name) })}</span>
        <span className={styles.result} data-result={inspection.result}>
          {resultLabel(inspection.result)}
        </span>
      </p>
      {defects.length > 0 && <p className={styles.entryLine}>{t('inspection.defectsValue', { value: defects.join(', ') })}</p>}
      {inspection.pressureBar !== null && (
        <p className={styles.entryLine}>{t('inspection.pressureValue', { value: inspection.pressureBar.toLocaleString('de-DE') })}</p>
      )}
      {inspection.flowLitresPerMinute !== null && (
        <p className={styles.entryLine}>{t('inspection.flowValue', { value: inspection.flowLitresPerMinute.toLocaleString('de-DE') })}</p>
      )}
      {inspection.note && <p className={styles.entryLine}>{t('inspection.noteValue', { value: asText(inspection.note) })}</p>}
      {inspection.photos.length > 0 && (
        <ul className={styles.photos}>
          {inspection.photos.map((path, index) => (
            <li key={path}>
              <InspectionPhoto path={path} number={index + 1} date={date} />
            </li>
          ))}
        </ul>
      )}
      {correctable && mayCorrect ? (
        <Button variant="secondary" icon={Pencil} aria-label={t('inspection.correctLabel', { date })} onClick={() => onCorrect(inspection)}>
          {t('inspection.correct')}
        </Button>
      ) : (
        <p className={styles.final}>
          <Lock aria-hidden="true" className={styles.statusIcon} />
          {t('inspection.final')}
        </p>
      )}
    </li>
  );
}
