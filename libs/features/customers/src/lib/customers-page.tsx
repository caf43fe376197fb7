import { useQuery } from '@tanstack/react-query';
import { type Customer } from '@rescue-admin/api-contract';
import { InPlaceCrudScreen, lazyPart, type CrudColumn } from '@rescue-admin/crud-kit';
import { asText } from '@rescue-admin/util';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { customerApi } from './api';

// #region crud-kit-readme (shown in libs/shared/crud-kit/README.md, kept equal by tools-docs' test)
// The form (react-hook-form with it) is fetched once the list shows its records, not with the list (crud-kit README).
const CustomerForm = lazyPart(() => import('./customer-form').then((module) => module.CustomerForm));

const getId = (customer: Customer) => customer.uid;
const getName = (customer: Customer) => customer.name;

/** "Hauptstraße 12, 12345 Musterstadt" */
export function formatAddress({ street, number, zip, city }: Customer['address']): string {
  return `${asText(street)} ${asText(number)}, ${asText(zip)} ${asText(city)}`.trim();
}

/** /customer: the customer table and, in the same route, the create/edit form (SPEC §2, §4). */
export function CustomersPage() {
  const { t } = useTranslation('customers');
  const customers = useQuery(customerApi.queries.list());
  const deleteCustomer = customerApi.useDelete();

  const columns = useMemo<CrudColumn<Customer>[]>(
    () => [
      { id: 'name', header: t('fields.name'), value: (c) => c.name },
      { id: 'kennung', header: t('fields.kennung'), value: (c) => c.kennung },
      { id: 'userAmount', header: t('fields.userAmount'), value: (c) => c.userAmount, align: 'end' },
      { id: 'address', header: t('fields.address'), value: (c) => formatAddress(c.address) },
    ],
    [t],
  );

  return (
    <InPlaceCrudScreen
      preload={CustomerForm.preload}
      namespace="customers"
      query={customers}
      columns={columns}
      getId={getId}
      getName={getName}
      onDelete={(customer) => deleteCustomer.mutateAsync({ uid: customer.uid, version: customer.version })}
      renderForm={({ record, close }) => <CustomerForm customer={record} onDone={close} />}
    />
  );
}
// #endregion
