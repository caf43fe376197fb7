import { I18nTestProvider } from '@rescue-admin/i18n/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlueprintsPage } from './blueprints-page';

const meta = {
  title: 'Features/Blueprints/Page',
  component: BlueprintsPage,
  decorators: [
    (Story) => (
      <I18nTestProvider>
        <Story />
      </I18nTestProvider>
    ),
  ],
} satisfies Meta<typeof BlueprintsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
