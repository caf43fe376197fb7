import { BeaconUpdate, type Beacon, type Gateway } from '@rescue-admin/api-contract';
import { CrudFormView, FormDropdown, FormGrid, useEntityForm, type RecordFields } from '@rescue-admin/crud-kit';
import { Input, type DropdownOption } from '@rescue-admin/ui-kit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { beaconApi, gatewayApi } from './api';

/** What the administrator may change of a beacon or gateway; the rest comes from the sync. */
const assetFormSchema = BeaconUpdate.pick({ name: true, customerUid: true });

/** The form's values for an asset (the one opened, or the stored one after a conflict). */
const toFormValues = (asset: Beacon | Gateway) => ({ name: asset.name, customerUid: asset.customerUid });

export type AssetFormProps = { customerOptions: DropdownOption[]; onDone: () => void } & (
  | { kind: 'beacon'; asset: Beacon }
  | { kind: 'gateway'; asset: Gateway }
);

/** Renames a beacon or gateway and assigns its customer, through the update calls (SPEC §7). */
export function AssetForm(props: AssetFormProps) {
  const { asset, customerOptions, onDone } = props;
  const { t } = useTranslation(['assets', 'common']);
  const updateBeacon = beaconApi.useUpdate();
  const updateGateway = gatewayApi.useUpdate();
  const form = useEntityForm({
    schema: assetFormSchema,
    namespace: 'assets',
    defaultValues: toFormValues(asset),
  });
  const { register, errorOf, rulesOf, control } = form;
  const fields = useMemo<RecordFields>(
    () => ({
      name: t('fields.name'),
      model: t('fields.model'),
      customerUid: { label: t('fields.customer'), format: (uid) => customerOptions.find((option) => option.value === uid)?.label },
    }),
    [t, customerOptions],
  );
  const api = props.kind === 'beacon' ? beaconApi : gatewayApi;

  return (
    <CrudFormView
      namespace="assets"
      form={form}
      isEdit
      recordName={asset.name}
      onDone={onDone}
      editing={{ record: asset as Beacon | Gateway, uid: asset.uid, toFormValues, history: api.queries.history, fields, list: api.queries.list() }}
      onSubmit={async (values, { record }) => {
        // `lastUpdated`: the version the asset was read at (changed since → the form offers the current state).
        const lastUpdated = (record ?? asset).lastUpdated;
        if (props.kind === 'beacon') {
          const model = (record as Beacon | undefined)?.model ?? props.asset.model;
          await updateBeacon.mutateAsync({ uid: props.asset.uid, model, ...values, lastUpdated });
        } else await updateGateway.mutateAsync({ uid: props.asset.uid, ...values, lastUpdated });
      }}
    >
      <FormGrid>
        <Input label={t('fields.name')} {...rulesOf('name')} {...register('name')} error={errorOf('name')} />
        {props.kind === 'beacon' && <Input label={t('fields.model')} value={props.asset.model} readOnly />}
        <FormDropdown
          control={control}
          name="customerUid"
          label={t('fields.customer')}
          options={customerOptions}
          required
          error={errorOf('customerUid')}
          placeholder={t('placeholders.customer')}
        />
      </FormGrid>
    </CrudFormView>
  );
}
