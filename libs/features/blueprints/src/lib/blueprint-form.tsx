import type { Material, VehicleBlueprint, VehicleType } from '@rescue-admin/api-contract';
import { CrudFormView, FormDropdown, FormGrid, rulesOf as schemaRulesOf, useEntityForm, type RecordFields } from '@rescue-admin/crud-kit';
import { toStorageErrorCode, useUploadFile } from '@rescue-admin/storage';
import { Button, IconButton, Input, notify } from '@rescue-admin/ui-kit';
import Trash2 from 'lucide-react/icons/trash-2';
import { useCallback, useMemo, useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { blueprintFormSchema, formDefaults, NEW_LOAD_LINE, NEW_TYPE, NEW_TYPE_FIELDS, toPayload } from './blueprint-form-schema';
import styles from './blueprint-form.module.css';
import { IconField } from './icon-field';
import { blueprintApi, blueprintIconPath } from './api';

/** The new type's name input: the form's schema checks it only when a new type is chosen, so its rules come from the contract. */
const newTypeNameRules = schemaRulesOf(NEW_TYPE_FIELDS, 'name');

export interface BlueprintFormProps {
  /** The blueprint to edit; null creates a new one. */
  blueprint: VehicleBlueprint | null;
  vehicleTypes: readonly VehicleType[];
  materials: readonly Material[];
  /** Back to the list (after a save or cancel). */
  onDone: () => void;
}

/**
 * Name, seats, vehicle type (an existing one or a new one), the standard load and the icon. The
 * icon goes to file storage after the blueprint is saved, because its path is keyed by the uid
 * that a create only returns then.
 */
export function BlueprintForm({ blueprint, vehicleTypes, materials, onDone }: BlueprintFormProps) {
  const { t } = useTranslation(['blueprints', 'common']);
  const create = blueprintApi.useCreate();
  const update = blueprintApi.useUpdate();
  // A failed upload gets its own notice below (the blueprint itself was saved), not the shell's.
  const uploadIcon = useUploadFile({ meta: { errorHandledLocally: true } });
  const [progress, setProgress] = useState<number | null>(null);
  const hasTypes = vehicleTypes.length > 0;
  const form = useEntityForm({ schema: blueprintFormSchema, namespace: 'blueprints', defaultValues: formDefaults(blueprint, hasTypes) });
  const { register, errorOf, rulesOf, control, setValue, formState } = form;
  const load = useFieldArray({ control, name: 'standardLoad' });
  const [typeChoice, lines, icon] = useWatch({ control, name: ['typeChoice', 'standardLoad', 'icon'] });

  const typeOptions = useMemo(
    // SPEC §5: "new type" is offered only next to existing types; without any, the name field is the choice.
    () => [...vehicleTypes.map((type) => ({ value: type.uid, label: type.name })), { value: NEW_TYPE, label: t('type.new') }],
    [vehicleTypes, t],
  );

  /** SPEC §5: a material only once per load, so each line offers what the other lines have not taken. */
  const materialOptionsFor = (index: number) => {
    const takenElsewhere = new Set((lines ?? []).filter((_, i) => i !== index).map((line) => line.materialUid));
    return materials.filter((material) => !takenElsewhere.has(material.uid)).map((material) => ({ value: material.uid, label: material.name }));
  };
  const allMaterialsUsed = load.fields.length >= materials.length;

  // The history names the type and the load as text ("2 × Schlauch B"); the comparison the form's choices.
  const fields = useMemo<RecordFields>(() => {
    const typeName = (uid: unknown) => (uid === NEW_TYPE ? t('type.new') : vehicleTypes.find((type) => type.uid === uid)?.name);
    const materialName = (uid: string) => materials.find((material) => material.uid === uid)?.name ?? uid;
    const loadText = (value: unknown) =>
      Array.isArray(value) && value.every((line) => typeof line === 'object' && line !== null && 'materialUid' in line)
        ? (value as { materialUid: string; amount: number }[]).map((line) => `${line.amount} × ${materialName(line.materialUid)}`).join(', ')
        : undefined;
    return {
      name: t('fields.name'),
      seats: t('fields.seats'),
      type: t('fields.type'),
      typeChoice: { label: t('fields.type'), format: typeName },
      newTypeName: t('fields.newTypeName'),
      standardLoad: { label: t('fields.standardLoad'), format: loadText },
    };
  }, [t, vehicleTypes, materials]);
  const toFormValues = useCallback((record: VehicleBlueprint) => formDefaults(record, hasTypes), [hasTypes]);

  return (
    <CrudFormView
      namespace="blueprints"
      form={form}
      isEdit={blueprint !== null}
      recordName={blueprint?.name}
      onDone={onDone}
      editing={
        blueprint ? { record: blueprint, uid: blueprint.uid, toFormValues, history: blueprintApi.queries.history, fields } : undefined
      }
      onSubmit={async (values, { record }) => {
        const payload = toPayload(values);
        let uid: string;
        if (record) {
          // `lastUpdate`: the version the blueprint was read at (changed since → the form offers the current state).
          await update.mutateAsync({ ...payload, uid: record.uid, lastUpdate: record.lastUpdate });
          uid = record.uid;
        } else {
          uid = await create.mutateAsync(payload);
        }
        if (!values.icon) return;
        setProgress(0);
        try {
          // SPEC §5: images only, refused before uploading.
          await uploadIcon.mutateAsync({ path: blueprintIconPath(uid), file: values.icon, onProgress: setProgress, imagesOnly: true });
        } catch (error) {
          // The blueprint is stored; only its icon is missing. Saying so (and not "not saved")
          // keeps the administrator from creating the blueprint a second time.
          notify.error(t('icon.uploadFailed', { name: values.name }), {
            description: t(`icon.errors.${toStorageErrorCode(error)}`),
            duration: Number.POSITIVE_INFINITY,
          });
        } finally {
          setProgress(null);
        }
      }}
    >
      <FormGrid>
        <Input label={t('fields.name')} {...rulesOf('name')} {...register('name')} error={errorOf('name')} />
        <Input label={t('fields.seats')} type="number" {...rulesOf('seats')} {...register('seats', { valueAsNumber: true })} error={errorOf('seats')} />
        {hasTypes ? (
          <FormDropdown
            control={control}
            name="typeChoice"
            label={t('fields.type')}
            options={typeOptions}
            required
            placeholder={t('type.placeholder')}
            error={errorOf('typeChoice')}
          />
        ) : (
          <Input label={t('fields.newTypeName')} {...newTypeNameRules} hint={t('type.noneYet')} {...register('newTypeName')} error={errorOf('newTypeName')} />
        )}
        {hasTypes && typeChoice === NEW_TYPE && (
          <Input label={t('fields.newTypeName')} {...newTypeNameRules} hint={t('type.newHint')} {...register('newTypeName')} error={errorOf('newTypeName')} />
        )}
      </FormGrid>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('fields.standardLoad')}</legend>
        {materials.length === 0 ? (
          <p className={styles.hint}>{t('load.noMaterials')}</p>
        ) : load.fields.length === 0 ? (
          <p className={styles.hint}>{t('load.empty')}</p>
        ) : null}
        {load.fields.map((field, index) => (
          <div key={field.id} role="group" aria-label={t('load.line', { number: index + 1 })} className={styles.line}>
            <FormDropdown
              control={control}
              name={`standardLoad.${index}.materialUid`}
              label={t('fields.material')}
              options={materialOptionsFor(index)}
              required
              placeholder={t('load.materialPlaceholder')}
              error={errorOf(`standardLoad.${index}.materialUid`)}
            />
            <Input
              label={t('fields.amount')}
              type="number"
              {...rulesOf(`standardLoad.${index}.amount`)}
              className={styles.amount}
              {...register(`standardLoad.${index}.amount`, { valueAsNumber: true })}
              error={errorOf(`standardLoad.${index}.amount`)}
            />
            <IconButton
              icon={Trash2}
              variant="ghost"
              label={t('load.remove', { number: index + 1 })}
              className={styles.remove}
              onClick={() => load.remove(index)}
            />
          </div>
        ))}
        {/* SPEC §5: the add button disappears once every material is in the load. */}
        {!allMaterialsUsed && (
          <Button onClick={() => load.append({ ...NEW_LOAD_LINE })}>
            {t('load.add')}
          </Button>
        )}
        {allMaterialsUsed && materials.length > 0 && <p className={styles.hint}>{t('load.allUsed')}</p>}
      </fieldset>

      <IconField
        blueprint={blueprint}
        file={icon ?? null}
        onFileChange={(file) => setValue('icon', file, { shouldDirty: true })}
        progress={progress}
        disabled={formState.isSubmitting}
      />
    </CrudFormView>
  );
}
