import { DURCHMESSER, HYDRANT_TYPES, VERTEILER_LEITUNGEN, type Durchmesser, type Hydrant, type HydrantType, type VerteilerLeitung } from '@rescue-admin/api-contract';
import { CrudFormView, FormDropdown, FormGrid, FormPositionMap, useEntityForm, useFormPosition, useEnumLabel, useEnumOptions, type RecordFields } from '@rescue-admin/crud-kit';
import { Input } from '@rescue-admin/ui-kit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { hydrantFormDefaults, hydrantFormSchema, intervalMonthsOf } from './hydrant-form-schema';
import styles from './hydrant-form.module.css';
import { hydrantApi } from './api';
import { HydrantInspections } from './inspections/hydrant-inspections';
import { hasInspectionState } from './inspections/inspection-state';
import { IntervalField } from './inspections/interval-field';

export interface HydrantFormProps {
  /** The hydrant to edit; null creates a new one. */
  hydrant: Hydrant | null;
  /** Back to the list (after a save or cancel). */
  onDone: () => void;
}

/**
 * Name, description, durchmesser, type, verteilerLeitung and the coordinates of a hydrant; where
 * the service keeps inspections also its own inspection cycle, and below the form its „Prüfungen“.
 */
export function HydrantForm({ hydrant, onDone }: HydrantFormProps) {
  const { t } = useTranslation(['hydrants', 'common']);
  const create = hydrantApi.useCreate();
  const update = hydrantApi.useUpdate();
  const durchmesserOptions = useEnumOptions('hydrants:enums.durchmesser', DURCHMESSER);
  const typeOptions = useEnumOptions('hydrants:enums.type', HYDRANT_TYPES);
  const leitungOptions = useEnumOptions('hydrants:enums.verteilerLeitung', VERTEILER_LEITUNGEN);
  const durchmesserLabel = useEnumLabel<Durchmesser>('hydrants:enums.durchmesser');
  const typeLabel = useEnumLabel<HydrantType>('hydrants:enums.type');
  const leitungLabel = useEnumLabel<VerteilerLeitung>('hydrants:enums.verteilerLeitung');
  const form = useEntityForm({ schema: hydrantFormSchema, namespace: 'hydrants', defaultValues: hydrantFormDefaults(hydrant) });
  const { register, errorOf, rulesOf, control } = form;
  const coordinate = { valueAsNumber: true } as const;
  // The small map under the coordinates follows the fields and sets them.
  const position = useFormPosition(form);
  // A row without the inspection state comes from a service without inspections: nothing of them shows.
  const inspected = hasInspectionState(hydrant) ? hydrant : null;
  // How the history and the conflict comparison name the fields (coordinates: common's labels).
  const fields = useMemo<RecordFields>(
    () => ({
      name: t('fields.name'),
      description: t('fields.description'),
      durchmesser: { label: t('fields.durchmesser'), enum: durchmesserLabel },
      type: { label: t('fields.type'), enum: typeLabel },
      verteilerLeitung: { label: t('fields.verteilerLeitung'), enum: leitungLabel },
      inspectionIntervalMonths: { label: t('fields.inspectionInterval'), format: (months) => (months ? t('interval.months', { months }) : t('interval.registerUnknown')) },
      inspectionInterval: t('fields.inspectionInterval'),
    }),
    [t, durchmesserLabel, typeLabel, leitungLabel],
  );

  return (
    <>
    <CrudFormView
      namespace="hydrants"
      form={form}
      isEdit={hydrant !== null}
      recordName={hydrant?.name}
      onDone={onDone}
      editing={
        hydrant ? { record: hydrant, uid: hydrant.uid, toFormValues: hydrantFormDefaults, history: hydrantApi.queries.history, fields } : undefined
      }
      onSubmit={async (values, { record }) => {
        // The update hook wraps the record as {hydrant} (SPEC §7); lastUpdate is the version it was read at.
        const { inspectionInterval, ...fields } = values;
        // The hydrant's own cycle goes only where the service keeps inspections (an update's extension field).
        const cycle = record && inspectionInterval !== undefined ? { inspectionIntervalMonths: intervalMonthsOf(inspectionInterval) } : {};
        if (record) await update.mutateAsync({ ...fields, ...cycle, uid: record.uid, lastUpdate: record.lastUpdate });
        else await create.mutateAsync(fields);
      }}
    >
      <FormGrid>
        <Input label={t('fields.name')} {...rulesOf('name')} {...register('name')} error={errorOf('name')} />
        <Input label={t('fields.description')} {...rulesOf('description')} {...register('description')} error={errorOf('description')} />
        <FormDropdown
          control={control}
          name="durchmesser"
          label={t('fields.durchmesser')}
          options={durchmesserOptions}
          required
          error={errorOf('durchmesser')}
        />
        <FormDropdown control={control} name="type" label={t('fields.type')} options={typeOptions} error={errorOf('type')} />
        <FormDropdown
          control={control}
          name="verteilerLeitung"
          label={t('fields.verteilerLeitung')}
          options={leitungOptions}
          error={errorOf('verteilerLeitung')}
        />
      </FormGrid>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('fields.coordinates')}</legend>
        <FormGrid>
          {/* Range and step ('any': decimal degrees) from the schema; SPEC §5 does not mark a hydrant's coordinates required. */}
          <Input label={t('common:fields.lat')} type="number" {...rulesOf('lat')} required={false} {...register('lat', coordinate)} error={errorOf('lat')} />
          <Input label={t('common:fields.lon')} type="number" {...rulesOf('lon')} required={false} {...register('lon', coordinate)} error={errorOf('lon')} />
        </FormGrid>
        <FormPositionMap {...position} />
      </fieldset>
      {inspected && <IntervalField control={control} error={errorOf('inspectionInterval')} />}
    </CrudFormView>
    {inspected && <HydrantInspections hydrant={inspected} />}
    </>
  );
}
