import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ConfirmDialog } from './confirm-dialog';

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Hydrant löschen?',
    message: 'Möchten Sie „Hydrant Marktplatz“ wirklich löschen? Das lässt sich nicht rückgängig machen.',
    confirmLabel: 'Löschen',
    cancelLabel: 'Abbrechen',
    closeLabel: 'Schließen',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The delete is running: confirm is busy until the promise settles. */
export const Loading: Story = { args: { onConfirm: fn(() => new Promise(() => undefined)) } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
