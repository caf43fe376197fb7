import type { Meta, StoryObj } from '@storybook/react-vite';
import { FulfilmentBadge } from './fulfilment-badge';

const meta = {
  title: 'Data display/FulfilmentBadge',
  component: FulfilmentBadge,
  args: { current: 6, target: 9, label: '6 von 9 Sitzplätzen besetzt' },
} satisfies Meta<typeof FulfilmentBadge>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Partly fulfilled. */
export const Default: Story = {};
export const Complete: Story = { args: { current: 9, label: '9 von 9 Sitzplätzen besetzt' } };
export const Empty: Story = { args: { current: 0, label: 'Keiner von 9 Sitzplätzen besetzt' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
