import type { Hydrant, HydrantCreate, HydrantUpdate } from '@rescue-admin/api-contract';
import { renderFeature } from '@rescue-admin/crud-kit/testing';
import { createTestServer, testUrl } from '@rescue-admin/data-access/testing';
import { FIXTURE_DATE, aHydrant } from '@rescue-admin/api-contract/testing';
import { createTestI18n } from '@rescue-admin/i18n/testing';
import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { hydrantsFeature } from '../index';
import * as stories from './hydrants-page.stories';

const { Default: DefaultStory, Edit: EditStory, NotFound: NotFoundStory, MapView: MapViewStory, Import: ImportStory } = composeStories(stories);

// #region data-access-readme (shown in libs/shared/data-access/README.md, kept equal by tools-docs' test)
const server = createTestServer();
beforeAll(() => server.listen());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let hydrants: Hydrant[];
beforeEach(() => {
  hydrants = [
    aHydrant({ uid: 'hydrant-markt', name: 'Hydrant Marktplatz', description: 'Vor der Apotheke', durchmesser: 'MM_300', type: 'UEBERFLURHYDRANT', verteilerLeitung: 'RINGLEITUNG', lat: 51.0012, lon: 10.0034 }),
    aHydrant({ uid: 'hydrant-schule', name: 'Hydrant Schulstraße', description: '', durchmesser: 'MM_150', type: 'UNTERFLURHYDRANT', verteilerLeitung: 'STICHLEITUNG', lat: 51.0101, lon: 9.9912 }),
  ];
  // The list handler always answers with the current server state, so a refetch shows changes.
  server.use(http.get(testUrl('hydrant.all'), () => HttpResponse.json(hydrants)));
});

const open = (url = '/hydrant') => renderFeature(hydrantsFeature, url);
// #endregion
const table = (options?: { timeout: number }) => screen.findByRole('table', { name: 'Hydrantenverwaltung' }, options);
const rowOf = async (name: string) => (await screen.findByRole('cell', { name })).closest('tr') as HTMLElement;

async function choose(user: UserEvent, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fillNumber(user: UserEvent, label: RegExp, value: string) {
  const input = screen.getByRole('spinbutton', { name: label });
  await user.clear(input);
  await user.type(input, value);
}

describe('hydrants screens', () => {
  describe('given hydrants exist', () => {
    it('should list them with German labels for durchmesser, type and verteilerLeitung (coordinates only on phones)', async () => {
      await open();

      expect(screen.getByRole('heading', { level: 1, name: 'Hydrantenverwaltung' })).toBeInTheDocument();
      const row = await rowOf('Hydrant Marktplatz');
      for (const text of ['Vor der Apotheke', '300 mm', 'Überflurhydrant', 'Ringleitung']) {
        expect(within(row).getByRole('cell', { name: text })).toBeInTheDocument();
      }
      const other = await rowOf('Hydrant Schulstraße');
      for (const text of ['150 mm', 'Unterflurhydrant', 'Stichleitung']) {
        expect(within(other).getByRole('cell', { name: text })).toBeInTheDocument();
      }
      expect(screen.queryByText('UEBERFLURHYDRANT')).not.toBeInTheDocument();
      expect(screen.queryByRole('columnheader', { name: 'Breitengrad' })).not.toBeInTheDocument();
      expect(within(await table()).getAllByRole('row')).toHaveLength(3);
    });

    it('should keep the search in the URL, so a reload shows the same rows', async () => {
      const { user, currentUrl, unmount } = await open();
      await rowOf('Hydrant Schulstraße');

      await user.type(screen.getByRole('searchbox', { name: 'Suchen' }), 'schul');

      expect(currentUrl()).toBe('/hydrant?q=schul');
      expect(screen.queryByRole('cell', { name: 'Hydrant Marktplatz' })).not.toBeInTheDocument();
      unmount();

      await open('/hydrant?q=schul');
      expect(await screen.findByRole('cell', { name: 'Hydrant Schulstraße' })).toBeInTheDocument();
      expect(screen.getByRole('searchbox', { name: 'Suchen' })).toHaveValue('schul');
      expect(screen.queryByRole('cell', { name: 'Hydrant Marktplatz' })).not.toBeInTheDocument();
    });
  });

  describe('given 10,000 hydrants from the API', () => {
    it('should render only a window of rows and still search all of them', async () => {
      hydrants = Array.from({ length: 10_000 }, (_, i) =>
        aHydrant({ uid: `h-${i}`, name: `Hydrant ${String(i).padStart(5, '0')}`, description: i === 7321 ? 'Am Löschteich' : '' }),
      );
      const { user } = await open();

      const list = await table({ timeout: 20_000 });
      // The table tells assistive technology the full size while it renders only what fits.
      await waitFor(() => expect(list).toHaveAttribute('aria-rowcount', '10001'));
      expect(within(list).getAllByRole('row').length).toBeLessThan(200);

      await user.type(screen.getByRole('searchbox', { name: 'Suchen' }), 'loeschteich');

      expect(await screen.findByRole('cell', { name: 'Hydrant 07321' })).toBeInTheDocument();
      expect(within(list).getAllByRole('row')).toHaveLength(2);
      // jsdom has no layout and shares two cores with other work: generous, not a benchmark.
    }, 60_000);
  });

  describe('given no hydrants exist', () => {
    it('should say so and offer to create one', async () => {
      hydrants = [];
      const { user, currentUrl } = await open();

      expect(await screen.findByText('Noch keine Hydranten angelegt')).toBeInTheDocument();
      const createButtons = screen.getAllByRole('button', { name: 'Neu anlegen' });
      await user.click(createButtons[createButtons.length - 1]);

      expect(currentUrl()).toBe('/hydrant/create');
      expect(screen.getByRole('heading', { level: 2, name: 'Neuen Hydranten anlegen' })).toBeInTheDocument();
    });
  });

  describe('given the list cannot be loaded', () => {
    it('should show an error with a retry that loads the list', async () => {
      let fail = true;
      server.use(http.get(testUrl('hydrant.all'), () => (fail ? new HttpResponse(null, { status: 503 }) : HttpResponse.json(hydrants))));
      const { user } = await open();

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Die Daten konnten nicht geladen werden.');
      fail = false;
      await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));

      expect(await screen.findByRole('cell', { name: 'Hydrant Marktplatz' })).toBeInTheDocument();
    });
  });

  describe('when the administrator creates a hydrant', () => {
    it('should start with the enum defaults and coordinates 0, send them and show the new hydrant', async () => {
      let sent: HydrantCreate | undefined;
      server.use(
        http.post(testUrl('hydrant.create'), async ({ request }) => {
          sent = (await request.json()) as HydrantCreate;
          hydrants = [...hydrants, aHydrant({ uid: 'neu', ...sent })];
          return HttpResponse.json('neu');
        }),
      );
      const { user, currentUrl } = await open();
      await rowOf('Hydrant Marktplatz');

      await user.click(screen.getByRole('button', { name: 'Neu anlegen' }));
      expect(currentUrl()).toBe('/hydrant/create');
      expect(screen.getByRole('combobox', { name: /^Durchmesser/ })).toHaveValue('Durchmesser 300 mm');
      expect(screen.getByRole('combobox', { name: /^Typ/ })).toHaveValue('Keine Angabe');
      expect(screen.getByRole('combobox', { name: /^Verteilerleitung/ })).toHaveValue('Keine Angabe');
      expect(screen.getByRole('spinbutton', { name: /^Breitengrad/ })).toHaveValue(0);
      expect(screen.getByRole('spinbutton', { name: /^Längengrad/ })).toHaveValue(0);

      await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Hydrant Kirchplatz');
      await user.click(screen.getByRole('button', { name: 'Speichern' }));

      expect(await screen.findByText('Der Hydrant „Hydrant Kirchplatz“ wurde angelegt.')).toBeInTheDocument();
      expect(sent).toEqual({
        name: 'Hydrant Kirchplatz',
        description: '',
        durchmesser: 'MM_300',
        type: 'NONE',
        verteilerLeitung: 'NONE',
        lat: 0,
        lon: 0,
      });
      expect(currentUrl()).toBe('/hydrant');
      expect(await screen.findByRole('cell', { name: 'Hydrant Kirchplatz' })).toBeInTheDocument();
    });

    it('should send the chosen values', async () => {
      let sent: HydrantCreate | undefined;
      server.use(
        http.post(testUrl('hydrant.create'), async ({ request }) => {
          sent = (await request.json()) as HydrantCreate;
          return HttpResponse.json('neu');
        }),
      );
      const { user } = await open('/hydrant/create');

      await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Hydrant Bahnhof');
      await user.type(screen.getByRole('textbox', { name: /^Beschreibung/ }), 'Gleis 1');
      await choose(user, /^Durchmesser/, 'Durchmesser 150 mm');
      await choose(user, /^Typ/, 'Unterflurhydrant');
      await choose(user, /^Verteilerleitung/, 'Stichleitung');
      await fillNumber(user, /^Breitengrad/, '51.0345');
      await fillNumber(user, /^Längengrad/, '-9.5');
      await user.click(screen.getByRole('button', { name: 'Speichern' }));

      await screen.findByText('Der Hydrant „Hydrant Bahnhof“ wurde angelegt.');
      expect(sent).toEqual({
        name: 'Hydrant Bahnhof',
        description: 'Gleis 1',
        durchmesser: 'MM_150',
        type: 'UNTERFLURHYDRANT',
        verteilerLeitung: 'STICHLEITUNG',
        lat: 51.0345,
        lon: -9.5,
      });
    });

    it('should mark name and durchmesser as required and check the coordinate ranges before sending', async () => {
      const { user, currentUrl } = await open('/hydrant/create');

      const name = await screen.findByRole('textbox', { name: /^Name/ });
      expect(name).toBeRequired();
      expect(screen.getByRole('combobox', { name: /^Durchmesser/ })).toBeRequired();
      expect(screen.getByRole('textbox', { name: /^Beschreibung/ })).not.toBeRequired();
      // The contract's rules on the inputs; SPEC §5 gives a hydrant's coordinates no asterisk.
      const lat = screen.getByRole('spinbutton', { name: /^Breitengrad/ });
      expect([lat.getAttribute('min'), lat.getAttribute('max'), lat.getAttribute('step'), name.getAttribute('maxlength')]).toEqual(['-90', '90', 'any', '200']);
      expect(lat).not.toBeRequired();
      await fillNumber(user, /^Breitengrad/, '91');
      await fillNumber(user, /^Längengrad/, '-180.5');
      await user.click(screen.getByRole('button', { name: 'Speichern' }));

      expect(name).toBeInvalid();
      expect(name).toHaveAccessibleDescription('Pflichtfeld');
      expect(screen.getByRole('spinbutton', { name: /^Breitengrad/ })).toHaveAccessibleDescription('Bitte einen Wert zwischen -90 und 90 eingeben.');
      expect(screen.getByRole('spinbutton', { name: /^Längengrad/ })).toHaveAccessibleDescription('Bitte einen Wert zwischen -180 und 180 eingeben.');
      expect(currentUrl()).toBe('/hydrant/create');
      // No handler for hydrant.create exists: a request would fail the test.
    });

    it('given the server rejects a field should show it on that field and keep the input', async () => {
      server.use(
        http.post(testUrl('hydrant.create'), () =>
          HttpResponse.json({ statusCode: 400, error: 'Bad Request', message: 'Validation failed', fieldErrors: { name: 'too_long' } }, { status: 400 }),
        ),
      );
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { user, currentUrl } = await open('/hydrant/create');

      await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Hydrant mit sehr langem Namen');
      await user.click(screen.getByRole('button', { name: 'Speichern' }));

      const name = screen.getByRole('textbox', { name: /^Name/ });
      await waitFor(() => expect(name).toHaveAccessibleDescription('Der Text ist zu lang'));
      expect(screen.getByRole('alert')).toHaveTextContent('Der Hydrant konnte nicht angelegt werden. Bitte prüfen Sie die markierten Felder.');
      expect(name).toHaveValue('Hydrant mit sehr langem Namen');
      expect(currentUrl()).toBe('/hydrant/create');
    });
  });

  describe('when the administrator edits a hydrant from the list', () => {
    it('should open /hydrant/edit filled in, send {hydrant} with its uid and return to the list as it was', async () => {
      let sent: HydrantUpdate | undefined;
      server.use(
        http.post(testUrl('hydrant.update'), async ({ request }) => {
          sent = (await request.json()) as HydrantUpdate;
          hydrants = hydrants.map((h) => (h.uid === sent?.hydrant.uid ? { ...h, ...sent.hydrant } : h));
          return HttpResponse.json(sent.hydrant);
        }),
      );
      const { user, currentUrl } = await open('/hydrant?q=schul');

      await user.click(await screen.findByRole('cell', { name: 'Hydrant Schulstraße' }));
      expect(currentUrl()).toBe('/hydrant/edit?uid=hydrant-schule');
      expect(screen.getByRole('heading', { level: 2, name: 'Hydrant „Hydrant Schulstraße“ bearbeiten' })).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: /^Durchmesser/ })).toHaveValue('Durchmesser 150 mm');
      expect(screen.getByRole('combobox', { name: /^Verteilerleitung/ })).toHaveValue('Stichleitung');
      await user.type(screen.getByRole('textbox', { name: /^Beschreibung/ }), 'Hinter dem Tor');
      await choose(user, /^Typ/, 'Überflurhydrant');
      await user.click(screen.getByRole('button', { name: 'Speichern' }));

      expect(await screen.findByText('Die Änderungen am Hydranten „Hydrant Schulstraße“ wurden gespeichert.')).toBeInTheDocument();
      expect(sent).toEqual({
        hydrant: {
          uid: 'hydrant-schule',
          name: 'Hydrant Schulstraße',
          description: 'Hinter dem Tor',
          durchmesser: 'MM_150',
          type: 'UEBERFLURHYDRANT',
          verteilerLeitung: 'STICHLEITUNG',
          lat: 51.0101,
          lon: 9.9912,
          // The version it was read at (no lost updates): the list's lastUpdate.
          lastUpdate: FIXTURE_DATE.toISOString(),
        },
      });
      expect(currentUrl()).toBe('/hydrant?q=schul');
      expect(await screen.findByRole('searchbox', { name: 'Suchen' })).toHaveValue('schul');
      expect(screen.queryByRole('cell', { name: 'Hydrant Marktplatz' })).not.toBeInTheDocument();
      const row = await rowOf('Hydrant Schulstraße');
      await waitFor(() => expect(within(row).getByRole('cell', { name: 'Überflurhydrant' })).toBeInTheDocument());
    });

    it('given the update fails should say so, keep the input and leave the list unchanged', async () => {
      server.use(http.post(testUrl('hydrant.update'), () => new HttpResponse(null, { status: 500 })));
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { user, currentUrl } = await open();

      await user.click(await screen.findByRole('cell', { name: 'Hydrant Marktplatz' }));
      const name = screen.getByRole('textbox', { name: /^Name/ });
      await user.clear(name);
      await user.type(name, 'Hydrant Umbenannt');
      await user.click(screen.getByRole('button', { name: 'Speichern' }));

      expect(await screen.findByRole('alert')).toHaveTextContent('Die Änderungen am Hydranten konnten nicht gespeichert werden.');
      expect(name).toHaveValue('Hydrant Umbenannt');
      expect(currentUrl()).toBe('/hydrant/edit?uid=hydrant-markt');
      expect(consoleError).toHaveBeenCalledWith('Hydrant could not be updated', expect.anything());

      await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
      expect(await screen.findByRole('cell', { name: 'Hydrant Marktplatz' })).toBeInTheDocument();
      expect(screen.queryByRole('cell', { name: 'Hydrant Umbenannt' })).not.toBeInTheDocument();
    });

    it('should ask before leaving with unsaved changes by the back button', async () => {
      const { user, currentUrl } = await open();

      await user.click(await screen.findByRole('cell', { name: 'Hydrant Marktplatz' }));
      await user.type(screen.getByRole('textbox', { name: /^Beschreibung/ }), ' links');
      await user.click(screen.getByRole('button', { name: 'Zurück' }));

      const dialog = await screen.findByRole('alertdialog', { name: 'Ungespeicherte Änderungen verwerfen?' });
      await user.click(within(dialog).getByRole('button', { name: 'Weiter bearbeiten' }));
      expect(currentUrl()).toBe('/hydrant/edit?uid=hydrant-markt');
      expect(screen.getByRole('textbox', { name: /^Beschreibung/ })).toHaveValue('Vor der Apotheke links');
    });
  });

  describe('given /hydrant/edit is opened without a selected hydrant (direct link)', () => {
    it('should show a German not-found screen with a way back to the list', async () => {
      const { user, currentUrl } = await open('/hydrant/edit');

      const notice = await screen.findByRole('status');
      expect(notice).toHaveTextContent('Nicht gefunden');
      expect(notice).toHaveTextContent('Es wurde kein Hydrant zum Bearbeiten übergeben.');
      expect(screen.queryByRole('textbox', { name: /^Name/ })).not.toBeInTheDocument();

      await user.click(within(notice).getByRole('button', { name: 'Zurück zur Liste' }));

      expect(currentUrl()).toBe('/hydrant');
      expect(await screen.findByRole('cell', { name: 'Hydrant Marktplatz' })).toBeInTheDocument();
    });
  });

  describe('when the administrator deletes a hydrant', () => {
    it('should ask naming the hydrant and, once confirmed, delete it by hydrantUid', async () => {
      let deletedUid: string | null = null;
      server.use(
        http.get(testUrl('hydrant.delete'), ({ request }) => {
          deletedUid = new URL(request.url).searchParams.get('hydrantUid');
          hydrants = hydrants.filter((h) => h.uid !== deletedUid);
          return HttpResponse.json(true);
        }),
      );
      const { user } = await open();

      await user.click(within(await rowOf('Hydrant Schulstraße')).getByRole('button', { name: 'Löschen' }));
      const dialog = screen.getByRole('alertdialog', { name: 'Hydrant löschen?' });
      expect(dialog).toHaveTextContent('Möchten Sie den Hydranten „Hydrant Schulstraße“ wirklich löschen?');
      await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));

      expect(await screen.findByText('Der Hydrant „Hydrant Schulstraße“ wurde gelöscht.')).toBeInTheDocument();
      expect(deletedUid).toBe('hydrant-schule');
      await waitFor(() => expect(screen.queryByRole('cell', { name: 'Hydrant Schulstraße' })).not.toBeInTheDocument());
    });

    it('should delete nothing when the administrator cancels', async () => {
      const { user } = await open();

      await user.click(within(await rowOf('Hydrant Schulstraße')).getByRole('button', { name: 'Löschen' }));
      await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Abbrechen' }));

      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(screen.getByRole('cell', { name: 'Hydrant Schulstraße' })).toBeInTheDocument();
      // No handler for hydrant.delete exists: a request would have failed the test.
    });

    it('given the delete fails should say so and keep the row', async () => {
      server.use(http.get(testUrl('hydrant.delete'), () => new HttpResponse(null, { status: 500 })));
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { user } = await open();

      await user.click(within(await rowOf('Hydrant Schulstraße')).getByRole('button', { name: 'Löschen' }));
      await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Löschen' }));

      expect(await screen.findByRole('alert')).toHaveTextContent('Der Hydrant „Hydrant Schulstraße“ konnte nicht gelöscht werden.');
      expect(screen.getByRole('cell', { name: 'Hydrant Schulstraße' })).toBeInTheDocument();
    });
  });

  describe('when the API refuses (403)', () => {
    const refused = () => HttpResponse.json({ statusCode: 403, error: 'Forbidden', message: 'Refused', code: 'forbidden' }, { status: 403 });

    it('should show the German no-permission notice in place of the list, without a retry', async () => {
      server.use(http.get(testUrl('hydrant.all'), refused));
      await open();

      const notice = (await screen.findByText('Dafür fehlt Ihnen die Berechtigung.')).closest('[role="status"]');
      expect(notice).toHaveTextContent(/wenden Sie sich bitte an Ihre Administration/);
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Erneut versuchen' })).not.toBeInTheDocument();
    });

    it('given a refused update on the edit route should say so next to the form and keep what was typed', async () => {
      server.use(http.post(testUrl('hydrant.update'), refused));
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { user, currentUrl } = await open();

      await user.click(await screen.findByRole('cell', { name: 'Hydrant Marktplatz' }));
      const description = screen.getByRole('textbox', { name: /^Beschreibung/ });
      await user.clear(description);
      await user.type(description, 'Neben dem Brunnen');
      await user.click(screen.getByRole('button', { name: 'Speichern' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Die Änderungen am Hydranten konnten nicht gespeichert werden. Dafür fehlt Ihnen die Berechtigung.',
      );
      expect(description).toHaveValue('Neben dem Brunnen');
      expect(screen.getByRole('button', { name: 'Speichern' })).toBeEnabled();
      expect(currentUrl()).toBe('/hydrant/edit?uid=hydrant-markt');
    });
  });

  describe('given a hydrant whose name looks like a date (revived into a Date by the HTTP layer)', () => {
    it('should list it by its ISO text and open it for editing with that text in the name field', async () => {
      server.use(http.get(testUrl('hydrant.all'), () => HttpResponse.json([...hydrants, aHydrant({ uid: 'alt', name: '2026-01-01T00:00Z', description: 'Altbestand' })])));
      const { user, currentUrl } = await open();

      await user.click(await screen.findByRole('cell', { name: '2026-01-01T00:00:00.000Z' }));

      expect(currentUrl()).toBe('/hydrant/edit?uid=alt');
      expect(screen.getByRole('heading', { level: 2, name: 'Hydrant „2026-01-01T00:00:00.000Z“ bearbeiten' })).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('2026-01-01T00:00:00.000Z');
      expect(screen.getByRole('textbox', { name: /^Beschreibung/ })).toHaveValue('Altbestand');
    });
  });

  describe('given the stories (no API behind them)', () => {
    it('Default should show the seeded hydrants without a request', async () => {
      render(<DefaultStory />);

      expect(await screen.findByRole('cell', { name: 'Hydrant Feuerwache' })).toBeInTheDocument();
    });

    it('Edit should show the form filled in', async () => {
      render(<EditStory />);

      expect(await screen.findByRole('textbox', { name: /^Name/ })).toHaveValue('Hydrant Schulstraße 4');
      expect(screen.getByRole('combobox', { name: /^Typ/ })).toHaveValue('Überflurhydrant');
    });

    it('NotFound should show the not-found screen', async () => {
      render(<NotFoundStory />);

      expect(await screen.findByText('Nicht gefunden')).toBeInTheDocument();
    });

    it('MapView should show the seeded hydrants on the map', async () => {
      render(<MapViewStory />);

      const map = await screen.findByRole('region', { name: 'Karte der Hydranten' }, { timeout: 10_000 });
      expect(await within(map).findByRole('button', { name: 'Hydrant Feuerwache' }, { timeout: 10_000 })).toBeInTheDocument();
    });

    it('Import should show the first step: choosing the file', async () => {
      render(<ImportStory />);

      expect(await screen.findByLabelText('CSV-Datei')).toBeInTheDocument();
    });
  });

  describe('given the shell builds the menu', () => {
    it('should find the German menu title in the feature namespace', () => {
      expect(createTestI18n().t('menu.title', { ns: hydrantsFeature.namespace })).toBe('Hydrantenverwaltung');
    });
  });
});
