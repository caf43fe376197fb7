import { CustomerCreate, type Customer, newCustomer } from '@rescue-admin/api-contract';
import { CrudFormView, FormAddressFields, FormGrid, useEntityForm, type RecordFields } from '@rescue-admin/crud-kit';
import { Input } from '@rescue-admin/ui-kit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { customerApi } from './api';

export interface CustomerFormProps {
  /** The customer to edit; undefined creates a new one. */
  customer: Customer | undefined;
  onDone: () => void;
}

// #region crud-kit-readme (shown in libs/shared/crud-kit/README.md, kept equal by tools-docs' test)
/** The contract's create payload is exactly the form: name, kennung, userAmount, address. */
const schema = CustomerCreate;

/** The form's values for a customer (the one opened, or the stored one after a conflict). */
const toFormValues = (customer: Customer): CustomerCreate => ({
  name: customer.name,
  kennung: customer.kennung,
  userAmount: customer.userAmount,
  address: { ...customer.address },
});

export function CustomerForm({ customer, onDone }: CustomerFormProps) {
  const { t } = useTranslation(['customers', 'common']);
  const create = customerApi.useCreate();
  const update = customerApi.useUpdate();
  const form = useEntityForm({
    schema,
    namespace: 'customers',
    defaultValues: customer ? toFormValues(customer) : newCustomer(),
  });
  const { register, errorOf, rulesOf } = form;
  // The address parts are named by common's labels.
  const fields = useMemo<RecordFields>(() => ({ name: t('fields.name'), kennung: t('fields.kennung'), userAmount: t('fields.userAmount') }), [t]);

  return (
    <CrudFormView
      namespace="customers"
      form={form}
      isEdit={customer !== undefined}
      recordName={customer?.name}
      onDone={onDone}
      editing={customer ? { record: customer, uid: customer.uid, toFormValues, history: customerApi.queries.history, fields } : undefined}
      onSubmit={async (values, { record }) => {
        // `version`: the version the customer was read at (changed since → the form offers the current state).
        if (record) await update.mutateAsync({ ...values, uid: record.uid, version: record.version });
        else await create.mutateAsync(values);
      }}
    >
      <FormGrid>
        <Input label={t('fields.name')} autoComplete="organization" {...rulesOf('name')} {...register('name')} error={errorOf('name')} />
        <Input label={t('fields.kennung')} {...rulesOf('kennung')} {...register('kennung')} error={errorOf('kennung')} />
        <Input
          label={t('fields.userAmount')}
          type="number"
          {...rulesOf('userAmount')}
          // SPEC §5 does not mark the user amount required; the schema still asks for a whole number ≥ 0.
          required={false}
          {...register('userAmount', { valueAsNumber: true })}
          error={errorOf('userAmount')}
        />
      </FormGrid>
      <FormAddressFields form={form} legend={t('fields.address')} />
    </CrudFormView>
  );
}
// #endregion
