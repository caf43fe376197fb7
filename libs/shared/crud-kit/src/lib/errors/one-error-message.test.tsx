/**
 * A failed save or delete must give the administrator one message, not two: the crud-kit shows
 * its own, saying what failed and why, so the shell's notice (here a stand-in on the app's
 * QueryClient) must stay out.
 */
import { CUSTOMERS } from '@rescue-admin/api-contract';
import { createAppQueryClient, createEntity } from '@rescue-admin/data-access';
import { TestDataAccessProvider, createTestServer, testUrl } from '@rescue-admin/data-access/testing';
import { aCustomer } from '@rescue-admin/api-contract/testing';
import { I18nTestProvider } from '@rescue-admin/i18n/testing';
import { Input, NoticeHost, notify } from '@rescue-admin/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { CrudFormView } from '../form/crud-form-view';
import { useEntityForm } from '../form/use-entity-form';
import { CrudListView } from '../list/crud-list-view';
import { TEST_AREA, createTestAreaI18n } from '../testing/test-area';
import { createTestHistory } from '../testing/test-history';

const AREA = TEST_AREA;

const customerApi = createEntity(CUSTOMERS);

// A text of its own: the inline message now contains the shell's reason sentences too.
const SHELL_NOTICE = 'Meldung der Shell';
const customer = aCustomer({ uid: 'c-1', name: 'Wache Nord' });
const serverError = () => HttpResponse.json({ statusCode: 500, error: 'Internal Server Error', message: 'kaputt' }, { status: 500 });
const inUse = () => HttpResponse.json({ statusCode: 409, error: 'Conflict', message: 'Customer is still in use' }, { status: 409 });

const server = createTestServer();
beforeAll(() => server.listen());
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  server.use(http.get(testUrl('customer.all'), () => HttpResponse.json([customer])));
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The app's QueryClient with the shell's kind of handler: a notice for every failed mutation. */
function renderWithShellNotices(element: ReactNode) {
  const handlers: Parameters<typeof createAppQueryClient>[0] = { onMutationError: () => notify.error(SHELL_NOTICE, { id: 'shell-error' }) };
  render(
    <I18nTestProvider i18n={createTestAreaI18n()}>
      <TestDataAccessProvider queryClient={createAppQueryClient(handlers)}>
        <HistoryRouter history={createTestHistory('/')}>{element}</HistoryRouter>
        <NoticeHost label="Benachrichtigungen" closeLabel="Schließen" />
      </TestDataAccessProvider>
    </I18nTestProvider>,
  );
  return userEvent.setup();
}

const schema = z.object({ name: z.string().trim().min(1) });

/** A feature's form: it calls its own data-access hook, as every admin screen does. */
function CustomerNameForm() {
  const update = customerApi.useUpdate();
  const form = useEntityForm({ schema, defaultValues: { name: customer.name } });
  return (
    <CrudFormView
      namespace={AREA}
      form={form}
      isEdit
      recordName={customer.name}
      onDone={() => undefined}
      onSubmit={async (values) => {
        await update.mutateAsync({ ...customer, ...values });
      }}
    >
      <Input label="Name" required {...form.register('name')} error={form.errorOf('name')} />
    </CrudFormView>
  );
}

function CustomerList() {
  const remove = customerApi.useDelete();
  return (
    <CrudListView
      namespace={AREA}
      query={useQuery(customerApi.queries.list())}
      columns={[{ id: 'name', header: 'Name', value: (c) => c.name }]}
      getId={(c) => c.uid}
      getName={(c) => c.name}
      onDelete={(c) => remove.mutateAsync({ uid: c.uid, version: c.version })}
    />
  );
}

describe('one message per failure', () => {
  it('given a failed save, should show only the form’s own error message', async () => {
    server.use(http.post(testUrl('customer.update'), serverError));
    const user = renderWithShellNotices(<CustomerNameForm />);

    await user.type(screen.getByRole('textbox', { name: /^Name/ }), ' 2');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Die Änderungen an der Wache konnten nicht gespeichert werden. Der Server hat einen Fehler gemeldet. Bitte versuchen Sie es später erneut.',
    );
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByText(SHELL_NOTICE)).not.toBeInTheDocument();
  });

  it('given a save that gets no answer, should say there is no connection, once', async () => {
    server.use(http.post(testUrl('customer.update'), () => HttpResponse.error()));
    const user = renderWithShellNotices(<CustomerNameForm />);

    await user.type(screen.getByRole('textbox', { name: /^Name/ }), ' 2');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Die Änderungen an der Wache konnten nicht gespeichert werden. Keine Verbindung zum Server. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
    );
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByText(SHELL_NOTICE)).not.toBeInTheDocument();
  });

  it('given a save refused as a conflict without a field, should say a value is taken', async () => {
    server.use(http.post(testUrl('customer.update'), inUse));
    const user = renderWithShellNotices(<CustomerNameForm />);

    await user.type(screen.getByRole('textbox', { name: /^Name/ }), ' 2');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Die Änderungen an der Wache konnten nicht gespeichert werden. Ein eingegebener Wert ist bereits vergeben.',
    );
  });

  it('given a save whose field the server rejected, should mark the field and ask to check it instead of giving a reason', async () => {
    server.use(
      http.post(testUrl('customer.update'), () =>
        HttpResponse.json({ statusCode: 409, error: 'Conflict', message: 'Name taken', fieldErrors: { name: 'duplicate' } }, { status: 409 }),
      ),
    );
    const user = renderWithShellNotices(<CustomerNameForm />);

    await user.type(screen.getByRole('textbox', { name: /^Name/ }), ' 2');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Die Änderungen an der Wache konnten nicht gespeichert werden. Bitte prüfen Sie die markierten Felder.');
    expect(alert).not.toHaveTextContent('bereits vergeben');
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription('Dieser Wert ist bereits vergeben');
  });

  it('given a failed delete, should show only the list’s own error message', async () => {
    server.use(http.get(testUrl('customer.delete'), serverError));
    const user = renderWithShellNotices(<CustomerList />);

    await user.click(await screen.findByRole('button', { name: 'Löschen' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Wache löschen?' })).getByRole('button', { name: 'Löschen' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Die Wache „Wache Nord“ konnte nicht gelöscht werden. Die Liste ist unverändert. Der Server hat einen Fehler gemeldet.',
    );
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByText(SHELL_NOTICE)).not.toBeInTheDocument();
  });

  it('given a delete refused because the record is still in use (409), should say so, once', async () => {
    server.use(http.get(testUrl('customer.delete'), inUse));
    const user = renderWithShellNotices(<CustomerList />);

    await user.click(await screen.findByRole('button', { name: 'Löschen' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Wache löschen?' })).getByRole('button', { name: 'Löschen' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Die Wache „Wache Nord“ konnte nicht gelöscht werden. Die Liste ist unverändert. Der Datensatz wird noch an anderer Stelle verwendet.',
    );
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByText(SHELL_NOTICE)).not.toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Wache Nord' })).toBeInTheDocument();
  });
});
