import { FeatureStoryFrame } from '@rescue-admin/crud-kit/testing';
import { aQualification, aQualificationGroup } from '@rescue-admin/api-contract/testing';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import QualificationsRoutes from './qualifications-routes';
import { qualificationApi, qualificationGroupApi } from './api';
import { qualificationsTexts } from '../testing';

const groups = [aQualificationGroup({ uid: 'g-fuehrung', name: 'Führung', allowedAmount: 2 }), aQualificationGroup({ uid: 'g-technik', name: 'Technik', allowedAmount: 5 })];
const qualifications = [
  aQualification({ uid: 'q-gf', name: 'Gruppenführer', groupId: 'g-fuehrung', displayType: 'PRIMARY' }),
  aQualification({ uid: 'q-zf', name: 'Zugführer', groupId: 'g-fuehrung', displayType: 'PRIMARY' }),
  aQualification({ uid: 'q-ma', name: 'Maschinist', groupId: 'g-technik', displayType: 'SECONDARY' }),
  aQualification({ uid: 'q-agt', name: 'Atemschutzgeräteträger', groupId: null, displayType: 'SECONDARY' }),
];

type StoryArgs = { url: string; data: typeof qualifications };

/** Seeds the cache from the story's args and mounts a memory router at its URL. */
const withFeatureFrame: Decorator = (Story, context) => {
  const args = context.args as StoryArgs;
  return (
    <FeatureStoryFrame
      namespaces={qualificationsTexts}
      url={args.url}
      seed={(client) => {
        client.setQueryData(qualificationApi.queries.list().queryKey, args.data);
        client.setQueryData(qualificationGroupApi.queries.list().queryKey, groups);
      }}
    >
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    </FeatureStoryFrame>
  );
};

/** The feature's routes below /qualification, as the shell mounts them, with a seeded cache. */
const meta = {
  title: 'Features/Qualifications/Page',
  parameters: { layout: 'fullscreen' },
  args: { url: '/qualification', data: qualifications },
  // Mounted below the feature path as the shell does, so that the feature's relative routes match.
  render: () => (
    <Routes>
      <Route path="/qualification/*" element={<QualificationsRoutes />} />
    </Routes>
  ),
  decorators: [withFeatureFrame],
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { data: [] } };
export const Create: Story = { args: { url: '/qualification/create' } };
export const EditWithoutSelection: Story = { args: { url: '/qualification/edit' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
