import { I18nTestProvider } from '@rescue-admin/i18n/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HydrantsPage } from './hydrants-page';

const meta = {
  title: 'Features/Hydrants/Page',
  component: HydrantsPage,
  decorators: [
    (Story) => (
      <I18nTestProvider>
        <Story />
      </I18nTestProvider>
    ),
  ],
} satisfies Meta<typeof HydrantsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
