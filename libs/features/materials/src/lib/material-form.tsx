import { MAX_TEXT, type Material, newMaterial } from '@rescue-admin/api-contract';
import { CrudFormView, useEntityForm, type RecordFields } from '@rescue-admin/crud-kit';
import { Input } from '@rescue-admin/ui-kit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { materialApi } from './api';

/**
 * SPEC §5 does not mark the name required, so the field carries no asterisk. An empty name is
 * still rejected, with a message that says why: a blueprint's load picks materials by name.
 */
export const materialFormSchema = z.object({
  name: z.string().trim().min(1, { error: 'materials:validation.nameEmpty' }).max(MAX_TEXT),
});

/** The form's values for a material (the one opened, or the stored one after a conflict). */
const toFormValues = (material: Material) => ({ name: material.name });

export interface MaterialFormProps {
  /** The material to rename; undefined creates a new one. */
  material: Material | undefined;
  onDone: () => void;
}

export function MaterialForm({ material, onDone }: MaterialFormProps) {
  const { t } = useTranslation('materials');
  const create = materialApi.useCreate();
  const update = materialApi.useUpdate();
  const form = useEntityForm({
    schema: materialFormSchema,
    namespace: 'materials',
    defaultValues: material ? toFormValues(material) : newMaterial(),
  });
  const fields = useMemo<RecordFields>(() => ({ name: t('fields.name') }), [t]);

  return (
    <CrudFormView
      namespace="materials"
      form={form}
      isEdit={material !== undefined}
      recordName={material?.name}
      // Nothing carries an asterisk, so there is nothing to explain.
      hasRequiredFields={false}
      onDone={onDone}
      editing={material ? { record: material, uid: material.uid, toFormValues, history: materialApi.queries.history, fields } : undefined}
      onSubmit={async (values, { record }) => {
        // create resolves only on 201, update only on 200 (SPEC §7/§8); anything else rejects.
        // `lastUpdate`: the version the material was read at.
        if (record) await update.mutateAsync({ uid: record.uid, name: values.name, lastUpdate: record.lastUpdate });
        else await create.mutateAsync(values);
      }}
    >
      {/* Length from the schema; no asterisk (SPEC §5), although an empty name is refused. */}
      <Input label={t('fields.name')} {...form.rulesOf('name')} required={false} {...form.register('name')} error={form.errorOf('name')} />
    </CrudFormView>
  );
}
