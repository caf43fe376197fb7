import { I18nTestProvider } from '@rescue-admin/i18n/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MaterialsPage } from './materials-page';

const meta = {
  title: 'Features/Materials/Page',
  component: MaterialsPage,
  decorators: [
    (Story) => (
      <I18nTestProvider>
        <Story />
      </I18nTestProvider>
    ),
  ],
} satisfies Meta<typeof MaterialsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
