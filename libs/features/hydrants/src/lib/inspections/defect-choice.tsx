import { DEFECTS, type Defect, type InspectionResult } from '@rescue-admin/api-contract';
import { useEnumLabel } from '@rescue-admin/crud-kit';
import { Checkbox, FieldError, RequiredMark } from '@rescue-admin/ui-kit';
import { useId, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './inspections.module.css';

export interface DefectChoiceProps {
  /** The chosen result: „mit Mängeln“ requires a defect, „außer Betrieb“ a defect or a note. */
  result: Exclude<InspectionResult, 'IN_ORDNUNG'>;
  /** react-hook-form's `register('defects')`: the checked boxes' values make the array. */
  registration: Omit<ComponentProps<'input'>, 'type' | 'value'>;
  error?: string;
  disabled?: boolean;
}

/** The defects as checkboxes with German labels (shown only for a result with defects). */
export function DefectChoice({ result, registration, error, disabled }: DefectChoiceProps) {
  const { t } = useTranslation('hydrants');
  const label = useEnumLabel<Defect>('hydrants:enums.defect');
  const errorId = useId();
  const hintId = useId();
  const required = result === 'MIT_MAENGELN';
  return (
    <fieldset className={styles.fieldset} aria-describedby={[error ? errorId : '', required ? '' : hintId].filter(Boolean).join(' ') || undefined}>
      <legend className={styles.legend}>
        {t('inspection.fields.defects')}
        {required && <RequiredMark />}
      </legend>
      {!required && (
        <p id={hintId} className={styles.hint}>
          {t('inspection.reasonHint')}
        </p>
      )}
      <div className={styles.defects}>
        {DEFECTS.map((defect) => (
          <Checkbox
            key={defect}
            {...registration}
            value={defect}
            label={label(defect)}
            disabled={disabled}
            className={styles.defect}
          />
        ))}
      </div>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </fieldset>
  );
}
