import { FeatureStoryFrame } from '@rescue-admin/crud-kit/testing';
import { aCustomer, anAddress, aStagingRoom } from '@rescue-admin/api-contract/testing';
import type { StagingRoom } from '@rescue-admin/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StagingPage } from './staging-page';
import { customerApi, stagingRoomApi } from './api';
import { stagingTexts } from '../testing';

const customers = [aCustomer({ uid: 'fw-musterstadt', name: 'Feuerwehr Musterstadt', kennung: 'FW-MS' })];
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
const rooms = [
  aStagingRoom({ uid: 'sportplatz', name: 'Bereitstellungsraum Sportplatz', lastUpdate: hoursAgo(2) }),
  aStagingRoom({
    uid: 'messe',
    name: 'Messeparkplatz Nord',
    rangeAutoerfassung: 300,
    address: anAddress({ street: 'Messeallee', number: '1', zip: '12345', city: 'Musterstadt' }),
    lat: 53.5631,
    lon: 9.9686,
    lastUpdate: hoursAgo(50),
  }),
];

/** The screen as the shell shows it, with `data` in the cache instead of an API behind it. */
function Screen({ url, data }: { url: string; data: StagingRoom[] }) {
  return (
    <FeatureStoryFrame
      namespaces={stagingTexts}
      key={url}
      url={url}
      seed={(client) => {
        client.setQueryData(stagingRoomApi.queries.list().queryKey, data);
        client.setQueryData(customerApi.queries.list().queryKey, customers);
      }}
    >
      <div style={{ padding: 24 }}>
        <StagingPage />
      </div>
    </FeatureStoryFrame>
  );
}

const meta = {
  title: 'Features/Staging/Page',
  component: Screen,
  parameters: { layout: 'fullscreen' },
  args: { url: '/staging', data: rooms },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { data: [] } };
export const Create: Story = { args: { url: '/staging?form=new' } };
export const Edit: Story = { args: { url: '/staging?edit=messe' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
