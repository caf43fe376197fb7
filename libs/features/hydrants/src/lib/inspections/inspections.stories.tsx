import type { Hydrant, Inspection } from '@rescue-admin/api-contract';
import { aHydrant } from '@rescue-admin/api-contract/testing';
import { FeatureStoryFrame } from '@rescue-admin/crud-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { hydrantsTexts } from '../../testing';
import { hydrantApi } from '../api';
import { HydrantForm } from '../hydrant-form';
import { inspectionSettingsQuery, inspectionsOf } from './inspection-api';
import { InspectionForm } from './inspection-form';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.now();

const outOfService: Hydrant = aHydrant({
  uid: 'hydrant-markt',
  name: 'Hydrant Marktplatz',
  inspectionStatus: 'AUSSER_BETRIEB',
  statusSince: new Date(now - 3 * DAY),
  statusDefects: ['OEFFNET_NICHT'],
  lastInspection: new Date(now - 3 * DAY),
  nextInspection: new Date(now + 362 * DAY),
  inspectionIntervalMonths: null,
});

const inspection = (days: number, overrides: Partial<Inspection>): Inspection => ({
  uid: `inspection-${days}`,
  hydrantUid: 'hydrant-markt',
  inspectedAt: new Date(now - days * DAY),
  result: 'IN_ORDNUNG',
  defects: [],
  otherDefect: '',
  pressureBar: null,
  flowLitresPerMinute: null,
  note: '',
  photos: [],
  inspector: { uid: 'erika-mustermann', name: 'Erika Mustermann' },
  createDate: new Date(now - days * DAY),
  lastUpdate: new Date(now - days * DAY),
  editableUntil: new Date(now - days * DAY + DAY),
  ...overrides,
});

const inspections: Inspection[] = [
  inspection(0.1, { result: 'AUSSER_BETRIEB', defects: ['OEFFNET_NICHT'], note: 'Wasserversorger informiert' }),
  inspection(3, { result: 'AUSSER_BETRIEB', defects: ['OEFFNET_NICHT'] }),
  inspection(370, { result: 'MIT_MAENGELN', defects: ['SCHILD_FEHLT'], pressureBar: 4.2, flowLitresPerMinute: 1400 }),
];

const meta = {
  title: 'Features/Hydrants/Inspections',
  parameters: { layout: 'fullscreen' },
  args: { url: '/hydrant/edit?uid=hydrant-markt' },
  decorators: [
    (Story, { args }) => (
      <FeatureStoryFrame
        url={args.url ?? '/hydrant/edit?uid=hydrant-markt'}
        seed={(client) => {
          client.setQueryData(hydrantApi.queries.list().queryKey, [outOfService]);
          client.setQueryData(inspectionsOf('hydrant-markt').queryKey, inspections);
          client.setQueryData(inspectionSettingsQuery().queryKey, { intervalMonths: 12 });
        }}
        namespaces={hydrantsTexts}
      >
        <div style={{ padding: 24 }}>
          <Story />
        </div>
      </FeatureStoryFrame>
    ),
  ],
  // Optional: composeStories types a story file's args loosely, and required ones would not match it.
} satisfies Meta<{ url?: string }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The hydrant form of a hydrant out of service: its status, cycle and „Prüfungen“ (the newest still correctable). */
export const Inspections: Story = { render: () => <HydrantForm hydrant={outOfService} onDone={() => undefined} /> };
/** „Prüfung erfassen“ as a phone in the field shows it. */
export const Record: Story = {
  args: { url: '/hydrant/pruefung?uid=hydrant-markt' },
  globals: { viewport: { value: 'mobile' } },
  render: () => <InspectionForm hydrant={outOfService} onDone={() => undefined} onLocked={() => undefined} />,
};
/** The correction of the newest inspection (within its 24 hours). */
export const Correct: Story = {
  args: { url: '/hydrant/pruefung?uid=hydrant-markt&inspection=inspection-0.1' },
  render: () => <InspectionForm hydrant={outOfService} inspection={inspections[0]} onDone={() => undefined} onLocked={() => undefined} />,
};
