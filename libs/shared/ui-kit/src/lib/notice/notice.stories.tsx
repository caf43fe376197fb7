import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { Notice } from './notice';
import { NoticeHost, notify } from './notify';

const meta = {
  title: 'Feedback/Notice',
  component: Notice,
  args: { children: 'Die Daten werden jede Nacht synchronisiert.' },
} satisfies Meta<typeof Notice>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Success: Story = { args: { variant: 'success', children: 'Hydrant wurde gespeichert.' } };

export const Warning: Story = { args: { variant: 'warning', children: 'Die Koordinaten sind noch 0.' } };

export const ErrorState: Story = {
  name: 'Error',
  args: {
    variant: 'danger',
    title: 'Die Liste konnte nicht geladen werden.',
    children: 'Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    action: <Button>Erneut versuchen</Button>,
  },
};

/** Toasts raised with notify.success / notify.error, shown by the NoticeHost. */
export const Toasts: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <NoticeHost label="Benachrichtigungen" closeLabel="Schließen" />
      <Button variant="primary" onClick={() => notify.success('Hydrant wurde gespeichert.')}>
        Erfolg zeigen
      </Button>
      <Button variant="danger" onClick={() => notify.error('Der Server hat einen Fehler gemeldet. Bitte versuchen Sie es später erneut.')}>
        Fehler zeigen
      </Button>
    </div>
  ),
};

export const Mobile: Story = { args: ErrorState.args, globals: { viewport: { value: 'mobile' } } };
