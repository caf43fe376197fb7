import type { Hydrant } from '@rescue-admin/api-contract';
import { FeatureStoryFrame } from '@rescue-admin/crud-kit/testing';
import { aHydrant } from '@rescue-admin/api-contract/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HydrantForm } from './hydrant-form';
import { HydrantFormPage } from './hydrant-form-page';
import { HydrantsPage } from './hydrants-page';
import { HydrantImportPage } from './import/hydrant-import-page';
import { hydrantApi } from './api';
import { hydrantsTexts } from '../testing';

const hydrants: Hydrant[] = [
  aHydrant({ uid: 'hydrant-markt', name: 'Hydrant Marktplatz', description: 'Vor der Apotheke', lat: 51.0012, lon: 10.0034 }),
  aHydrant({ uid: 'hydrant-schule', name: 'Hydrant Schulstraße 4', description: '', durchmesser: 'MM_150', type: 'UEBERFLURHYDRANT', verteilerLeitung: 'STICHLEITUNG', lat: 51.0101, lon: 9.9912 }),
  aHydrant({ uid: 'hydrant-wache', name: 'Hydrant Feuerwache', description: 'Hofeinfahrt', type: 'NONE', verteilerLeitung: 'NONE', lat: 50.9987, lon: 10.0121 }),
];

const meta = {
  title: 'Features/Hydrants/Page',
  parameters: { layout: 'fullscreen' },
  args: { url: '/hydrant', data: hydrants },
  render: () => <HydrantsPage />,
  decorators: [
    (Story, { args }) => (
      <FeatureStoryFrame url={args.url ?? '/hydrant'} seed={(client) => client.setQueryData(hydrantApi.queries.list().queryKey, args.data ?? hydrants)} namespaces={hydrantsTexts}>
        <div style={{ padding: 24 }}>
          <Story />
        </div>
      </FeatureStoryFrame>
    ),
  ],
  // Optional: composeStories types a story file's args loosely, and required ones would not match it.
} satisfies Meta<{ url?: string; data?: Hydrant[] }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { data: [] } };
export const Create: Story = { args: { url: '/hydrant/create' }, render: () => <HydrantFormPage mode="create" /> };
/** The form as /hydrant/edit shows it for the hydrant handed over by the list. */
export const Edit: Story = { args: { url: '/hydrant/edit' }, render: () => <HydrantForm hydrant={hydrants[1]} onDone={() => undefined} /> };
/** /hydrant/edit opened directly: no hydrant in the navigation state. */
export const NotFound: Story = { args: { url: '/hydrant/edit' }, render: () => <HydrantFormPage mode="edit" /> };
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
/** The list as a map (`?view=karte`): one marker per hydrant, clustered when they crowd. */
export const MapView: Story = { args: { url: '/hydrant?view=karte' } };
/** /hydrant/import before a file is chosen: the wizard's first step. */
export const Import: Story = { args: { url: '/hydrant/import' }, render: () => <HydrantImportPage /> };
