import { STAGING_STATUS, StagingRoomCreate, type StagingRoom, type StagingStatus, newStagingRoom } from '@rescue-admin/api-contract';
import { CrudFormView, FormDropdown, FormGrid, FormAddressFields, FormPositionMap, useEntityForm, useFormPosition, useEnumLabel, useEnumOptions, type RecordFields } from '@rescue-admin/crud-kit';
import { Input, type DropdownOption } from '@rescue-admin/ui-kit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { GeocodeButton } from './geocode-button';
import { stagingRoomApi } from './api';

/** The form's values for a staging room (the one opened, or the stored one after a conflict). */
const toFormValues = (room: StagingRoom) => ({
  name: room.name,
  status: room.status,
  customerUid: room.customerUid,
  rangeAutoerfassung: room.rangeAutoerfassung,
  address: { ...room.address },
  lat: room.lat,
  lon: room.lon,
});

export interface StagingRoomFormProps {
  /** The staging room to edit; undefined creates a new one. */
  room: StagingRoom | undefined;
  customerOptions: DropdownOption[];
  onDone: () => void;
}

export function StagingRoomForm({ room, customerOptions, onDone }: StagingRoomFormProps) {
  const { t } = useTranslation(['staging', 'common']);
  const create = stagingRoomApi.useCreate();
  const update = stagingRoomApi.useUpdate();
  const statusOptions = useEnumOptions('staging:enums.status', STAGING_STATUS);
  const statusLabel = useEnumLabel<StagingStatus>('staging:enums.status');
  const form = useEntityForm({
    // The contract's create payload; its rules give the inputs their attributes and the messages their bounds.
    schema: StagingRoomCreate,
    namespace: 'staging',
    defaultValues: room ? toFormValues(room) : newStagingRoom(),
  });
  const { register, errorOf, rulesOf, control } = form;
  // The small map under the address follows the coordinate fields and sets them.
  const position = useFormPosition(form);
  // Address parts and coordinates are named by common's labels.
  const fields = useMemo<RecordFields>(
    () => ({
      name: t('fields.name'),
      status: { label: t('fields.status'), enum: statusLabel },
      customerUid: { label: t('fields.customer'), format: (uid) => customerOptions.find((option) => option.value === uid)?.label },
      rangeAutoerfassung: t('fields.rangeAutoerfassung'),
    }),
    [t, customerOptions, statusLabel],
  );

  return (
    <CrudFormView
      namespace="staging"
      form={form}
      isEdit={room !== undefined}
      recordName={room?.name}
      onDone={onDone}
      editing={room ? { record: room, uid: room.uid, toFormValues, history: stagingRoomApi.queries.history, fields } : undefined}
      onSubmit={async (values, { record }) => {
        // `lastUpdate`: the version the room was read at (changed since → the form offers the current state).
        if (record) await update.mutateAsync({ ...values, uid: record.uid, lastUpdate: record.lastUpdate });
        else await create.mutateAsync(values);
      }}
    >
      <FormGrid>
        <Input label={t('fields.name')} {...rulesOf('name')} {...register('name')} error={errorOf('name')} />
        <FormDropdown control={control} name="status" label={t('fields.status')} options={statusOptions} required error={errorOf('status')} />
        <FormDropdown
          control={control}
          name="customerUid"
          label={t('fields.customer')}
          options={customerOptions}
          required
          error={errorOf('customerUid')}
          placeholder={t('placeholders.customer')}
        />
        <Input
          label={t('fields.rangeAutoerfassung')}
          type="number"
          {...rulesOf('rangeAutoerfassung')}
          // SPEC §5 does not mark the range required; the schema still asks for a whole number ≥ 0.
          required={false}
          {...register('rangeAutoerfassung', { valueAsNumber: true })}
          error={errorOf('rangeAutoerfassung')}
        />
      </FormGrid>
      <FormAddressFields form={form} legend={t('fields.address')} coordinates />
      <GeocodeButton form={form} />
      <FormPositionMap {...position} />
    </CrudFormView>
  );
}
