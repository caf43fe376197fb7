import type { Beacon, Customer, Gateway } from '@rescue-admin/api-contract';
import { FeatureStoryFrame } from '@rescue-admin/crud-kit/testing';
import { aBeacon, aCustomer, aGateway } from '@rescue-admin/api-contract/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { AssetsPage } from './assets-page';
import { beaconApi, customerApi, gatewayApi } from './api';
import { assetsTexts } from '../testing';

const now = Date.now();
const minutesAgo = (minutes: number) => new Date(now - minutes * 60_000);

const customers: Customer[] = [
  aCustomer({ uid: 'fw-musterstadt', name: 'Feuerwehr Musterstadt', kennung: 'FW-MS' }),
  aCustomer({ uid: 'rd-musterland', name: 'Rettungsdienst Kreis Musterland', kennung: 'RD-ML' }),
];

const beacons: Beacon[] = [
  aBeacon({ uid: 'beacon-hlf', name: 'Beacon HLF 20/1', model: 'Kontakt.io Smart Beacon SB16-2', lastUpdated: minutesAgo(60 * 26), lastSynced: minutesAgo(12) }),
  aBeacon({ uid: 'beacon-dlk', name: 'Beacon DLK 23/12', model: 'Kontakt.io Tough Beacon TB15-1', lastUpdated: minutesAgo(60 * 50), lastSynced: null }),
  aBeacon({ uid: 'beacon-rtw', name: 'Beacon RTW 1', model: 'Minew E8', customerUid: 'rd-musterland', lastUpdated: minutesAgo(90), lastSynced: minutesAgo(3) }),
];

const gateways: Gateway[] = [
  aGateway({ uid: 'gateway-wache', name: 'Gateway Hauptwache', lastUpdated: minutesAgo(60 * 30), lastSynced: minutesAgo(12) }),
  aGateway({ uid: 'gateway-nord', name: 'Gateway Rettungswache Nord', customerUid: 'rd-musterland', lastUpdated: minutesAgo(200), lastSynced: null }),
];

const meta = {
  title: 'Features/Assets/Page',
  component: AssetsPage,
  parameters: { layout: 'fullscreen' },
  args: { url: '/assets', beacons, gateways },
  render: () => <AssetsPage />,
  decorators: [
    (Story, { args }) => (
      <FeatureStoryFrame
        namespaces={assetsTexts}
        url={args.url ?? '/assets'}
        seed={(client) => {
          client.setQueryData(beaconApi.queries.list().queryKey, args.beacons ?? beacons);
          client.setQueryData(gatewayApi.queries.list().queryKey, args.gateways ?? gateways);
          client.setQueryData(customerApi.queries.list().queryKey, customers);
        }}
      >
        <div style={{ padding: 24 }}>
          <Story />
        </div>
      </FeatureStoryFrame>
    ),
  ],
  // Optional: composeStories types a story file's args loosely, and required ones would not match it.
} satisfies Meta<{ url?: string; beacons?: Beacon[]; gateways?: Gateway[] }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { beacons: [], gateways: [] } };
export const EditBeacon: Story = { args: { url: '/assets?beacon=beacon-dlk' } };
export const EditGateway: Story = { args: { url: '/assets?gateway=gateway-nord' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
