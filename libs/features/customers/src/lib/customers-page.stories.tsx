import { FeatureStoryFrame } from '@rescue-admin/crud-kit/testing';
import { aCustomer, anAddress } from '@rescue-admin/api-contract/testing';
import type { Customer } from '@rescue-admin/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CustomersPage } from './customers-page';
import { customerApi } from './api';
import { customersTexts } from '../testing';

const customers = [
  aCustomer({ uid: 'fw-musterstadt', name: 'Feuerwehr Musterstadt', kennung: 'FW-MS', userAmount: 12 }),
  aCustomer({ uid: 'thw-beispiel', name: 'THW Beispielburg', kennung: 'THW-BB', userAmount: 4, address: anAddress({ street: 'Am Hafen', number: '7', zip: '54321', city: 'Beispielburg' }) }),
  aCustomer({ uid: 'drk-nord', name: 'DRK Kreisverband Nord', kennung: 'DRK-N', userAmount: 31, address: anAddress({ street: 'Rotkreuzweg', number: '2', zip: '24103', city: 'Kiel' }) }),
];

/** The screen as the shell shows it, with `data` in the cache instead of an API behind it. */
function Screen({ url, data }: { url: string; data: Customer[] }) {
  return (
    <FeatureStoryFrame key={url} url={url} seed={(client) => client.setQueryData(customerApi.queries.list().queryKey, data)} namespaces={customersTexts}>
      <div style={{ padding: 24 }}>
        <CustomersPage />
      </div>
    </FeatureStoryFrame>
  );
}

const meta = {
  title: 'Features/Customers/Page',
  component: Screen,
  parameters: { layout: 'fullscreen' },
  args: { url: '/customer', data: customers },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { data: [] } };
export const Create: Story = { args: { url: '/customer?form=new' } };
export const Edit: Story = { args: { url: '/customer?edit=thw-beispiel' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
