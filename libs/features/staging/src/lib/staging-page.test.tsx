import type { StagingRoom, StagingRoomCreate, StagingRoomUpdate } from '@rescue-admin/api-contract';
import { renderFeature } from '@rescue-admin/crud-kit/testing';
import { createTestServer, testUrl } from '@rescue-admin/data-access/testing';
import { aCustomer, aGeocodingResult, anAddress, aStagingRoom } from '@rescue-admin/api-contract/testing';
import { createTestI18n } from '@rescue-admin/i18n/testing';
import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stagingFeature } from '../index';
import * as stories from './staging-page.stories';

const { Default: DefaultStory } = composeStories(stories);

const server = createTestServer();
beforeAll(() => server.listen());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const customers = [aCustomer({ uid: 'fw-musterstadt', name: 'Feuerwehr Musterstadt', kennung: 'FW-MS' })];
let rooms: StagingRoom[];
beforeEach(() => {
  rooms = [
    aStagingRoom({ uid: 'sportplatz', name: 'Bereitstellungsraum Sportplatz', rangeAutoerfassung: 150, lat: 53.5511, lon: 9.9937 }),
    aStagingRoom({ uid: 'messe', name: 'Messeparkplatz Nord', address: anAddress({ street: 'Messeallee', number: '1' }) }),
  ];
  server.use(
    http.get(testUrl('staging.all'), () => HttpResponse.json(rooms)),
    http.get(testUrl('customer.all'), () => HttpResponse.json(customers)),
  );
});

const open = (url = '/staging') => renderFeature(stagingFeature, url);
const rowOf = async (name: string) => (await screen.findByRole('cell', { name })).closest('tr') as HTMLElement;
const field = (label: RegExp) => screen.getByRole('textbox', { name: label });
const number = (label: RegExp) => screen.getByRole('spinbutton', { name: label });

async function fillAddress(user: UserEvent) {
  await user.type(field(/^Straße/), 'Am Sportplatz');
  await user.type(field(/^Hausnummer/), '3');
  await user.type(field(/^PLZ/), '12345');
  await user.type(field(/^Ort/), 'Musterstadt');
}

describe('staging rooms screen', () => {
  it('should list rooms with customer name, range, German coordinates and relative change time', async () => {
    await open();

    const row = await rowOf('Bereitstellungsraum Sportplatz');
    expect(await within(row).findByRole('cell', { name: 'Feuerwehr Musterstadt' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '150' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '53,5511 / 9,9937' })).toBeInTheDocument();
    // The fixture's lastUpdate (2026-03-14): relative wording, exact date-time as tooltip.
    expect(within(row).getByTitle(/^14\.03\.2026, \d{2}:30$/)).toHaveTextContent(/^(vor|in|letzte|nächste|gestern|morgen|heute)/);
  });

  it('should keep the search in the URL', async () => {
    const { user, currentUrl } = await open();
    await rowOf('Messeparkplatz Nord');

    await user.type(screen.getByRole('searchbox', { name: 'Suchen' }), 'messe');

    expect(currentUrl()).toBe('/staging?q=messe');
    expect(screen.queryByRole('cell', { name: 'Bereitstellungsraum Sportplatz' })).not.toBeInTheDocument();
  });

  describe('when the administrator creates a staging room', () => {
    it('should fill the coordinates from geocoding and send the room with the defaults', async () => {
      let search: string | null = null;
      let sent: StagingRoomCreate | undefined;
      server.use(
        http.get(testUrl('geocoding.search'), ({ request }) => {
          search = new URL(request.url).searchParams.get('search');
          return HttpResponse.json(aGeocodingResult({ lat: 53.55, lon: 10.01, label: 'Am Sportplatz 3, 12345 Musterstadt' }));
        }),
        http.post(testUrl('staging.create'), async ({ request }) => {
          sent = (await request.json()) as StagingRoomCreate;
          rooms = [...rooms, aStagingRoom({ uid: 'neu', ...sent })];
          return HttpResponse.json('neu');
        }),
      );
      const { user, currentUrl } = await open('/staging?form=new');

      expect(await screen.findByRole('combobox', { name: /^Status/ })).toHaveValue('Aktiv');
      expect(number(/^Reichweite Autoerfassung/)).toHaveValue(0);
      await user.type(field(/^Name/), 'Schulhof Süd');
      await user.click(screen.getByRole('combobox', { name: /^Kunde/ }));
      await user.click(await screen.findByRole('option', { name: 'Feuerwehr Musterstadt (FW-MS)' }));
      await fillAddress(user);
      await user.click(screen.getByRole('button', { name: 'Koordinaten ermitteln' }));

      await waitFor(() => expect(number(/^Breitengrad/)).toHaveValue(53.55));
      expect(number(/^Längengrad/)).toHaveValue(10.01);
      expect(search).toBe('Am Sportplatz 3, 12345 Musterstadt');
      await user.click(screen.getByRole('button', { name: 'Speichern' }));

      expect(await screen.findByText('Der Bereitstellungsraum „Schulhof Süd“ wurde angelegt.')).toBeInTheDocument();
      expect(sent).toEqual({
        name: 'Schulhof Süd',
        status: 'ACTIVE',
        customerUid: 'fw-musterstadt',
        rangeAutoerfassung: 0,
        address: { street: 'Am Sportplatz', number: '3', zip: '12345', city: 'Musterstadt', additionalInfo: '' },
        lat: 53.55,
        lon: 10.01,
      });
      expect(currentUrl()).toBe('/staging');
      expect(await screen.findByRole('cell', { name: 'Schulhof Süd' })).toBeInTheDocument();
    });

    it('given geocoding finds nothing should say so and let the administrator type the coordinates', async () => {
      server.use(http.get(testUrl('geocoding.search'), () => HttpResponse.json({ statusCode: 404, error: 'Not Found', message: 'No match' }, { status: 404 })));
      const { user } = await open('/staging?form=new');
      await screen.findByRole('textbox', { name: /^Name/ });
      await fillAddress(user);

      await user.click(screen.getByRole('button', { name: 'Koordinaten ermitteln' }));

      expect(await screen.findByRole('alert')).toHaveTextContent('Für diese Adresse konnten keine Koordinaten ermittelt werden.');
      const lat = number(/^Breitengrad/);
      await user.clear(lat);
      await user.type(lat, '53.6');
      expect(lat).toHaveValue(53.6);
    });

    it('given geocoding is refused should say that, not that the address is unknown', async () => {
      server.use(
        http.get(testUrl('geocoding.search'), () => HttpResponse.json({ statusCode: 403, error: 'Forbidden', message: 'Refused', code: 'forbidden' }, { status: 403 })),
      );
      const { user } = await open('/staging?form=new');
      await screen.findByRole('textbox', { name: /^Name/ });
      await fillAddress(user);

      await user.click(screen.getByRole('button', { name: 'Koordinaten ermitteln' }));

      expect(await screen.findByRole('alert')).toHaveTextContent('Dafür fehlt Ihnen die Berechtigung.');
      expect(field(/^Straße/)).toHaveValue('Am Sportplatz');
    });

    it('should check the address before looking it up', async () => {
      const { user } = await open('/staging?form=new');

      await user.click(await screen.findByRole('button', { name: 'Koordinaten ermitteln' }));

      // No geocoding handler exists: a request would fail the test.
      expect(field(/^Straße/)).toHaveAccessibleDescription('Pflichtfeld');
      expect(field(/^Ort/)).toHaveAccessibleDescription('Pflichtfeld');
    });

    it('should require name, customer, address and coordinates, and check the coordinate ranges', async () => {
      const { user } = await open('/staging?form=new');
      const range = await screen.findByRole('spinbutton', { name: /^Reichweite Autoerfassung/ });
      // The contract's rules on the inputs: a whole number ≥ 0 (not marked required, SPEC §5), decimal coordinates within range.
      expect(range).toHaveAttribute('min', '0');
      expect(range).toHaveAttribute('step', '1');
      expect(range).not.toBeRequired();
      expect(screen.getByRole('spinbutton', { name: /^Längengrad/ })).toHaveAttribute('min', '-180');
      expect(screen.getByRole('spinbutton', { name: /^Längengrad/ })).toHaveAttribute('step', 'any');
      expect(screen.getByRole('spinbutton', { name: /^Längengrad/ })).toBeRequired();
      await user.clear(await screen.findByRole('spinbutton', { name: /^Breitengrad/ }));
      await user.click(screen.getByRole('button', { name: 'Speichern' }));

      expect(field(/^Name/)).toHaveAccessibleDescription('Pflichtfeld');
      expect(screen.getByRole('combobox', { name: /^Kunde/ })).toHaveAccessibleDescription('Pflichtfeld');
      expect(field(/^Straße/)).toHaveAccessibleDescription('Pflichtfeld');
      // An emptied number says what it expects.
      expect(number(/^Breitengrad/)).toHaveAccessibleDescription('Bitte einen Wert zwischen -90 und 90 eingeben.');

      await user.type(number(/^Breitengrad/), '91');
      await user.clear(number(/^Längengrad/));
      await user.type(number(/^Längengrad/), '-181');
      expect(number(/^Breitengrad/)).toHaveAccessibleDescription('Bitte einen Wert zwischen -90 und 90 eingeben.');
      expect(number(/^Längengrad/)).toHaveAccessibleDescription('Bitte einen Wert zwischen -180 und 180 eingeben.');
    });

    it('given the server rejects a field should show it there and keep the input', async () => {
      server.use(
        http.post(testUrl('staging.create'), () =>
          HttpResponse.json({ statusCode: 400, error: 'Bad Request', message: 'Validation failed', fieldErrors: { 'address.zip': 'invalid_format' } }, { status: 400 }),
        ),
      );
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { user } = await open('/staging?form=new');
      await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Schulhof Süd');
      await user.click(screen.getByRole('combobox', { name: /^Kunde/ }));
      await user.click(await screen.findByRole('option', { name: 'Feuerwehr Musterstadt (FW-MS)' }));
      await fillAddress(user);
      await user.click(screen.getByRole('button', { name: 'Speichern' }));

      await waitFor(() => expect(field(/^PLZ/)).toHaveAccessibleDescription('Ungültiges Format'));
      expect(field(/^Name/)).toHaveValue('Schulhof Süd');
      expect(screen.getByRole('alert')).toHaveTextContent('Bitte prüfen Sie die markierten Felder.');
    });
  });

  describe('when the administrator edits a staging room', () => {
    it('should send the room with its uid and show the change', async () => {
      let sent: StagingRoomUpdate | undefined;
      server.use(
        http.post(testUrl('staging.update'), async ({ request }) => {
          sent = (await request.json()) as StagingRoomUpdate;
          rooms = rooms.map((r) => (r.uid === sent?.uid ? { ...r, ...sent } : r));
          return HttpResponse.json(sent);
        }),
      );
      const { user } = await open();

      await user.click(await screen.findByRole('cell', { name: 'Bereitstellungsraum Sportplatz' }));
      const range = number(/^Reichweite Autoerfassung/);
      await user.clear(range);
      await user.type(range, '250');
      await user.click(screen.getByRole('button', { name: 'Speichern' }));

      expect(await screen.findByText('Die Änderungen am Bereitstellungsraum „Bereitstellungsraum Sportplatz“ wurden gespeichert.')).toBeInTheDocument();
      expect(sent).toMatchObject({ uid: 'sportplatz', rangeAutoerfassung: 250, lat: 53.5511, lon: 9.9937, status: 'ACTIVE' });
      expect(sent).not.toHaveProperty('createDate');
      await waitFor(async () => expect(within(await rowOf('Bereitstellungsraum Sportplatz')).getByRole('cell', { name: '250' })).toBeInTheDocument());
    });

    it('given the update fails should say so and leave the list unchanged', async () => {
      server.use(http.post(testUrl('staging.update'), () => new HttpResponse(null, { status: 503 })));
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { user } = await open('/staging?edit=messe');

      const name = await screen.findByRole('textbox', { name: /^Name/ });
      await user.clear(name);
      await user.type(name, 'Messe Süd');
      await user.click(screen.getByRole('button', { name: 'Speichern' }));

      expect(await screen.findByRole('alert')).toHaveTextContent('Die Änderungen am Bereitstellungsraum konnten nicht gespeichert werden.');
      expect(name).toHaveValue('Messe Süd');
      await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
      expect(await screen.findByRole('cell', { name: 'Messeparkplatz Nord' })).toBeInTheDocument();
      expect(screen.queryByRole('cell', { name: 'Messe Süd' })).not.toBeInTheDocument();
    });
  });

  describe('when the administrator deletes a staging room', () => {
    it('should ask naming the room and delete by stagingRoomUid once confirmed', async () => {
      let deletedUid: string | null = null;
      server.use(
        http.get(testUrl('staging.delete'), ({ request }) => {
          deletedUid = new URL(request.url).searchParams.get('stagingRoomUid');
          rooms = rooms.filter((r) => r.uid !== deletedUid);
          return HttpResponse.json(true);
        }),
      );
      const { user } = await open();

      await user.click(within(await rowOf('Messeparkplatz Nord')).getByRole('button', { name: 'Löschen' }));
      const dialog = screen.getByRole('alertdialog', { name: 'Bereitstellungsraum löschen?' });
      expect(dialog).toHaveTextContent('„Messeparkplatz Nord“');
      await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));

      expect(await screen.findByText('Der Bereitstellungsraum „Messeparkplatz Nord“ wurde gelöscht.')).toBeInTheDocument();
      expect(deletedUid).toBe('messe');
      await waitFor(() => expect(screen.queryByRole('cell', { name: 'Messeparkplatz Nord' })).not.toBeInTheDocument());
    });

    it('should delete nothing when cancelled', async () => {
      const { user } = await open();

      await user.click(within(await rowOf('Messeparkplatz Nord')).getByRole('button', { name: 'Löschen' }));
      await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Abbrechen' }));

      expect(screen.getByRole('cell', { name: 'Messeparkplatz Nord' })).toBeInTheDocument();
    });
  });

  it('the Default story should show the seeded rooms without a request', async () => {
    render(<DefaultStory />);

    expect(await screen.findByRole('cell', { name: 'Messeparkplatz Nord' })).toBeInTheDocument();
  });

  it('should have its German menu title', () => {
    expect(createTestI18n().t('menu.title', { ns: stagingFeature.namespace })).toBe('Bereitstellungsräume');
  });

  describe('given a customer whose name looks like a date (revived into a Date by the HTTP layer)', () => {
    beforeEach(() => {
      rooms = [{ ...rooms[0], customerUid: 'alt' }];
      server.use(
        http.get(testUrl('customer.all'), () => HttpResponse.json([...customers, aCustomer({ uid: 'alt', name: '2026-01-01T00:00Z', kennung: 'ALT-1' })])),
      );
    });

    it('should list it and offer it in the form by its ISO text instead of crashing', async () => {
      const { user } = await open();

      const row = await rowOf('Bereitstellungsraum Sportplatz');
      expect(await within(row).findByRole('cell', { name: '2026-01-01T00:00:00.000Z' })).toBeInTheDocument();
      await user.click(within(row).getByRole('button', { name: 'Bearbeiten' }));

      expect(await screen.findByRole('combobox', { name: /^Kunde/ })).toHaveValue('2026-01-01T00:00:00.000Z (ALT-1)');
      await user.click(screen.getByRole('combobox', { name: /^Kunde/ }));
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['2026-01-01T00:00:00.000Z (ALT-1)', 'Feuerwehr Musterstadt (FW-MS)']);
    });
  });
});
