import { DISPLAY_TYPES, QualificationGroupCreate, type DisplayType, type Qualification } from '@rescue-admin/api-contract';
import { CrudFormView, FormDropdown, FormGrid, rulesOf as schemaRulesOf, useEnumLabel, useEnumOptions, useEntityForm, type RecordFields } from '@rescue-admin/crud-kit';
import { withFieldPrefix } from '@rescue-admin/data-access';
import { Input, Notice } from '@rescue-admin/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formDefaults, NEW_GROUP, NO_GROUP, qualificationFormSchema, toSaveInput } from './qualification-form-schema';
import styles from './qualification-form.module.css';
import { QualificationSaveError, qualificationApi, qualificationGroupApi, useSaveQualification } from './api';

/** The new group's inputs: the form's schema checks them only when a group is created, so their rules come from the contract. */
const newGroupRules = { name: schemaRulesOf(QualificationGroupCreate, 'name'), allowedAmount: schemaRulesOf(QualificationGroupCreate, 'allowedAmount') };

export interface QualificationFormProps {
  /** The qualification to edit; null creates a new one. */
  qualification: Qualification | null;
  /** Back to the list (after a save or cancel). */
  onDone: () => void;
}

/** Name, display type and group (none, an existing one, or a new one created with the qualification). */
export function QualificationForm({ qualification, onDone }: QualificationFormProps) {
  const { t } = useTranslation(['qualifications', 'common']);
  const save = useSaveQualification();
  const groups = useQuery(qualificationGroupApi.queries.list());
  const displayTypeOptions = useEnumOptions('qualifications:enums.displayType', DISPLAY_TYPES);
  const displayTypeLabel = useEnumLabel<DisplayType>('qualifications:enums.displayType');
  /** The name of a group that was created although its qualification could not be saved. */
  const [orphanGroupName, setOrphanGroupName] = useState<string | null>(null);
  const form = useEntityForm({ schema: qualificationFormSchema, namespace: 'qualifications', defaultValues: formDefaults(qualification) });
  const { register, errorOf, rulesOf, control, setValue } = form;
  const groupChoice = useWatch({ control, name: 'groupChoice' });

  const groupOptions = useMemo(
    () => [
      { value: NO_GROUP, label: t('group.none') },
      ...(groups.data ?? []).map((group) => ({ value: group.uid, label: group.name })),
      { value: NEW_GROUP, label: t('group.new') },
    ],
    [groups.data, t],
  );
  // The history names the group by its uid (`groupId`), the comparison by the form's choice (`groupChoice`).
  const fields = useMemo<RecordFields>(() => {
    const groupName = (value: unknown) => groupOptions.find((option) => option.value === (value ?? NO_GROUP))?.label;
    return {
      name: t('fields.name'),
      displayType: { label: t('fields.displayType'), enum: displayTypeLabel },
      groupId: { label: t('fields.group'), format: groupName },
      groupChoice: { label: t('fields.group'), format: groupName },
      'newGroup.name': t('fields.newGroupName'),
      'newGroup.allowedAmount': t('fields.allowedAmount'),
    };
  }, [groupOptions, t, displayTypeLabel]);

  return (
    <CrudFormView
      namespace="qualifications"
      form={form}
      isEdit={qualification !== null}
      recordName={qualification?.name}
      onDone={onDone}
      intro={
        orphanGroupName !== null && (
          <Notice variant="warning">{t('group.createdButNotSaved', { name: orphanGroupName })}</Notice>
        )
      }
      editing={
        qualification
          ? { record: qualification, uid: qualification.uid, toFormValues: formDefaults, history: qualificationApi.queries.history, fields }
          : undefined
      }
      onSubmit={async (values, { record }) => {
        setOrphanGroupName(null);
        const input = toSaveInput(values);
        try {
          // `version`: the version the qualification was read at (changed since → the form offers the current state).
          await save(record ? { ...input, qualification: { ...input.qualification, uid: record.uid, version: record.version } } : input);
        } catch (error) {
          if (error instanceof QualificationSaveError && error.step === 'group') {
            // The server named the group's fields ("name"), not the qualification's: the form marks
            // them on the new group's inputs and keeps them off the qualification's name.
            throw withFieldPrefix(error.cause, 'newGroup');
          }
          if (error instanceof QualificationSaveError && error.createdGroupId !== null) {
            // The group exists now. Selecting it makes the form say what is stored, and the next
            // save assigns it instead of creating a second group of the same name.
            setValue('groupChoice', error.createdGroupId, { shouldDirty: true });
            setOrphanGroupName(input.newGroup?.name ?? '');
          }
          throw error;
        }
      }}
    >
      <FormGrid>
        <Input label={t('fields.name')} {...rulesOf('name')} {...register('name')} error={errorOf('name')} />
        <FormDropdown
          control={control}
          name="displayType"
          label={t('fields.displayType')}
          options={displayTypeOptions}
          required
          error={errorOf('displayType')}
        />
        <FormDropdown control={control} name="groupChoice" label={t('fields.group')} options={groupOptions} error={errorOf('groupChoice')} />
      </FormGrid>
      {groupChoice === NEW_GROUP && (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('group.newLegend')}</legend>
          <p className={styles.hint}>{t('group.newHint')}</p>
          <FormGrid>
            <Input label={t('fields.newGroupName')} {...newGroupRules.name} {...register('newGroup.name')} error={errorOf('newGroup.name')} />
            <Input
              label={t('fields.allowedAmount')}
              type="number"
              {...newGroupRules.allowedAmount}
              hint={t('group.allowedAmountHint')}
              {...register('newGroup.allowedAmount', { valueAsNumber: true })}
              error={errorOf('newGroup.allowedAmount')}
            />
          </FormGrid>
        </fieldset>
      )}
    </CrudFormView>
  );
}
