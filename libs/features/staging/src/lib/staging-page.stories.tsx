import { I18nTestProvider } from '@rescue-admin/i18n/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StagingPage } from './staging-page';

const meta = {
  title: 'Features/Staging/Page',
  component: StagingPage,
  decorators: [
    (Story) => (
      <I18nTestProvider>
        <Story />
      </I18nTestProvider>
    ),
  ],
} satisfies Meta<typeof StagingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
