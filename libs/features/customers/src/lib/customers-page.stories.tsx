import { I18nTestProvider } from '@rescue-admin/i18n/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CustomersPage } from './customers-page';

const meta = {
  title: 'Features/Customers/Page',
  component: CustomersPage,
  decorators: [
    (Story) => (
      <I18nTestProvider>
        <Story />
      </I18nTestProvider>
    ),
  ],
} satisfies Meta<typeof CustomersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
