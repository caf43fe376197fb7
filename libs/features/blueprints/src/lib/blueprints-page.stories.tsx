import { FeatureStoryFrame } from '@rescue-admin/crud-kit/testing';
import { aMaterial, aVehicleBlueprint, aVehicleType } from '@rescue-admin/api-contract/testing';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import BlueprintsRoutes from './blueprints-routes';
import { blueprintApi, blueprintIconQuery, materialApi, vehicleTypeApi } from './api';
import { blueprintsTexts } from '../testing';

const hlf = aVehicleType({ uid: 't-hlf', name: 'Hilfeleistungslöschfahrzeug' });
const rtw = aVehicleType({ uid: 't-rtw', name: 'Rettungswagen' });
const materials = [aMaterial({ uid: 'm-pa', name: 'Atemschutzgerät' }), aMaterial({ uid: 'm-b', name: 'B-Schlauch' }), aMaterial({ uid: 'm-trage', name: 'Krankentrage' })];
const blueprints = [
  aVehicleBlueprint({ uid: 'bp-hlf', name: 'HLF 20', seats: 9, type: hlf, standardLoad: [{ material: materials[0], amount: 4 }, { material: materials[1], amount: 6 }] }),
  aVehicleBlueprint({ uid: 'bp-rtw', name: 'RTW 1', seats: 3, type: rtw, standardLoad: [{ material: materials[2], amount: 1 }] }),
];

type StoryArgs = { url: string; data: typeof blueprints; types: (typeof hlf)[] };

/** Seeds the cache from the story's args and mounts a memory router at its URL. */
const withFeatureFrame: Decorator = (Story, context) => {
  const args = context.args as StoryArgs;
  return (
    <FeatureStoryFrame
      namespaces={blueprintsTexts}
      url={args.url}
      seed={(client) => {
        client.setQueryData(blueprintApi.queries.list().queryKey, args.data);
        client.setQueryData(vehicleTypeApi.queries.list().queryKey, args.types);
        client.setQueryData(materialApi.queries.list().queryKey, materials);
        // Storybook has no file storage: every blueprint shows the "no icon" placeholder.
        for (const blueprint of args.data) client.setQueryData(blueprintIconQuery(blueprint.uid).queryKey, null);
      }}
    >
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    </FeatureStoryFrame>
  );
};

/** The feature's routes below /vehicle/blueprint, as the shell mounts them, with a seeded cache. */
const meta = {
  title: 'Features/Blueprints/Page',
  parameters: { layout: 'fullscreen' },
  args: { url: '/vehicle/blueprint', data: blueprints, types: [hlf, rtw] },
  // Mounted below the feature path as the shell does, so that the feature's relative routes match.
  render: () => (
    <Routes>
      <Route path="/vehicle/blueprint/*" element={<BlueprintsRoutes />} />
    </Routes>
  ),
  decorators: [withFeatureFrame],
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { data: [] } };
export const Create: Story = { args: { url: '/vehicle/blueprint/form' } };
export const CreateWithoutTypes: Story = { args: { url: '/vehicle/blueprint/form', types: [] } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
