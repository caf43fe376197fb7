import type { Beacon, BeaconUpdate, Gateway, GatewayUpdate } from '@rescue-admin/api-contract';
import { dispatchEventsOutsideAct, renderFeature, type RenderFeatureOptions } from '@rescue-admin/crud-kit/testing';
import { createTestQueryClient, createTestServer, testUrl } from '@rescue-admin/data-access/testing';
import { aBeacon, aCustomer, aGateway } from '@rescue-admin/api-contract/testing';
import { createTestI18n } from '@rescue-admin/i18n/testing';
import { composeStories } from '@storybook/react-vite';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { assetsFeature } from '../index';
import { beaconApi } from './api';
import * as stories from './assets-page.stories';

const { Default: DefaultStory, EditBeacon: EditBeaconStory } = composeStories(stories);

const server = createTestServer();
beforeAll(() => server.listen());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

let beacons: Beacon[];
let gateways: Gateway[];
beforeEach(() => {
  beacons = [
    aBeacon({ uid: 'beacon-hlf', name: 'Beacon HLF 20/1', model: 'Smart Beacon SB16-2', customerUid: 'fw-musterstadt', lastUpdated: minutesAgo(3 * 60), lastSynced: minutesAgo(5) }),
    aBeacon({ uid: 'beacon-rtw', name: 'Beacon RTW 1', model: 'Minew E8', customerUid: 'rd-musterland', lastUpdated: minutesAgo(30), lastSynced: null }),
  ];
  gateways = [aGateway({ uid: 'gateway-wache', name: 'Gateway Hauptwache', customerUid: 'fw-musterstadt', lastUpdated: minutesAgo(2 * 60), lastSynced: minutesAgo(10) })];
  // List handlers answer with the current server state, so a refetch shows changes.
  server.use(
    http.get(testUrl('beacon.all'), () => HttpResponse.json(beacons)),
    http.get(testUrl('gateway.all'), () => HttpResponse.json(gateways)),
    http.get(testUrl('customer.all'), () =>
      HttpResponse.json([
        aCustomer({ uid: 'fw-musterstadt', name: 'Feuerwehr Musterstadt', kennung: 'FW-MS' }),
        aCustomer({ uid: 'rd-musterland', name: 'Rettungsdienst Kreis Musterland', kennung: 'RD-ML' }),
      ]),
    ),
  );
});

const open = (url = '/assets', options?: RenderFeatureOptions) => renderFeature(assetsFeature, url, options);
const beaconTable = () => screen.findByRole('table', { name: 'Beacons' });
const gatewayTable = () => screen.findByRole('table', { name: 'Gateways' });
/** The section under the h2 (its table's scroll area is a region of the same name, too). */
const section = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('section') as HTMLElement;
const rowOf = async (name: string) => (await screen.findByRole('cell', { name })).closest('tr') as HTMLElement;

/** A promise the test settles, to look at the screen while a request is still running. */
function deferred() {
  let release: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

async function choose(user: UserEvent, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('assets screen', () => {
  describe('given beacons and gateways exist', () => {
    it('should show a beacon table and a gateway table with customer names and relative times', async () => {
      await open();

      expect(screen.getByRole('heading', { level: 1, name: 'Assets' })).toBeInTheDocument();
      expect(await screen.findByRole('heading', { level: 2, name: 'Beacons' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'Gateways' })).toBeInTheDocument();

      const beacon = await rowOf('Beacon HLF 20/1');
      expect(within(beacon).getByRole('cell', { name: 'Smart Beacon SB16-2' })).toBeInTheDocument();
      await waitFor(() => expect(within(beacon).getByRole('cell', { name: 'Feuerwehr Musterstadt' })).toBeInTheDocument());
      expect(within(beacon).getByText('vor 3 Stunden')).toBeInTheDocument();
      expect(within(beacon).getByText('vor 5 Minuten')).toBeInTheDocument();
      const neverSynced = await rowOf('Beacon RTW 1');
      expect(within(neverSynced).getByRole('cell', { name: 'Rettungsdienst Kreis Musterland' })).toBeInTheDocument();
      expect(within(neverSynced).getByRole('cell', { name: 'Noch nie' })).toBeInTheDocument();

      const gateway = within(await gatewayTable()).getByRole('cell', { name: 'Gateway Hauptwache' }).closest('tr') as HTMLElement;
      expect(within(gateway).getByRole('cell', { name: 'Feuerwehr Musterstadt' })).toBeInTheDocument();
      expect(within(gateway).getByText('vor 2 Stunden')).toBeInTheDocument();
      expect(within(gateway).getByText('vor 10 Minuten')).toBeInTheDocument();
      expect(within(await beaconTable()).queryByRole('cell', { name: 'Gateway Hauptwache' })).not.toBeInTheDocument();
    });

    it('should keep each section’s search in the URL, independently of the other', async () => {
      const { user, currentUrl, unmount } = await open();
      await rowOf('Beacon RTW 1');

      await user.type(screen.getByRole('searchbox', { name: 'Beacons durchsuchen' }), 'rtw');

      expect(currentUrl()).toBe('/assets?beaconQ=rtw');
      expect(screen.queryByRole('cell', { name: 'Beacon HLF 20/1' })).not.toBeInTheDocument();
      expect(within(await gatewayTable()).getByRole('cell', { name: 'Gateway Hauptwache' })).toBeInTheDocument();
      unmount();

      await open('/assets?beaconQ=rtw');
      expect(await screen.findByRole('cell', { name: 'Beacon RTW 1' })).toBeInTheDocument();
      expect(screen.queryByRole('cell', { name: 'Beacon HLF 20/1' })).not.toBeInTheDocument();
      expect(screen.getByRole('searchbox', { name: 'Gateways durchsuchen' })).toHaveValue('');
    });

    it('given fast typing should keep every letter of a section’s search, and "back" should restore the one before', async () => {
      // Events as a browser dispatches them: the router's URL transition may still run at the next key.
      const restoreEvents = dispatchEventsOutsideAct();
      try {
        const { user, history, currentUrl } = await open('/assets?gatewayQ=wache');
        await rowOf('Beacon RTW 1');
        await act(() => history.push('/assets?gatewayQ=haupt'));
        const search = screen.getByRole('searchbox', { name: 'Beacons durchsuchen' });

        await user.type(search, 'beacon rtw');

        expect(search).toHaveValue('beacon rtw');
        await waitFor(() => expect(currentUrl()).toBe('/assets?gatewayQ=haupt&beaconQ=beacon+rtw'));
        expect(screen.getByRole('searchbox', { name: 'Gateways durchsuchen' })).toHaveValue('haupt');

        await act(() => history.go(-1));

        expect(currentUrl()).toBe('/assets?gatewayQ=wache');
        expect(screen.getByRole('searchbox', { name: 'Beacons durchsuchen' })).toHaveValue('');
        expect(screen.getByRole('searchbox', { name: 'Gateways durchsuchen' })).toHaveValue('wache');
      } finally {
        restoreEvents();
      }
    });
  });

  describe('given the gateways arrive after the beacons', () => {
    it('should show one loading state until both are here, so the gateway section does not move down', async () => {
      const gatewaysHeld = deferred();
      const queryClient = createTestQueryClient();
      server.use(
        http.get(testUrl('beacon.all'), () => HttpResponse.json(beacons)),
        http.get(testUrl('gateway.all'), async () => {
          await gatewaysHeld.promise;
          return HttpResponse.json(gateways);
        }),
      );
      await open('/assets', { dataAccess: { queryClient } });
      // The beacons are read and handed to the screen (the gateways' answer is held).
      await waitFor(() => expect(queryClient.getQueryState(beaconApi.queries.list().queryKey)?.status).toBe('success'));

      expect(screen.getByRole('status')).toBeInTheDocument();
      expect(screen.queryByRole('table', { name: 'Beacons' })).not.toBeInTheDocument();
      expect(screen.queryByRole('heading', { level: 2, name: 'Gateways' })).not.toBeInTheDocument();

      gatewaysHeld.release();
      expect(within(await beaconTable()).getByRole('cell', { name: 'Beacon HLF 20/1' })).toBeInTheDocument();
      expect(within(await gatewayTable()).getByRole('cell', { name: 'Gateway Hauptwache' })).toBeInTheDocument();
    });
  });

  describe('given the beacons cannot be loaded', () => {
    it('should show an error with a retry in the beacon section and still show the gateways', async () => {
      let fail = true;
      server.use(http.get(testUrl('beacon.all'), () => (fail ? new HttpResponse(null, { status: 503 }) : HttpResponse.json(beacons))));
      const { user } = await open();
      await screen.findByRole('heading', { level: 2, name: 'Beacons' });

      const alert = await within(section('Beacons')).findByRole('alert');
      expect(alert).toHaveTextContent('Die Daten konnten nicht geladen werden.');
      expect(within(await gatewayTable()).getByRole('cell', { name: 'Gateway Hauptwache' })).toBeInTheDocument();
      fail = false;
      await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));

      expect(await screen.findByRole('cell', { name: 'Beacon HLF 20/1' })).toBeInTheDocument();
    });
  });

  describe('given there are no assets yet', () => {
    it('should say so in each section', async () => {
      beacons = [];
      gateways = [];
      await open();

      expect(await screen.findByText('Noch keine Beacons vorhanden. Synchronisieren Sie, um die Beacons abzurufen.')).toBeInTheDocument();
      expect(await screen.findByText('Noch keine Gateways vorhanden. Synchronisieren Sie, um die Gateways abzurufen.')).toBeInTheDocument();
    });
  });

  describe('when the administrator syncs the beacons', () => {
    it('should show progress on the button and then replace the table with the refreshed list', async () => {
      const answer = deferred();
      let syncCalls = 0;
      server.use(
        http.post(testUrl('beacon.sync'), async () => {
          syncCalls += 1;
          await answer.promise;
          const now = new Date();
          return HttpResponse.json([
            { ...beacons[0], lastSynced: now },
            aBeacon({ uid: 'beacon-neu', name: 'Beacon ELW 1', model: 'Minew E8', lastUpdated: now, lastSynced: now }),
          ]);
        }),
      );
      const { user } = await open();
      const row = await rowOf('Beacon HLF 20/1');
      expect(within(row).getByText('vor 5 Minuten')).toBeInTheDocument();

      const button = screen.getByRole('button', { name: 'Beacons synchronisieren' });
      await user.click(button);

      await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
      expect(button).toBeDisabled();
      answer.release();

      expect(await screen.findByText('Die Beacons wurden synchronisiert.')).toBeInTheDocument();
      await waitFor(() => expect(button).not.toBeDisabled());
      const refreshed = await rowOf('Beacon HLF 20/1');
      expect(within(refreshed).getByText('jetzt')).toBeInTheDocument();
      expect(screen.getByRole('cell', { name: 'Beacon ELW 1' })).toBeInTheDocument();
      expect(screen.queryByRole('cell', { name: 'Beacon RTW 1' })).not.toBeInTheDocument();
      expect(syncCalls).toBe(1);
    });

    it('given the sync fails should clear the list, say so in German and sync again on retry', async () => {
      let fail = true;
      server.use(
        http.post(testUrl('beacon.sync'), () => (fail ? new HttpResponse(null, { status: 502 }) : HttpResponse.json([{ ...beacons[1], lastSynced: new Date() }]))),
      );
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { user } = await open();
      await rowOf('Beacon HLF 20/1');

      await user.click(screen.getByRole('button', { name: 'Beacons synchronisieren' }));

      const alert = await within(section('Beacons')).findByRole('alert');
      expect(alert).toHaveTextContent('Die Beacons konnten nicht synchronisiert werden.');
      expect(alert).toHaveTextContent('Die bisher angezeigte Liste wurde geleert');
      expect(screen.queryByRole('cell', { name: 'Beacon HLF 20/1' })).not.toBeInTheDocument();
      expect(screen.queryByRole('table', { name: 'Beacons' })).not.toBeInTheDocument();
      expect(consoleError).toHaveBeenCalledWith('Beacons could not be synced', expect.anything());
      // The gateways are untouched.
      expect(within(await gatewayTable()).getByRole('cell', { name: 'Gateway Hauptwache' })).toBeInTheDocument();

      fail = false;
      await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));

      const row = await rowOf('Beacon RTW 1');
      expect(within(row).getByText('jetzt')).toBeInTheDocument();
      expect(within(section('Beacons')).queryByRole('alert')).not.toBeInTheDocument();
    });
  });

  describe('when the administrator syncs the gateways', () => {
    it('should replace the gateway table and leave the beacons as they are', async () => {
      server.use(http.post(testUrl('gateway.sync'), () => HttpResponse.json([{ ...gateways[0], lastSynced: new Date() }])));
      const { user } = await open();
      await rowOf('Gateway Hauptwache');

      await user.click(screen.getByRole('button', { name: 'Gateways synchronisieren' }));

      expect(await screen.findByText('Die Gateways wurden synchronisiert.')).toBeInTheDocument();
      const row = within(await gatewayTable()).getByRole('cell', { name: 'Gateway Hauptwache' }).closest('tr') as HTMLElement;
      await waitFor(() => expect(within(row).getByText('jetzt')).toBeInTheDocument());
      expect(within(await rowOf('Beacon HLF 20/1')).getByText('vor 5 Minuten')).toBeInTheDocument();
    });

    it('given the sync fails should clear only the gateway list and say so', async () => {
      server.use(http.post(testUrl('gateway.sync'), () => new HttpResponse(null, { status: 500 })));
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { user } = await open();
      await rowOf('Gateway Hauptwache');

      await user.click(screen.getByRole('button', { name: 'Gateways synchronisieren' }));

      expect(await within(section('Gateways')).findByRole('alert')).toHaveTextContent('Die Gateways konnten nicht synchronisiert werden.');
      expect(screen.queryByRole('cell', { name: 'Gateway Hauptwache' })).not.toBeInTheDocument();
      expect(screen.getByRole('cell', { name: 'Beacon HLF 20/1' })).toBeInTheDocument();
    });
  });

  describe('when the API refuses (403)', () => {
    const refused = () => HttpResponse.json({ statusCode: 403, error: 'Forbidden', message: 'Refused', code: 'forbidden' }, { status: 403 });

    it('should show the no-permission notice in both sections, with neither a retry nor a sync button', async () => {
      server.use(http.get(testUrl('beacon.all'), refused), http.get(testUrl('gateway.all'), refused), http.get(testUrl('customer.all'), refused));
      await open();
      await screen.findByRole('heading', { level: 2, name: 'Beacons' });

      for (const name of ['Beacons', 'Gateways']) {
        expect(await within(section(name)).findByText('Dafür fehlt Ihnen die Berechtigung.')).toBeInTheDocument();
        expect(within(section(name)).queryByRole('table')).not.toBeInTheDocument();
      }
      expect(screen.queryByRole('button', { name: 'Erneut versuchen' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /synchronisieren$/ })).not.toBeInTheDocument();
    });

    it('given a refused sync should say why in that section, offer no retry and free the button', async () => {
      server.use(http.post(testUrl('gateway.sync'), refused));
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { user } = await open();
      await rowOf('Gateway Hauptwache');

      await user.click(screen.getByRole('button', { name: 'Gateways synchronisieren' }));

      const alert = await within(section('Gateways')).findByRole('alert');
      expect(alert).toHaveTextContent('Die Gateways konnten nicht synchronisiert werden.');
      expect(alert).toHaveTextContent('Dafür fehlt Ihnen die Berechtigung.');
      expect(within(alert).queryByRole('button', { name: 'Erneut versuchen' })).not.toBeInTheDocument();
      // The beacon section is untouched and its button usable.
      expect(within(await beaconTable()).getByRole('cell', { name: 'Beacon HLF 20/1' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Beacons synchronisieren' })).toBeEnabled();
    });
  });

  describe('given a customer whose name looks like a date (revived into a Date by the HTTP layer)', () => {
    beforeEach(() => {
      beacons = [{ ...beacons[0], customerUid: 'alt' }];
      server.use(
        http.get(testUrl('customer.all'), () =>
          HttpResponse.json([aCustomer({ uid: 'alt', name: '2026-01-01T00:00Z', kennung: 'ALT-1' }), aCustomer({ uid: 'fw-musterstadt', name: 'Feuerwehr Musterstadt', kennung: 'FW-MS' })]),
        ),
      );
    });

    it('should show it as its ISO text in the section and in the form’s dropdown', async () => {
      const { user } = await open();

      const row = await rowOf('Beacon HLF 20/1');
      expect(await within(row).findByRole('cell', { name: '2026-01-01T00:00:00.000Z' })).toBeInTheDocument();
      await user.click(within(row).getByRole('cell', { name: 'Beacon HLF 20/1' }));

      expect(await screen.findByRole('combobox', { name: /^Kunde/ })).toHaveValue('2026-01-01T00:00:00.000Z (ALT-1)');
      await user.click(screen.getByRole('combobox', { name: /^Kunde/ }));
      expect(screen.getByRole('option', { name: 'Feuerwehr Musterstadt (FW-MS)' })).toBeInTheDocument();
    });
  });

  describe('when the administrator edits a beacon', () => {
    it('should send name and customer with the beacon’s uid and model through the update call and show the change', async () => {
      let sent: BeaconUpdate | undefined;
      const readAt = beacons[0].lastUpdated.toISOString();
      server.use(
        http.post(testUrl('beacon.update'), async ({ request }) => {
          sent = (await request.json()) as BeaconUpdate;
          beacons = beacons.map((b) => (b.uid === sent?.uid ? { ...b, ...sent } : b));
          return HttpResponse.json(beacons.find((b) => b.uid === sent?.uid));
        }),
      );
      const { user, currentUrl } = await open('/assets?beaconQ=hlf');

      await user.click(await screen.findByRole('cell', { name: 'Beacon HLF 20/1' }));
      expect(currentUrl()).toBe('/assets?beaconQ=hlf&beacon=beacon-hlf');
      expect(screen.getByRole('heading', { level: 2, name: '„Beacon HLF 20/1“ bearbeiten' })).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Modell' })).toHaveAttribute('readonly');
      const name = screen.getByRole('textbox', { name: /^Name/ });
      await user.clear(name);
      await user.type(name, 'Beacon HLF 20/2');
      await choose(user, /^Kunde/, 'Rettungsdienst Kreis Musterland (RD-ML)');
      await user.click(screen.getByRole('button', { name: 'Speichern' }));

      expect(await screen.findByText('Die Änderungen an „Beacon HLF 20/2“ wurden gespeichert.')).toBeInTheDocument();
      expect(sent).toEqual({
        uid: 'beacon-hlf',
        name: 'Beacon HLF 20/2',
        model: 'Smart Beacon SB16-2',
        customerUid: 'rd-musterland',
        lastUpdated: readAt,
      });
      expect(currentUrl()).toBe('/assets?beaconQ=hlf');
      const row = await rowOf('Beacon HLF 20/2');
      expect(within(row).getByRole('cell', { name: 'Rettungsdienst Kreis Musterland' })).toBeInTheDocument();
    });

    it('should require a name and send nothing without one', async () => {
      const { user } = await open('/assets?beacon=beacon-hlf');

      const name = await screen.findByRole('textbox', { name: /^Name/ });
      expect(name).toBeRequired();
      await user.clear(name);
      await user.click(screen.getByRole('button', { name: 'Speichern' }));

      expect(name).toBeInvalid();
      expect(name).toHaveAccessibleDescription('Pflichtfeld');
      // No handler for beacon.update exists: a request would fail the test.
    });

    it('given the server rejects the customer should show it on that field and keep the input', async () => {
      server.use(
        http.post(testUrl('beacon.update'), () =>
          HttpResponse.json({ statusCode: 404, error: 'Not Found', message: 'Unknown customer', fieldErrors: { customerUid: 'not_found' } }, { status: 404 }),
        ),
      );
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { user, currentUrl } = await open('/assets?beacon=beacon-hlf');

      await user.type(await screen.findByRole('textbox', { name: /^Name/ }), ' neu');
      await user.click(screen.getByRole('button', { name: 'Speichern' }));

      await waitFor(() => expect(screen.getByRole('combobox', { name: /^Kunde/ })).toHaveAccessibleDescription('Nicht gefunden'));
      expect(screen.getByRole('alert')).toHaveTextContent('Die Änderungen konnten nicht gespeichert werden. Bitte prüfen Sie die markierten Felder.');
      expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Beacon HLF 20/1 neu');
      expect(currentUrl()).toBe('/assets?beacon=beacon-hlf');
    });
  });

  describe('when the administrator edits a gateway', () => {
    it('should send name and customer with the gateway’s uid through the update call', async () => {
      let sent: GatewayUpdate | undefined;
      const readAt = gateways[0].lastUpdated.toISOString();
      server.use(
        http.post(testUrl('gateway.update'), async ({ request }) => {
          sent = (await request.json()) as GatewayUpdate;
          gateways = gateways.map((g) => (g.uid === sent?.uid ? { ...g, ...sent } : g));
          return HttpResponse.json(gateways[0]);
        }),
      );
      const { user } = await open();

      await user.click(within(await rowOf('Gateway Hauptwache')).getByRole('button', { name: 'Bearbeiten' }));
      const name = screen.getByRole('textbox', { name: /^Name/ });
      await user.clear(name);
      await user.type(name, 'Gateway Wache Süd');
      await user.click(screen.getByRole('button', { name: 'Speichern' }));

      expect(await screen.findByText('Die Änderungen an „Gateway Wache Süd“ wurden gespeichert.')).toBeInTheDocument();
      expect(sent).toEqual({ uid: 'gateway-wache', name: 'Gateway Wache Süd', customerUid: 'fw-musterstadt', lastUpdated: readAt });
      expect(await screen.findByRole('cell', { name: 'Gateway Wache Süd' })).toBeInTheDocument();
    });

    it('given the update fails should say so, keep the input and leave the list unchanged', async () => {
      server.use(http.post(testUrl('gateway.update'), () => new HttpResponse(null, { status: 500 })));
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { user } = await open('/assets?gateway=gateway-wache');

      const name = await screen.findByRole('textbox', { name: /^Name/ });
      await user.clear(name);
      await user.type(name, 'Gateway Umbenannt');
      await user.click(screen.getByRole('button', { name: 'Speichern' }));

      expect(await screen.findByRole('alert')).toHaveTextContent('Die Änderungen konnten nicht gespeichert werden.');
      expect(name).toHaveValue('Gateway Umbenannt');
      expect(consoleError).toHaveBeenCalledWith('Gateway could not be updated', expect.anything());

      await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
      expect(await screen.findByRole('cell', { name: 'Gateway Hauptwache' })).toBeInTheDocument();
      expect(screen.queryByRole('cell', { name: 'Gateway Umbenannt' })).not.toBeInTheDocument();
    });

    it('given an unknown uid in the URL should say the record was not found', async () => {
      const { user, currentUrl } = await open('/assets?gateway=gibt-es-nicht');

      expect(await screen.findByText(/Der Datensatz wurde nicht gefunden/)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Zurück' }));
      expect(currentUrl()).toBe('/assets');
    });
  });

  describe('given the stories (no API behind them)', () => {
    it('Default should show the seeded beacons and gateways without a request', async () => {
      render(<DefaultStory />);

      expect(await screen.findByRole('cell', { name: 'Beacon DLK 23/12' })).toBeInTheDocument();
      expect(screen.getByRole('cell', { name: 'Gateway Rettungswache Nord' })).toBeInTheDocument();
    });

    it('EditBeacon should show the form filled in', async () => {
      render(<EditBeaconStory />);

      expect(await screen.findByRole('textbox', { name: /^Name/ })).toHaveValue('Beacon DLK 23/12');
    });
  });

  describe('given the shell builds the menu', () => {
    it('should find the German menu title in the feature namespace', () => {
      expect(createTestI18n().t('menu.title', { ns: assetsFeature.namespace })).toBe('Assets');
    });
  });
});
