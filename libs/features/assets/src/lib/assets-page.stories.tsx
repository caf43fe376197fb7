import { I18nTestProvider } from '@rescue-admin/i18n/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { AssetsPage } from './assets-page';

const meta = {
  title: 'Features/Assets/Page',
  component: AssetsPage,
  decorators: [
    (Story) => (
      <I18nTestProvider>
        <Story />
      </I18nTestProvider>
    ),
  ],
} satisfies Meta<typeof AssetsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
