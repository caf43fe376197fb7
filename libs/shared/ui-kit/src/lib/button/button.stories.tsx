import type { Meta, StoryObj } from '@storybook/react-vite';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash-2';
import { expect, userEvent, within } from 'storybook/test';
import { Button, IconButton } from './button';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Speichern', variant: 'primary' },
} satisfies Meta<typeof Button>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Abbrechen' } };

export const Danger: Story = { args: { variant: 'danger', children: 'Löschen', icon: Trash2 } };

export const WithIcon: Story = { args: { icon: Plus, children: 'Neu anlegen' } };

export const Disabled: Story = { args: { disabled: true } };

/** Busy from outside, e.g. while a form submits. */
export const Loading: Story = { args: { loading: true } };

/** The click handler returns a promise: the button is busy until it settles. */
export const AsyncClick: Story = {
  args: { onClick: () => new Promise((resolve) => setTimeout(resolve, 1500)) },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Speichern' });
    await userEvent.click(button);
    await expect(button).toBeDisabled();
  },
};

export const IconButtons: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <IconButton icon={Plus} label="Neu anlegen" variant="primary" />
      <IconButton icon={Trash2} label="Löschen" variant="danger" />
      <IconButton icon={Trash2} label="Löschen" size="sm" />
      <IconButton icon={Trash2} label="Löschen" disabled />
    </div>
  ),
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
