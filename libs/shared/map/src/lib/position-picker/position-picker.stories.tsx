import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { PositionPicker, type PositionPickerProps } from './position-picker';

/** The picker with the state a form would hold. */
function WithState(props: PositionPickerProps) {
  const [position, setPosition] = useState(props.position);
  return (
    <>
      <PositionPicker {...props} position={position} onChange={setPosition} />
      <p>{position ? `${position.lat} / ${position.lon}` : '–'}</p>
    </>
  );
}

const meta = {
  title: 'Map/PositionPicker',
  component: PositionPicker,
  render: (args) => <WithState {...args} />,
  args: {
    position: { lat: 51.0012, lon: 10.0034 },
    labels: { map: 'Position auf der Karte', zoomIn: 'Vergrößern', zoomOut: 'Verkleinern' },
    onChange: () => undefined,
  },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof PositionPicker>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A new record: coordinates 0/0 (SPEC §9); the map starts on Germany, a click sets the position. */
export const NewRecord: Story = { args: { position: { lat: 0, lon: 0 } } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
