import { BeaconUpdate, type Beacon, type Gateway } from '@rescue-admin/api-contract';
import { CrudFormView, FormDropdown, FormGrid, useEntityForm } from '@rescue-admin/crud-kit';
import { useUpdateBeacon, useUpdateGateway } from '@rescue-admin/data-access';
import { Input, type DropdownOption } from '@rescue-admin/ui-kit';
import { useTranslation } from 'react-i18next';

/** What the administrator may change of a beacon or gateway; the rest comes from the sync. */
const assetFormSchema = BeaconUpdate.pick({ name: true, customerUid: true });

export type AssetFormProps = { customerOptions: DropdownOption[]; onDone: () => void } & (
  | { kind: 'beacon'; asset: Beacon }
  | { kind: 'gateway'; asset: Gateway }
);

/** Renames a beacon or gateway and assigns its customer, through the update calls (SPEC §7). */
export function AssetForm(props: AssetFormProps) {
  const { asset, customerOptions, onDone } = props;
  const { t } = useTranslation(['assets', 'common']);
  const updateBeacon = useUpdateBeacon();
  const updateGateway = useUpdateGateway();
  const form = useEntityForm({
    schema: assetFormSchema,
    namespace: 'assets',
    defaultValues: { name: asset.name, customerUid: asset.customerUid },
  });
  const { register, errorOf, control } = form;

  return (
    <CrudFormView
      namespace="assets"
      form={form}
      isEdit
      recordName={asset.name}
      onDone={onDone}
      onSubmit={async (values) => {
        if (props.kind === 'beacon') await updateBeacon.mutateAsync({ uid: props.asset.uid, model: props.asset.model, ...values });
        else await updateGateway.mutateAsync({ uid: props.asset.uid, ...values });
      }}
    >
      <FormGrid>
        <Input label={t('fields.name')} required {...register('name')} error={errorOf('name')} />
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
