import { INSPECTION_RESULTS, type InspectionResult } from '@rescue-admin/api-contract';
import { useEnumLabel } from '@rescue-admin/crud-kit';
import { FieldError, RequiredMark } from '@rescue-admin/ui-kit';
import { useId, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './inspections.module.css';

export interface ResultChoiceProps {
  /** react-hook-form's `register('result')`: name, onChange, onBlur and ref of each radio. */
  registration: Omit<ComponentProps<'input'>, 'type' | 'value'>;
  error?: string;
  disabled?: boolean;
}

/** The result as three large radio buttons („in Ordnung“, „mit Mängeln“, „außer Betrieb“): easy to hit with a glove. */
export function ResultChoice({ registration, error, disabled }: ResultChoiceProps) {
  const { t } = useTranslation('hydrants');
  const label = useEnumLabel<InspectionResult>('hydrants:enums.inspectionResult');
  const errorId = useId();
  const legendId = useId();
  return (
    <fieldset
      role="radiogroup"
      aria-labelledby={legendId}
      aria-required="true"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      className={styles.fieldset}
    >
      <legend id={legendId} className={styles.legend}>
        {t('inspection.fields.result')}
        <RequiredMark />
      </legend>
      <div className={styles.results}>
        {INSPECTION_RESULTS.map((result) => (
          <label key={result} className={styles.resultOption} data-result={result}>
            <input
              {...registration}
              type="radio"
              value={result}
              disabled={disabled}
              className={styles.radio}
            />
            <span>{label(result)}</span>
          </label>
        ))}
      </div>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </fieldset>
  );
}
