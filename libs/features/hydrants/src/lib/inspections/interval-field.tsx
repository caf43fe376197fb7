import { FormDropdown } from '@rescue-admin/crud-kit';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { INTERVAL_CHOICES, type HydrantFormValues } from '../hydrant-form-schema';
import { inspectionSettingsQuery } from './inspection-api';

export interface IntervalFieldProps {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the form's output type is the schema's, which this field does not need
  control: Control<HydrantFormValues, unknown, any>;
  error?: string;
}

/** „Prüfintervall“: the register's cycle (named with its months once known), or the hydrant's own 12, 24 or 48 months. */
export function IntervalField({ control, error }: IntervalFieldProps) {
  const { t } = useTranslation('hydrants');
  const register = useQuery({ ...inspectionSettingsQuery(), meta: { errorHandledLocally: true } }).data;
  const options = useMemo(
    () =>
      INTERVAL_CHOICES.map((choice) => ({
        value: choice,
        label:
          choice === 'REGISTER'
            ? register
              ? t('interval.register', { months: register.intervalMonths })
              : t('interval.registerUnknown')
            : t('interval.months', { months: Number(choice) }),
      })),
    [register, t],
  );
  return <FormDropdown control={control} name="inspectionInterval" label={t('fields.inspectionInterval')} options={options} hint={t('interval.hint')} error={error} />;
}
