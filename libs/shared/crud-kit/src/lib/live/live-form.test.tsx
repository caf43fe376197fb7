/**
 * An open edit form and colleagues' work on its record (issue 40): a save elsewhere, a delete
 * elsewhere, and who else has it open — through the live store, with the list's HTTP mocked.
 */
import { CUSTOMERS, type Customer, type CustomerCreate, type CustomerUpdate, type LiveChange, type PresenceBeat } from '@rescue-admin/api-contract';
import { aCustomer, anAddress, aStaleConflictBody, TEST_USER_UID } from '@rescue-admin/api-contract/testing';
import { createEntity } from '@rescue-admin/data-access';
import { createTestQueryClient, createTestServer, TestDataAccessProvider, testUrl } from '@rescue-admin/data-access/testing';
import { I18nTestProvider } from '@rescue-admin/i18n/testing';
import { createLiveStore, LiveStoreProvider, type LiveStore } from '@rescue-admin/live';
import { Input, NoticeHost } from '@rescue-admin/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { Route, Routes, unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { CrudFormView } from '../form/crud-form-view';
import { useEntityForm } from '../form/use-entity-form';
import { RouteFormPage } from '../route-form/route-form';
import { InPlaceCrudScreen } from '../screen/in-place-crud-screen';
import { TEST_AREA, createTestAreaI18n } from '../testing/test-area';
import { createTestHistory } from '../testing/test-history';

const customerApi = createEntity(CUSTOMERS);
/** The list query as data-access names it: its endpoint in `meta.endpoint`, which live events name too. */
const customerList = () => ({ ...customerApi.queries.list(), meta: { endpoint: { name: 'customer.all' } } });

const ERIKA = { uid: 'erika', name: 'Erika Mustermann' };
const ANNA = { uid: 'anna', name: 'Anna Berg' };
const BEN = { uid: 'ben', name: 'Ben Kurz' };

const server = createTestServer();
beforeAll(() => server.listen());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let stored: Customer[];
let updates: CustomerUpdate[];
let creates: CustomerCreate[];
beforeEach(() => {
  stored = [aCustomer({ uid: 'fw-nord', name: 'Wache Nord', kennung: 'FW-N', version: 2 })];
  updates = [];
  creates = [];
  server.use(
    http.get(testUrl('customer.all'), () => HttpResponse.json(stored)),
    http.post(testUrl('customer.update'), async ({ request }) => {
      const body = (await request.json()) as CustomerUpdate;
      updates.push(body);
      const current = stored.find((customer) => customer.uid === body.uid);
      if (current && body.version !== current.version) return HttpResponse.json(aStaleConflictBody(current, { ...ERIKA, at: '2026-11-27T06:00:00.000Z' }), { status: 409 });
      return HttpResponse.json({ ...current, ...body, version: body.version + 1 });
    }),
    http.post(testUrl('customer.create'), async ({ request }) => {
      creates.push((await request.json()) as CustomerCreate);
      return HttpResponse.json('fw-neu', { status: 201 });
    }),
  );
});

const schema = z.object({ name: z.string().trim().min(1), kennung: z.string() });
const toFormValues = (customer: Customer) => ({ name: customer.name, kennung: customer.kennung });

function StationForm({ record, close, ownList }: { record: Customer | undefined; close: () => void; ownList?: boolean }) {
  const form = useEntityForm({ schema, namespace: TEST_AREA, defaultValues: record ? toFormValues(record) : { name: '', kennung: '' } });
  const update = customerApi.useUpdate();
  const create = customerApi.useCreate();
  return (
    <CrudFormView
      namespace={TEST_AREA}
      form={form}
      isEdit={record !== undefined}
      recordName={record?.name}
      onDone={close}
      editing={record ? { record, uid: record.uid, toFormValues, list: ownList ? customerList() : undefined } : undefined}
      onSubmit={async (values, { record: base }) => {
        if (base) await update.mutateAsync({ ...base, ...values });
        else await create.mutateAsync({ ...values, userAmount: 0, address: record?.address ?? anAddress() });
      }}
    >
      <Input label="Name" {...form.register('name')} error={form.errorOf('name')} />
      <Input label="Kennung" {...form.register('kennung')} error={form.errorOf('kennung')} />
    </CrudFormView>
  );
}

function InPlaceScreen() {
  const query = useQuery(customerList());
  return (
    <InPlaceCrudScreen
      namespace={TEST_AREA}
      query={query}
      columns={[{ id: 'name', header: 'Name', value: (customer: Customer) => customer.name }]}
      getId={(customer) => customer.uid}
      getName={(customer) => customer.name}
      renderForm={({ record, close }) => <StationForm record={record} close={close} />}
    />
  );
}

function RouteScreen() {
  return (
    <RouteFormPage namespace={TEST_AREA} schema={z.custom<Customer>()} list={customerList()} recordRequired>
      {({ record, backToList }) => <StationForm record={record ?? undefined} close={backToList} />}
    </RouteFormPage>
  );
}

/** A form on a screen that names no list (as the assets page's): with `ownList` it names its own. */
function BareScreen({ ownList }: { ownList: boolean }) {
  return <StationForm record={stored[0]} close={() => undefined} ownList={ownList} />;
}

function setup(url = '/wachen?edit=fw-nord') {
  const beats: PresenceBeat[] = [];
  const store = createLiveStore({ sendBeat: async (beat) => void beats.push(beat) });
  const queryClient = createTestQueryClient();
  const history = createTestHistory(url);
  const rendered = render(
    <I18nTestProvider i18n={createTestAreaI18n()}>
      <TestDataAccessProvider queryClient={queryClient}>
        <LiveStoreProvider store={store}>
          <HistoryRouter history={history}>
            <Routes>
              <Route path="/wachen" element={<InPlaceScreen />} />
              <Route path="/wachen/edit" element={<RouteScreen />} />
              <Route path="/wache" element={<BareScreen ownList />} />
              <Route path="/wache-ohne-liste" element={<BareScreen ownList={false} />} />
            </Routes>
          </HistoryRouter>
        </LiveStoreProvider>
        <NoticeHost label="Benachrichtigungen" closeLabel="Schließen" />
      </TestDataAccessProvider>
    </I18nTestProvider>,
  );
  return { ...rendered, user: userEvent.setup(), store, beats, queryClient, history };
}

/** A colleague's committed write, as the live connection hands it to the store. */
function receive(store: LiveStore, change: Partial<LiveChange> & Pick<LiveChange, 'kind'>) {
  const record = change.kind === 'delete' ? null : { ...stored[0] };
  act(() =>
    store.receive([{ id: '1', list: 'customer.all', uid: 'fw-nord', version: record ? (record.version as number) : null, actor: ERIKA, record, at: new Date(), ...change }], TEST_USER_UID),
  );
}

/** Erika saves the record: a new name and a new version on the server. */
function erikaSaves(store: LiveStore) {
  stored = [{ ...stored[0], name: 'Wache Nordost', kennung: 'FW-NO', version: 3 }];
  receive(store, { kind: 'update' });
}

const nameField = () => screen.getByRole('textbox', { name: 'Name' });

async function typeName(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.clear(await screen.findByRole('textbox', { name: 'Name' }));
  await user.type(nameField(), text);
}

async function expectNoAxeViolations(container: Element) {
  // jsdom paints nothing (contrast is checked in Storybook), and a form alone has no page landmarks.
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  expect(result.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

describe('given an open edit form whose record someone else saves', () => {
  it('should say who changed it, politely, and „Aktuellen Stand laden“ should put the new version in the form', async () => {
    const { user, store } = setup();
    await typeName(user, 'Wache Nord (neu)');

    erikaSaves(store);

    expect(screen.getByText('Dieser Eintrag wurde soeben von Erika Mustermann geändert.').closest('[role="status"]')).not.toBeNull();
    expect(nameField()).toHaveValue('Wache Nord (neu)');

    await user.click(screen.getByRole('button', { name: 'Aktuellen Stand laden' }));

    expect(nameField()).toHaveValue('Wache Nordost');
    expect(screen.getByRole('textbox', { name: 'Kennung' })).toHaveValue('FW-NO');
    expect(screen.queryByText(/soeben von Erika Mustermann geändert/)).not.toBeInTheDocument();
    // What the user had typed stays at hand, as after a conflict.
    expect(screen.getByText(/Der aktuelle Stand ist geladen/).closest('[role="status"]')).toHaveTextContent('Ihre Eingabe: Wache Nord (neu)');

    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Die Änderungen an der Wache „Wache Nordost“ wurden gespeichert.')).toBeInTheDocument();
    expect(updates).toEqual([expect.objectContaining({ uid: 'fw-nord', name: 'Wache Nordost', version: 3 })]);
  });

  it('should end in the conflict dialog when the user saves without loading', async () => {
    const { user, store } = setup();
    await typeName(user, 'Wache Nord (neu)');
    erikaSaves(store);

    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByText('Dieser Eintrag wurde inzwischen von Erika Mustermann geändert.')).toBeInTheDocument();
    expect(screen.queryByText(/soeben von Erika Mustermann geändert/)).not.toBeInTheDocument();
    expect(updates).toEqual([expect.objectContaining({ name: 'Wache Nord (neu)', version: 2 })]);
    expect(nameField()).toHaveValue('Wache Nord (neu)');
  });

  it('should raise nothing for the signed-in user’s own save', async () => {
    const { user, store } = setup();
    await typeName(user, 'Wache Nord (neu)');

    receive(store, { kind: 'update', actor: { uid: TEST_USER_UID, name: 'Ich' } });

    expect(screen.queryByRole('button', { name: 'Aktuellen Stand laden' })).not.toBeInTheDocument();
  });

  it('should show a colleague’s name as text, never as markup', async () => {
    const { store } = setup();
    await screen.findByRole('textbox', { name: 'Name' });

    receive(store, { kind: 'update', actor: { uid: 'mallory', name: '<img src=x alt=Bild>' } });

    expect(screen.getByText('Dieser Eintrag wurde soeben von <img src=x alt=Bild> geändert.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Bild' })).not.toBeInTheDocument();
  });

  it('should pass axe with the notice and the editors shown', async () => {
    const { store, container } = setup();
    await screen.findByRole('textbox', { name: 'Name' });
    erikaSaves(store);
    act(() => store.presence({ list: 'customer.all', uid: 'fw-nord', editors: [ANNA] }));
    expect(screen.getByRole('button', { name: 'Aktuellen Stand laden' })).toBeInTheDocument();

    await expectNoAxeViolations(container);
  });
});

describe('given an open edit form whose record someone else deletes', () => {
  function erikaDeletes(store: LiveStore, queryClient: ReturnType<typeof createTestQueryClient>) {
    stored = [];
    // The live connection takes the row out of the cached list and then tells the store.
    act(() => queryClient.setQueryData(customerList().queryKey, []));
    receive(store, { kind: 'delete' });
  }

  it('should keep the form open with what was typed, and save it as a new record', async () => {
    const { user, store, queryClient, history } = setup();
    await typeName(user, 'Wache Nord (Kopie)');

    erikaDeletes(store, queryClient);

    expect(screen.getByText('Dieser Eintrag wurde soeben von Erika Mustermann gelöscht.').closest('[role="status"]')).not.toBeNull();
    expect(nameField()).toHaveValue('Wache Nord (Kopie)');
    expect(screen.queryByRole('button', { name: 'Speichern' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Als neuen Eintrag speichern' }));

    expect(await screen.findByText('Die Wache „Wache Nord (Kopie)“ wurde angelegt.')).toBeInTheDocument();
    expect(creates).toEqual([expect.objectContaining({ name: 'Wache Nord (Kopie)', kennung: 'FW-N' })]);
    expect(updates).toEqual([]);
    await waitFor(() => expect(history.location.search).toBe(''));
  });

  it('should close on „Schließen“ without asking, sending nothing', async () => {
    const { user, store, queryClient, history } = setup();
    await typeName(user, 'Wache Nord (Kopie)');
    erikaDeletes(store, queryClient);

    await user.click(screen.getByRole('button', { name: 'Schließen' }));

    await waitFor(() => expect(history.location.search).toBe(''));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(creates).toEqual([]);
    expect(updates).toEqual([]);
  });

  it('should keep a form opened by its link (route form) open too', async () => {
    const { user, store, queryClient } = setup('/wachen/edit?uid=fw-nord');
    await typeName(user, 'Wache Nord (Kopie)');

    erikaDeletes(store, queryClient);
    // Typing on lets the list's update reach the page: the form stays, and keeps every letter.
    await user.type(nameField(), ' 2');

    expect(screen.getByText('Dieser Eintrag wurde soeben von Erika Mustermann gelöscht.')).toBeInTheDocument();
    expect(nameField()).toHaveValue('Wache Nord (Kopie) 2');
    expect(screen.queryByText('Nicht gefunden')).not.toBeInTheDocument();
  });

  it('should pass axe with the notice shown', async () => {
    const { user, store, queryClient, container } = setup();
    await typeName(user, 'Wache Nord (Kopie)');
    erikaDeletes(store, queryClient);

    await expectNoAxeViolations(container);
  });
});

describe('given colleagues who have the same record open', () => {
  it('should name them, and tell the server the form is open until it closes', async () => {
    const { user, store, beats } = setup();
    await screen.findByRole('textbox', { name: 'Name' });
    expect(beats).toEqual([{ list: 'customer.all', uid: 'fw-nord', editing: true }]);

    act(() => store.presence({ list: 'customer.all', uid: 'fw-nord', editors: [ANNA, BEN] }));

    expect(screen.getByText('Wird gerade auch von Anna Berg und Ben Kurz bearbeitet.').closest('[role="status"]')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(beats.at(-1)).toEqual({ list: 'customer.all', uid: 'fw-nord', editing: false });
  });

  it('should follow a form opened by its link (route form) as well', async () => {
    const { store, beats } = setup('/wachen/edit?uid=fw-nord');
    await screen.findByRole('textbox', { name: 'Name' });

    act(() => store.presence({ list: 'customer.all', uid: 'fw-nord', editors: [BEN] }));

    expect(screen.getByText('Wird gerade auch von Ben Kurz bearbeitet.')).toBeInTheDocument();
    expect(beats).toEqual([{ list: 'customer.all', uid: 'fw-nord', editing: true }]);
  });
});

afterEach(() => vi.restoreAllMocks());

describe('given a form outside a screen that names its list', () => {
  it('should follow the list the form names itself (editing.list)', async () => {
    const { store, beats } = setup('/wache');
    await screen.findByRole('textbox', { name: 'Name' });

    erikaSaves(store);

    expect(screen.getByText('Dieser Eintrag wurde soeben von Erika Mustermann geändert.')).toBeInTheDocument();
    expect(beats).toEqual([{ list: 'customer.all', uid: 'fw-nord', editing: true }]);
  });

  it('should show nothing live when it names no list', async () => {
    const { store, beats } = setup('/wache-ohne-liste');
    await screen.findByRole('textbox', { name: 'Name' });

    erikaSaves(store);

    expect(screen.queryByText(/soeben von Erika Mustermann geändert/)).not.toBeInTheDocument();
    expect(beats).toEqual([]);
  });
});
