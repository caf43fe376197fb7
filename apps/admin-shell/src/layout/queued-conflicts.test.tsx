/**
 * Issue 41 in the shell: a change that waited for the connection and was refused, once sent,
 * because a colleague changed the record meanwhile stays below the header until the user
 * chooses — saved anyway on the current version, or discarded — and raises no passing notice.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MutationObserver, onlineManager, type QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HYDRANTS } from '@rescue-admin/api-contract';
import { aHydrant } from '@rescue-admin/api-contract/testing';
import { createEntity } from '@rescue-admin/data-access';
import { TestDataAccessProvider, createTestServer, testUrl } from '@rescue-admin/data-access/testing';
import { I18nTestProvider, createTestI18n } from '@rescue-admin/i18n/testing';
import { OfflineData, memoryStores } from '@rescue-admin/offline';
import { notify } from '@rescue-admin/ui-kit';
import { FEATURES } from '../app/features';
import { createShellQueryClient } from '../app/notices';
import { QueuedConflicts } from './queued-conflicts';

const hydrantApi = createEntity(HYDRANTS);
const { createDate: _created, ...hydrant } = aHydrant({ uid: 'h-1', name: 'H-001 Mühlenweg', lastUpdate: new Date('2026-11-26T13:32:00.000Z') });
const CHANGED_AT = '2026-11-27T08:15:00.000Z';
const i18n = createTestI18n();

const server = createTestServer();
beforeAll(() => server.listen());
afterEach(() => {
  vi.restoreAllMocks();
  queryClient.getMutationCache().clear();
  server.resetHandlers();
  act(() => onlineManager.setOnline(true));
});
afterAll(() => server.close());

let sent: { hydrant: Record<string, unknown> }[];
let notifyError: ReturnType<typeof vi.spyOn>;
let queryClient: QueryClient;
beforeEach(() => {
  sent = [];
  queryClient = createShellQueryClient(i18n);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  notifyError = vi.spyOn(notify, 'error');
  server.use(
    http.post(testUrl('hydrant.update'), async ({ request }) => {
      const body = (await request.json()) as { hydrant: Record<string, unknown> };
      sent.push(body);
      if (body.hydrant.lastUpdate === CHANGED_AT) return HttpResponse.json({ ...body.hydrant, lastUpdate: '2026-11-27T09:00:00.000Z' });
      return HttpResponse.json(
        {
          statusCode: 409,
          error: 'Conflict',
          code: 'stale',
          message: 'Der Eintrag wurde inzwischen geändert.',
          changedBy: { uid: 'max', name: 'Max Muster', at: CHANGED_AT },
          current: { ...hydrant, name: 'H-001 von Max', lastUpdate: CHANGED_AT },
        },
        { status: 409 },
      );
    }),
  );
});

/** The header's conflicts beside a screen that saved the hydrant offline and was then left. */
async function changeWaitedAndWasRefused() {
  render(
    <I18nTestProvider i18n={i18n}>
      <TestDataAccessProvider queryClient={queryClient}>
        <OfflineData stores={memoryStores()}>
          <QueuedConflicts features={FEATURES} />
        </OfflineData>
      </TestDataAccessProvider>
    </I18nTestProvider>,
  );
  await waitFor(() => expect(queryClient.isMutating()).toBe(0));
  act(() => onlineManager.setOnline(false));
  act(() => void new MutationObserver(queryClient, hydrantApi.writeOptions('update')).mutate({ ...hydrant, name: 'H-001 Neu' }).catch(() => undefined));
  act(() => onlineManager.setOnline(true));
  return screen.findByRole('alert');
}

describe('a change that waited and was refused as stale', () => {
  it('should say whose change it met and what was not saved, with no notice beside it', async () => {
    const alert = await changeWaitedAndWasRefused();
    expect(alert).toHaveTextContent('Änderung nicht gespeichert');
    expect(alert).toHaveTextContent('Hydrantenverwaltung: „H-001 Neu“ wurde inzwischen von Max Muster geändert. Ihre Änderung (geändert) hat deshalb auf die Verbindung gewartet und wurde nicht gespeichert.');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('given „Trotzdem speichern“, should send the change on the current version and close', async () => {
    await changeWaitedAndWasRefused();
    await userEvent.click(screen.getByRole('button', { name: 'Ihre Änderung an „H-001 Neu“ trotzdem speichern' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(sent.map(({ hydrant: sentHydrant }) => [sentHydrant.name, sentHydrant.lastUpdate])).toEqual([
      ['H-001 Neu', '2026-11-26T13:32:00.000Z'],
      ['H-001 Neu', CHANGED_AT],
    ]);
  });

  it('given „Verwerfen“, should send nothing more and close', async () => {
    await changeWaitedAndWasRefused();
    await userEvent.click(screen.getByRole('button', { name: 'Ihre Änderung an „H-001 Neu“ verwerfen' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(sent).toHaveLength(1);
  });
});
