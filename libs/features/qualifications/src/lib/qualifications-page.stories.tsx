import { I18nTestProvider } from '@rescue-admin/i18n/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { QualificationsPage } from './qualifications-page';

const meta = {
  title: 'Features/Qualifications/Page',
  component: QualificationsPage,
  decorators: [
    (Story) => (
      <I18nTestProvider>
        <Story />
      </I18nTestProvider>
    ),
  ],
} satisfies Meta<typeof QualificationsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
