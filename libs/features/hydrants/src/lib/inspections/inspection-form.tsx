import { type Hydrant, type Inspection } from '@rescue-admin/api-contract';
import { CrudFormView, FormGrid, useEntityForm, type RecordFields } from '@rescue-admin/crud-kit';
import { apiErrorCodeOf, useIsOnline } from '@rescue-admin/data-access';
import { useUploadFile } from '@rescue-admin/storage';
import { FormField, Input } from '@rescue-admin/ui-kit';
import { asText } from '@rescue-admin/util';
import { useMemo, useRef, useState } from 'react';
import { useWatch, type DefaultValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DefectChoice } from './defect-choice';
import { inspectionApi } from './inspection-api';
import { dayOf, formatDate } from './inspection-dates';
import { inspectionFormSchema, inspectionFormStart, toInspectionFields, type FormPhoto, type InspectionFormValues } from './inspection-form-schema';
import { PhotoField } from './photo-field';
import { resizePhoto } from './photo-resize';
import { ResultChoice } from './result-choice';
import styles from './inspections.module.css';

/** Where a photo lives in file storage: `inspections/<hydrantUid>/<photoUid>` (the contract's INSPECTION_PHOTO_PATH). */
export const inspectionPhotoPath = (hydrantUid: string, photoUid: string) => `inspections/${hydrantUid}/${photoUid}`;

/** The photo could not be decoded by the browser (e.g. a format it cannot read). */
class UnreadablePhotoError extends Error {
  constructor(readonly fileName: string, options?: { cause?: unknown }) {
    super(`The photo ${fileName} could not be read`, options);
    this.name = 'UnreadablePhotoError';
  }
}

export interface InspectionFormProps {
  hydrant: Hydrant;
  /** The inspection to correct (within its 24 hours); none records a new one. */
  inspection?: Inspection;
  /** After saving or cancelling: back to where the form was opened from. */
  onDone: () => void;
  /** The API refused the correction because its 24 hours have passed. */
  onLocked: () => void;
}

/**
 * „Prüfung erfassen“ (or its correction): the day, the result as three large radio buttons, the
 * defects it requires, measurements with their units, a note and up to three photos. Photos are
 * resized and uploaded before the inspection is saved, which needs the connection; without one the
 * inspection itself waits and is sent once the connection returns (the photos must be removed).
 */
export function InspectionForm({ hydrant, inspection, onDone, onLocked }: InspectionFormProps) {
  const { t } = useTranslation(['hydrants', 'common']);
  const create = inspectionApi.useCreate();
  const update = inspectionApi.useUpdate();
  const uploadPhoto = useUploadFile({ meta: { errorHandledLocally: true } });
  const online = useIsOnline();
  // The schema tells at saving time whether photos can go up (react-hook-form takes each render's resolver).
  const schema = useMemo(() => inspectionFormSchema(() => online), [online]);
  const [now] = useState(() => new Date());
  const [uploading, setUploading] = useState(false);
  // Photos already in storage by their key: a save tried again does not upload them twice.
  const uploaded = useRef(new Map<string, string>());
  const start = useMemo(() => inspectionFormStart(inspection, now), [inspection, now]);
  const form = useEntityForm({
    schema,
    namespace: 'hydrants',
    // No result is chosen at the start: the inspector decides, the form does not guess.
    defaultValues: start as DefaultValues<InspectionFormValues>,
  });
  const { register, errorOf, rulesOf, control, setValue, setError, formState } = form;
  const [result, defects, photos, day] = useWatch({ control, name: ['result', 'defects', 'photos', 'inspectedAt'] });
  const nullableNumber = { setValueAs: (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value)) };
  const fields = useMemo<RecordFields>(
    () => ({
      inspectedAt: t('inspection.fields.inspectedAt'),
      result: { label: t('inspection.fields.result'), enum: (value) => t(`enums.inspectionResult.${value as 'IN_ORDNUNG'}`) },
      defects: {
        label: t('inspection.fields.defects'),
        // The history names defects by their German labels, not their codes.
        format: (value) => (Array.isArray(value) ? value.map((defect) => t(`enums.defect.${defect as 'SONSTIGES'}`)).join(', ') : undefined),
      },
      otherDefect: t('inspection.fields.otherDefect'),
      pressureBar: t('inspection.fields.pressureBar'),
      flowLitresPerMinute: t('inspection.fields.flowLitresPerMinute'),
      note: t('inspection.fields.note'),
      photos: t('inspection.fields.photos'),
    }),
    [t],
  );

  /** Resizes and uploads the photos just chosen; answers every photo's storage path. */
  const storePhotos = async (chosen: FormPhoto[]): Promise<string[]> => {
    const paths: string[] = [];
    for (const photo of chosen) {
      if ('path' in photo) {
        paths.push(photo.path);
        continue;
      }
      const known = uploaded.current.get(photo.key);
      if (known) {
        paths.push(known);
        continue;
      }
      let jpeg: Blob;
      try {
        jpeg = await resizePhoto(photo.file);
      } catch (error) {
        throw new UnreadablePhotoError(photo.file.name, { cause: error });
      }
      const path = inspectionPhotoPath(hydrant.uid, photo.key);
      await uploadPhoto.mutateAsync({ path, file: jpeg, imagesOnly: true });
      uploaded.current.set(photo.key, path);
      paths.push(path);
    }
    return paths;
  };

  return (
    <CrudFormView
      namespace="hydrants"
      textsKey="inspection"
      form={form}
      isEdit={inspection !== undefined}
      recordName={asText(hydrant.name)}
      onDone={onDone}
      intro={<p className={styles.hydrantName}>{t('inspection.hydrant', { name: asText(hydrant.name) })}</p>}
      editing={
        inspection
          ? { record: inspection, uid: inspection.uid, toFormValues: (stored) => inspectionFormStart(stored, now) as InspectionFormValues, history: inspectionApi.queries.history, fields }
          : undefined
      }
      onSubmit={async (values, { record }) => {
        let paths: string[];
        setUploading(values.photos.some((photo) => !('path' in photo)));
        try {
          paths = await storePhotos(values.photos);
        } catch (error) {
          const message = error instanceof UnreadablePhotoError ? t('inspection.photos.unreadable', { name: error.fileName }) : t('inspection.photos.uploadFailed');
          setError('photos', { type: 'server', message });
          throw error;
        } finally {
          setUploading(false);
        }
        const saving = toInspectionFields(values, paths, new Date(), record?.inspectedAt);
        try {
          if (record) await update.mutateAsync({ ...saving, uid: record.uid, lastUpdate: record.lastUpdate });
          else await create.mutateAsync({ hydrantUid: hydrant.uid, ...saving });
        } catch (error) {
          if (apiErrorCodeOf(error) === 'inspection_locked') onLocked();
          throw error;
        }
        return { name: asText(hydrant.name) };
      }}
    >
      <FormGrid>
        <Input
          type="date"
          label={t('inspection.fields.inspectedAt')}
          required
          min="2000-01-01"
          max={dayOf(now)}
          {...register('inspectedAt')}
          error={errorOf('inspectedAt')}
        />
      </FormGrid>
      <ResultChoice registration={register('result')} error={errorOf('result')} />
      {/* No result chosen yet (''), or „in Ordnung“: no defects to name. */}
      {result && result !== 'IN_ORDNUNG' && (
        <DefectChoice result={result} registration={register('defects')} error={errorOf('defects')} />
      )}
      {result && result !== 'IN_ORDNUNG' && (defects ?? []).includes('SONSTIGES') && (
        <Input label={t('inspection.fields.otherDefect')} {...rulesOf('otherDefect')} required {...register('otherDefect')} error={errorOf('otherDefect')} />
      )}
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('inspection.measurements')}</legend>
        <FormGrid>
          <Input
            type="number"
            inputMode="decimal"
            label={t('inspection.fields.pressureBar')}
            {...rulesOf('pressureBar')}
            {...register('pressureBar', nullableNumber)}
            error={errorOf('pressureBar')}
          />
          <Input
            type="number"
            inputMode="numeric"
            label={t('inspection.fields.flowLitresPerMinute')}
            {...rulesOf('flowLitresPerMinute')}
            {...register('flowLitresPerMinute', nullableNumber)}
            error={errorOf('flowLitresPerMinute')}
          />
        </FormGrid>
      </fieldset>
      <FormField label={t('inspection.fields.note')} error={errorOf('note')}>
        {(controlProps) => <textarea {...controlProps} {...register('note')} maxLength={rulesOf('note').maxLength} rows={3} className={styles.note} />}
      </FormField>
      <PhotoField
        photos={photos ?? []}
        onChange={(next) => setValue('photos', next, { shouldDirty: true, shouldValidate: formState.isSubmitted })}
        date={formatDate(day ? new Date(`${day}T12:00:00`) : now)}
        offline={!online}
        error={errorOf('photos')}
        disabled={formState.isSubmitting}
      />
      {uploading && <p className={styles.hint}>{t('inspection.photos.uploading')}</p>}
    </CrudFormView>
  );
}
