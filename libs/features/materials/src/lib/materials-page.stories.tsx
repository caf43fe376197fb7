import type { Material } from '@rescue-admin/api-contract';
import { FeatureStoryFrame } from '@rescue-admin/crud-kit/testing';
import { aMaterial } from '@rescue-admin/api-contract/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MaterialsPage } from './materials-page';
import { MaterialImportPage } from './import/material-import-page';
import { materialApi } from './api';
import { materialsTexts } from '../testing';

const materials: Material[] = [
  aMaterial({ uid: 'material-pa', name: 'Atemschutzgerät' }),
  aMaterial({ uid: 'material-b', name: 'B-Schlauch 20 m' }),
  aMaterial({ uid: 'material-strahlrohr', name: 'Hohlstrahlrohr' }),
];

const meta = {
  title: 'Features/Materials/Page',
  component: MaterialsPage,
  parameters: { layout: 'fullscreen' },
  args: { url: '/material', data: materials },
  render: () => <MaterialsPage />,
  decorators: [
    (Story, { args }) => (
      <FeatureStoryFrame url={args.url ?? '/material'} seed={(client) => client.setQueryData(materialApi.queries.list().queryKey, args.data ?? materials)} namespaces={materialsTexts}>
        <div style={{ padding: 24 }}>
          <Story />
        </div>
      </FeatureStoryFrame>
    ),
  ],
  // Optional: composeStories types a story file's args loosely, and required ones would not match it.
} satisfies Meta<{ url?: string; data?: Material[] }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { data: [] } };
export const Create: Story = { args: { url: '/material?form=new' } };
export const Edit: Story = { args: { url: '/material?edit=material-b' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
/** /material/import before a file is chosen: the wizard's first step (the hydrants' wizard, configured for materials). */
export const Import: Story = { args: { url: '/material/import' }, render: () => <MaterialImportPage /> };
