import { FeatureStoryFrame } from '@rescue-admin/crud-kit/testing';
import { aCustomer, aUser, theSignedInUser } from '@rescue-admin/api-contract/testing';
import type { User } from '@rescue-admin/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { UsersPage } from './users-page';
import { customerApi, userApi } from './api';
import { usersTexts } from '../testing';

const customers = [
  aCustomer({ uid: 'fw-musterstadt', name: 'Feuerwehr Musterstadt', kennung: 'FW-MS' }),
  aCustomer({ uid: 'thw-beispiel', name: 'THW Beispielburg', kennung: 'THW-BB' }),
];
const users = [
  theSignedInUser(),
  aUser({ uid: 'max', firstname: 'Max', lastname: 'Mustermann', mail: 'max@example.org', role: 'UNIT_ADMIN' }),
  aUser({ uid: 'lena', firstname: 'Lena', lastname: 'Schulz', mail: 'lena.schulz@example.org', role: 'USER', customerUid: 'thw-beispiel' }),
];

/** The screen as the shell shows it, with `data` in the cache instead of an API behind it. */
function Screen({ url, data }: { url: string; data: User[] }) {
  return (
    <FeatureStoryFrame
      namespaces={usersTexts}
      key={url}
      url={url}
      seed={(client) => {
        client.setQueryData(userApi.queries.list().queryKey, data);
        client.setQueryData(customerApi.queries.list().queryKey, customers);
      }}
    >
      <div style={{ padding: 24 }}>
        <UsersPage />
      </div>
    </FeatureStoryFrame>
  );
}

const meta = {
  title: 'Features/Users/Page',
  component: Screen,
  parameters: { layout: 'fullscreen' },
  args: { url: '/user', data: users },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { data: [] } };
export const Create: Story = { args: { url: '/user?form=new' } };
export const Edit: Story = { args: { url: '/user?edit=lena' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
