import type { Meta, StoryObj } from '@storybook/react-vite';
import { MAP_TONES } from '../shared/map-types';
import { PointMap, type MapPoint } from './point-map';

/** Points scattered over ~6 × 4 km, like a town's hydrants (deterministic). */
function scattered(count: number): MapPoint[] {
  let seed = 112;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  return Array.from({ length: count }, (_, i) => ({ id: `p${i}`, label: `Hydrant H-${i + 1}`, lat: 50.98 + random() * 0.04, lon: 9.96 + random() * 0.08 }));
}

const meta = {
  title: 'Map/PointMap',
  component: PointMap,
  args: {
    points: scattered(400),
    labels: { map: 'Karte der Hydranten', zoomIn: 'Vergrößern', zoomOut: 'Verkleinern', closePopup: 'Schließen', cluster: (count: number) => `${count} Hydranten` },
    renderPopup: (point: MapPoint) => (
      <>
        <strong>{point.label}</strong>
        <p>Überflurhydrant, 300 mm</p>
        <a href="#bearbeiten">Bearbeiten</a>
      </>
    ),
    height: 420,
  },
} satisfies Meta<typeof PointMap>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Without a tile service (as in Storybook, tests and the local stack): a plain background. */
export const Default: Story = {};

export const FewPoints: Story = { args: { points: scattered(3) } };

export const Empty: Story = { args: { points: [] } };

export const ManyPoints: Story = { name: '10,000 points', args: { points: scattered(10_000) } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } }, args: { height: 360 } };

const TONE_WORDS = { ok: 'in Betrieb', warning: 'eingeschränkt', danger: 'außer Betrieb', neutral: 'nie geprüft' } as const;

/** Each point with a tone (colour and shape) and its status in its name; clusters count the 'danger' ones. */
export const Tones: Story = {
  args: {
    points: scattered(400).map((point, i) => {
      const tone = MAP_TONES[i % MAP_TONES.length];
      return { ...point, tone, accessibleName: `${point.label}, ${TONE_WORDS[tone]}` };
    }),
    labels: { ...meta.args.labels, clusterDanger: (count: number) => `${count} außer Betrieb` },
  },
};
