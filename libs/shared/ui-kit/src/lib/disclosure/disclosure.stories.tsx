import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { Disclosure } from './disclosure';

const meta = {
  title: 'Layout/Disclosure',
  component: Disclosure,
  args: {
    title: 'Standardbeladung',
    headerExtra: '4 Positionen',
    children: (
      <ul style={{ margin: 0 }}>
        <li>Schlauch B × 4</li>
        <li>Strahlrohr × 2</li>
        <li>Atemschutzgerät × 4</li>
        <li>Verteiler × 1</li>
      </ul>
    ),
    footer: <Button>Material hinzufügen</Button>,
  },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof Disclosure>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Open: Story = { args: { defaultOpen: true } };
export const Mobile: Story = { args: { defaultOpen: true }, globals: { viewport: { value: 'mobile' } } };
