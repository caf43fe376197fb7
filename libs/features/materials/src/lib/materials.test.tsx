import type { Material, MaterialCreate, MaterialUpdate } from '@rescue-admin/api-contract';
import { renderFeature } from '@rescue-admin/crud-kit/testing';
import { createTestServer, testUrl } from '@rescue-admin/data-access/testing';
import { FIXTURE_DATE, aMaterial } from '@rescue-admin/api-contract/testing';
import { formatDateTime } from '@rescue-admin/i18n';
import { createTestI18n } from '@rescue-admin/i18n/testing';
import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { materialsFeature } from '../index';
import * as stories from './materials-page.stories';

const { Default: DefaultStory, Edit: EditStory, Import: ImportStory } = composeStories(stories);

const server = createTestServer();
beforeAll(() => server.listen());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let materials: Material[];
let fiveMinutesAgo: Date;
beforeEach(() => {
  fiveMinutesAgo = new Date(Date.now() - 5 * 60_000);
  materials = [
    aMaterial({ uid: 'material-pa', name: 'Atemschutzgerät', createDate: fiveMinutesAgo }),
    aMaterial({ uid: 'material-b', name: 'B-Schlauch 20 m' }),
  ];
  // The list handler always answers with the current server state, so a refetch shows changes.
  server.use(http.get(testUrl('material.all'), () => HttpResponse.json(materials)));
});

const open = (url = '/material') => renderFeature(materialsFeature, url);
const table = () => screen.findByRole('table', { name: 'Materialverwaltung' });
const rowOf = async (name: string) => (await screen.findByRole('cell', { name })).closest('tr') as HTMLElement;
const nameField = () => screen.findByRole('textbox', { name: 'Name' });

describe('materials screen', () => {
  describe('given materials exist', () => {
    it('should list them with their dates as relative time', async () => {
      await open();

      expect(screen.getByRole('heading', { level: 1, name: 'Materialverwaltung' })).toBeInTheDocument();
      const row = await rowOf('Atemschutzgerät');
      // The exact date-time is in the tooltip (and the accessible name) of the relative one.
      expect(within(row).getByText('vor 5 Minuten')).toHaveAttribute('title', formatDateTime(fiveMinutesAgo));
      expect(within(await table()).getAllByRole('row')).toHaveLength(3);
    });

    it('should keep the search in the URL, so a reload shows the same rows', async () => {
      const { user, currentUrl, unmount } = await open();
      await rowOf('B-Schlauch 20 m');

      await user.type(screen.getByRole('searchbox', { name: 'Suchen' }), 'schlauch');

      expect(currentUrl()).toBe('/material?q=schlauch');
      expect(screen.queryByRole('cell', { name: 'Atemschutzgerät' })).not.toBeInTheDocument();
      unmount();

      await open('/material?q=schlauch');
      expect(await screen.findByRole('cell', { name: 'B-Schlauch 20 m' })).toBeInTheDocument();
      expect(screen.queryByRole('cell', { name: 'Atemschutzgerät' })).not.toBeInTheDocument();
    });
  });

  describe('given no material exists', () => {
    it('should say so and offer to create one', async () => {
      materials = [];
      const { user, currentUrl } = await open();

      expect(await screen.findByText('Noch kein Material angelegt')).toBeInTheDocument();
      const createButtons = screen.getAllByRole('button', { name: 'Neu anlegen' });
      await user.click(createButtons[createButtons.length - 1]);

      expect(currentUrl()).toBe('/material?form=new');
      expect(screen.getByRole('heading', { level: 2, name: 'Neues Material anlegen' })).toBeInTheDocument();
    });
  });

  describe('given the list cannot be loaded', () => {
    it('should show an error with a retry that loads the list', async () => {
      let fail = true;
      server.use(http.get(testUrl('material.all'), () => (fail ? new HttpResponse(null, { status: 503 }) : HttpResponse.json(materials))));
      const { user } = await open();

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Die Daten konnten nicht geladen werden.');
      fail = false;
      await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));

      expect(await screen.findByRole('cell', { name: 'Atemschutzgerät' })).toBeInTheDocument();
    });
  });

  describe('when the administrator creates a material', () => {
    it('should send the name, take the 201 answer and show the material in the list', async () => {
      let sent: MaterialCreate | undefined;
      server.use(
        http.post(testUrl('material.create'), async ({ request }) => {
          sent = (await request.json()) as MaterialCreate;
          const created = aMaterial({ uid: 'material-neu', name: sent.name });
          materials = [...materials, created];
          return HttpResponse.json(created, { status: 201 });
        }),
      );
      const { user, currentUrl } = await open();
      await rowOf('Atemschutzgerät');

      await user.click(screen.getByRole('button', { name: 'Neu anlegen' }));
      await user.type(await nameField(), '  Wärmebildkamera ');
      await user.click(screen.getByRole('button', { name: 'Speichern' }));

      expect(await screen.findByText('Das Material „Wärmebildkamera“ wurde angelegt.')).toBeInTheDocument();
      expect(sent).toEqual({ name: 'Wärmebildkamera' });
      expect(currentUrl()).toBe('/material');
      expect(await screen.findByRole('cell', { name: 'Wärmebildkamera' })).toBeInTheDocument();
    });

    it('should not mark the name as required, yet reject an empty name with a German reason', async () => {
      const { user, currentUrl } = await open('/material?form=new');

      const name = await nameField();
      expect(name).not.toBeRequired();
      expect(screen.queryByText('Mit * markierte Felder müssen ausgefüllt werden.')).not.toBeInTheDocument();
      await user.type(name, '   ');
      await user.click(screen.getByRole('button', { name: 'Speichern' }));

      expect(name).toBeInvalid();
      expect(name).toHaveAccessibleDescription(
        'Bitte geben Sie einen Namen ein. Ein Material ohne Namen kann in keiner Standardbeladung ausgewählt werden.',
      );
      expect(currentUrl()).toBe('/material?form=new');
      // No handler for material.create exists: a request would fail the test.
    });

    it('given the server answers 200 instead of 201 should reject, say so and keep the input', async () => {
      server.use(http.post(testUrl('material.create'), () => HttpResponse.json(aMaterial({ name: 'Kübelspritze' }), { status: 200 })));
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { user, currentUrl } = await open('/material?form=new');

      await user.type(await nameField(), 'Kübelspritze');
      await user.click(screen.getByRole('button', { name: 'Speichern' }));

      expect(await screen.findByRole('alert')).toHaveTextContent('Das Material konnte nicht angelegt werden.');
      expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Kübelspritze');
      expect(currentUrl()).toBe('/material?form=new');
      expect(consoleError).toHaveBeenCalledWith('Material could not be created', expect.anything());
    });

    it('given the server rejects the name as a duplicate should show it on the field', async () => {
      server.use(
        http.post(testUrl('material.create'), () =>
          HttpResponse.json({ statusCode: 409, error: 'Conflict', message: 'Duplicate', fieldErrors: { name: 'duplicate' } }, { status: 409 }),
        ),
      );
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { user } = await open('/material?form=new');

      await user.type(await nameField(), 'Atemschutzgerät');
      await user.click(screen.getByRole('button', { name: 'Speichern' }));

      const name = screen.getByRole('textbox', { name: 'Name' });
      await waitFor(() => expect(name).toHaveAccessibleDescription('Dieser Wert ist bereits vergeben'));
      expect(screen.getByRole('alert')).toHaveTextContent('Das Material konnte nicht angelegt werden. Bitte prüfen Sie die markierten Felder.');
    });

    it('given the server rejects the name with 400 should show it on the field', async () => {
      server.use(
        http.post(testUrl('material.create'), () =>
          HttpResponse.json({ statusCode: 400, error: 'Bad Request', message: 'Validation failed', fieldErrors: { name: 'too_long' } }, { status: 400 }),
        ),
      );
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { user } = await open('/material?form=new');

      await user.type(await nameField(), 'Schaummittel');
      await user.click(screen.getByRole('button', { name: 'Speichern' }));

      await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Der Text ist zu lang'));
      expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Schaummittel');
    });
  });

  describe('when the administrator renames a material', () => {
    it('should send uid and name, expect 200 and show the new name', async () => {
      let sent: MaterialUpdate | undefined;
      server.use(
        http.post(testUrl('material.update'), async ({ request }) => {
          sent = (await request.json()) as MaterialUpdate;
          materials = materials.map((m) => (m.uid === sent?.uid ? { ...m, name: sent.name } : m));
          return HttpResponse.json(materials.find((m) => m.uid === sent?.uid));
        }),
      );
      const { user, currentUrl } = await open('/material?q=schlauch');

      await user.click(await screen.findByRole('cell', { name: 'B-Schlauch 20 m' }));
      expect(currentUrl()).toBe('/material?q=schlauch&edit=material-b');
      expect(screen.getByRole('heading', { level: 2, name: 'Material „B-Schlauch 20 m“ umbenennen' })).toBeInTheDocument();
      const name = screen.getByRole('textbox', { name: 'Name' });
      await user.clear(name);
      await user.type(name, 'B-Schlauch 15 m');
      await user.click(screen.getByRole('button', { name: 'Speichern' }));

      expect(await screen.findByText('Das Material wurde in „B-Schlauch 15 m“ umbenannt.')).toBeInTheDocument();
      // `lastUpdate`: the version the material was read at (no lost updates).
      expect(sent).toEqual({ uid: 'material-b', name: 'B-Schlauch 15 m', lastUpdate: FIXTURE_DATE.toISOString() });
      expect(currentUrl()).toBe('/material?q=schlauch');
      expect(await screen.findByRole('cell', { name: 'B-Schlauch 15 m' })).toBeInTheDocument();
    });

    it('given the update answers another status than 200 should say so, keep the input and leave the list unchanged', async () => {
      server.use(http.post(testUrl('material.update'), () => HttpResponse.json({}, { status: 202 })));
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { user } = await open('/material?edit=material-b');

      const name = await nameField();
      await user.clear(name);
      await user.type(name, 'C-Schlauch');
      await user.click(screen.getByRole('button', { name: 'Speichern' }));

      expect(await screen.findByRole('alert')).toHaveTextContent('Das Material konnte nicht umbenannt werden.');
      expect(name).toHaveValue('C-Schlauch');

      await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
      expect(await screen.findByRole('cell', { name: 'B-Schlauch 20 m' })).toBeInTheDocument();
      expect(screen.queryByRole('cell', { name: 'C-Schlauch' })).not.toBeInTheDocument();
    });
  });

  describe('when the administrator deletes a material', () => {
    it('should ask naming the material and, once confirmed, delete it by uid', async () => {
      let deleted: { method: string; uid: string | null } | null = null;
      server.use(
        http.post(testUrl('material.delete'), ({ request }) => {
          deleted = { method: request.method, uid: new URL(request.url).searchParams.get('uid') };
          materials = materials.filter((m) => m.uid !== deleted?.uid);
          return HttpResponse.json(true);
        }),
      );
      const { user } = await open();

      await user.click(within(await rowOf('B-Schlauch 20 m')).getByRole('button', { name: 'Löschen' }));
      const dialog = screen.getByRole('alertdialog', { name: 'Material löschen?' });
      expect(dialog).toHaveTextContent('Möchten Sie das Material „B-Schlauch 20 m“ wirklich löschen?');
      await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));

      expect(await screen.findByText('Das Material „B-Schlauch 20 m“ wurde gelöscht.')).toBeInTheDocument();
      expect(deleted).toEqual({ method: 'POST', uid: 'material-b' });
      await waitFor(() => expect(screen.queryByRole('cell', { name: 'B-Schlauch 20 m' })).not.toBeInTheDocument());
    });

    it('should delete nothing when the administrator cancels', async () => {
      const { user } = await open();

      await user.click(within(await rowOf('B-Schlauch 20 m')).getByRole('button', { name: 'Löschen' }));
      await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Abbrechen' }));

      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(screen.getByRole('cell', { name: 'B-Schlauch 20 m' })).toBeInTheDocument();
      // No handler for material.delete exists: a request would have failed the test.
    });

    it('given the material is still in a standard load (409) should explain it and keep the row', async () => {
      server.use(
        http.post(testUrl('material.delete'), () =>
          HttpResponse.json({ statusCode: 409, error: 'Conflict', message: 'Material is in use' }, { status: 409 }),
        ),
      );
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { user } = await open();

      await user.click(within(await rowOf('Atemschutzgerät')).getByRole('button', { name: 'Löschen' }));
      await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Löschen' }));

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Das Material „Atemschutzgerät“ konnte nicht gelöscht werden. Die Liste ist unverändert.');
      expect(alert).toHaveTextContent('Standardbeladung einer Fahrzeugvorlage');
      expect(screen.getByRole('cell', { name: 'Atemschutzgerät' })).toBeInTheDocument();
    });
  });

  describe('given the stories (no API behind them)', () => {
    it('Default should show the seeded materials without a request', async () => {
      render(<DefaultStory />);

      expect(await screen.findByRole('cell', { name: 'Hohlstrahlrohr' })).toBeInTheDocument();
    });

    it('Import should show the first step: choosing the file', async () => {
      render(<ImportStory />);

      expect(await screen.findByLabelText('CSV-Datei')).toBeInTheDocument();
    });

    it('Edit should show the rename form filled in', async () => {
      render(<EditStory />);

      expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('B-Schlauch 20 m');
    });
  });

  describe('given the shell builds the menu', () => {
    it('should find the German menu title in the feature namespace', () => {
      expect(createTestI18n().t('menu.title', { ns: materialsFeature.namespace })).toBe('Materialverwaltung');
    });
  });
});
