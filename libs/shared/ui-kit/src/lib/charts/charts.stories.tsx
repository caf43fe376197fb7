import type { Meta, StoryObj } from '@storybook/react-vite';
import { BarChart } from './bar-chart';
import { DonutChart, Gauge } from './donut-chart';

const meta = {
  title: 'Data display/Charts',
  component: BarChart,
  args: {
    title: 'Hydranten je Ort',
    data: [
      { label: 'Musterstadt', value: 128 },
      { label: 'Beispieldorf', value: 64 },
      { label: 'Neustadt', value: 37 },
      { label: 'Altheim', value: 9 },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof BarChart>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Empty: Story = { args: { data: [] } };

export const Donut: Story = {
  render: () => (
    <DonutChart
      title="Hydranten nach Typ"
      centerText="238"
      segments={[
        { label: 'Überflurhydrant', value: 150, color: 'var(--color-accent)' },
        { label: 'Unterflurhydrant', value: 72, color: 'var(--color-info)' },
        { label: 'Keine Angabe', value: 16, color: 'var(--color-gray-500)' },
      ]}
    />
  ),
};

export const GaugeChart: Story = {
  name: 'Gauge',
  render: () => <Gauge label="Besetzung HLF 20" value={6} max={9} valueText="6 von 9" />,
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
