import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../button/button';
import { Popup } from './popup';

const meta = {
  title: 'Overlays/Popup',
  component: Popup,
  args: {
    open: true,
    onClose: fn(),
    title: 'Hydrant Marktplatz',
    closeLabel: 'Schließen',
    children: (
      <p style={{ margin: 0 }}>
        Überflurhydrant, Durchmesser 150 mm, Ringleitung. Zuletzt geprüft vor 3 Monaten.
      </p>
    ),
    footer: (
      <>
        <Button>Schließen</Button>
        <Button variant="primary">Bearbeiten</Button>
      </>
    ),
  },
} satisfies Meta<typeof Popup>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Fullscreen: Story = { args: { fullscreen: true } };

export const WithoutFooter: Story = { args: { footer: undefined } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
