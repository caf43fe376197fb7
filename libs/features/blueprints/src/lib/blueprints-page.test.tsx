import type { Material, VehicleBlueprint, VehicleBlueprintCreate, VehicleBlueprintUpdate, VehicleType } from '@rescue-admin/api-contract';
import { renderFeature } from '@rescue-admin/crud-kit/testing';
import { createTestServer, testUrl } from '@rescue-admin/data-access/testing';
import { FIXTURE_DATE, aMaterial, aVehicleBlueprint, aVehicleType } from '@rescue-admin/api-contract/testing';
import { createTestI18n } from '@rescue-admin/i18n/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { blueprintsFeature } from '../index';

const server = createTestServer();
beforeAll(() => server.listen());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let types: VehicleType[];
let materials: Material[];
let blueprints: VehicleBlueprint[];
let sent: { endpoint: 'create' | 'update'; body: VehicleBlueprintCreate | VehicleBlueprintUpdate }[];

const hlfType = aVehicleType({ uid: 't-hlf', name: 'Hilfeleistungslöschfahrzeug' });
const rtwType = aVehicleType({ uid: 't-rtw', name: 'Rettungswagen' });
const breathing = aMaterial({ uid: 'm-pa', name: 'Atemschutzgerät' });
const hose = aMaterial({ uid: 'm-b', name: 'B-Schlauch' });

beforeEach(() => {
  types = [hlfType, rtwType];
  materials = [breathing, hose];
  blueprints = [aVehicleBlueprint({ uid: 'bp-hlf', name: 'HLF 20', seats: 9, type: hlfType, standardLoad: [{ material: breathing, amount: 4 }, { material: hose, amount: 6 }] })];
  sent = [];
  // The list handlers always answer with the current server state, so a refetch shows changes.
  server.use(
    http.get(testUrl('vehicle.blueprints'), () => HttpResponse.json(blueprints)),
    http.get(testUrl('vehicle.types'), () => HttpResponse.json(types)),
    http.get(testUrl('material.all'), () => HttpResponse.json(materials)),
    http.post(testUrl('vehicle.createBlueprint'), async ({ request }) => {
      const body = (await request.json()) as VehicleBlueprintCreate;
      sent.push({ endpoint: 'create', body });
      const type = body.type.uid ? (types.find((t) => t.uid === body.type.uid) as VehicleType) : aVehicleType({ uid: 't-neu', name: body.type.name });
      const standardLoad = body.standardLoad.map((line) => ({ material: materials.find((m) => m.uid === line.material.uid) as Material, amount: line.amount }));
      blueprints = [...blueprints, aVehicleBlueprint({ uid: 'bp-neu', name: body.name, seats: body.seats, type, standardLoad })];
      return HttpResponse.json('bp-neu', { status: 201 });
    }),
    http.post(testUrl('vehicle.updateBlueprint'), async ({ request }) => {
      const body = (await request.json()) as VehicleBlueprintUpdate;
      sent.push({ endpoint: 'update', body });
      blueprints = blueprints.map((b) => (b.uid === body.uid ? { ...b, name: body.name, seats: body.seats } : b));
      return HttpResponse.json(true);
    }),
  );
});

const open = (url = '/vehicle/blueprint') => renderFeature(blueprintsFeature, url);
const rowOf = async (name: string) => (await screen.findByRole('cell', { name })).closest('tr') as HTMLElement;
const lineGroup = (number: number) => screen.getByRole('group', { name: `Position ${number}` });

async function openCreateForm() {
  const rendered = await open('/vehicle/blueprint/form');
  await screen.findByRole('heading', { level: 2, name: 'Neue Fahrzeugvorlage anlegen' });
  return rendered;
}

async function choose(user: UserEvent, combobox: HTMLElement, option: string) {
  await user.click(combobox);
  await user.click(await screen.findByRole('option', { name: option }));
}

async function optionsOf(user: UserEvent, combobox: HTMLElement): Promise<string[]> {
  await user.click(combobox);
  const names = within(await screen.findByRole('listbox')).getAllByRole('option').map((option) => option.textContent ?? '');
  await user.keyboard('{Escape}');
  return names;
}

describe('vehicle blueprints screen', () => {
  describe('given blueprints exist', () => {
    it('should list icon, name, type, seats and the number of load lines', async () => {
      await open();

      expect(screen.getByRole('heading', { level: 1, name: 'Fahrzeugvorlagen' })).toBeInTheDocument();
      const row = await rowOf('HLF 20');
      expect(within(row).getByRole('cell', { name: 'Hilfeleistungslöschfahrzeug' })).toBeInTheDocument();
      expect(within(row).getByRole('cell', { name: '9' })).toBeInTheDocument();
      expect(within(row).getByRole('cell', { name: '2 Positionen' })).toBeInTheDocument();
      // No file storage behind the test session: the thumbnail says there is no icon.
      expect(within(row).getByRole('img', { name: 'Kein Symbolbild' })).toBeInTheDocument();
    });

    it('should open the form with the selected blueprint and send its update with the uid', async () => {
      const { user, currentUrl } = await open();

      await user.click(await screen.findByRole('cell', { name: 'HLF 20' }));
      expect(currentUrl()).toBe('/vehicle/blueprint/form?uid=bp-hlf');
      await screen.findByRole('heading', { level: 2, name: 'Fahrzeugvorlage „HLF 20“ bearbeiten' });
      expect(screen.getByRole('combobox', { name: /^Fahrzeugtyp/ })).toHaveValue('Hilfeleistungslöschfahrzeug');
      expect(within(lineGroup(1)).getByRole('combobox', { name: /^Material/ })).toHaveValue('Atemschutzgerät');
      expect(within(lineGroup(2)).getByRole('spinbutton', { name: /^Menge/ })).toHaveValue(6);
      const seats = screen.getByRole('spinbutton', { name: /^Sitzplätze/ });
      await user.clear(seats);
      await user.type(seats, '8');
      await user.click(screen.getByRole('button', { name: 'Speichern' }));

      expect(await screen.findByText('Die Änderungen an der Fahrzeugvorlage „HLF 20“ wurden gespeichert.')).toBeInTheDocument();
      expect(sent).toEqual([
        {
          endpoint: 'update',
          body: {
            uid: 'bp-hlf',
            name: 'HLF 20',
            seats: 8,
            type: { uid: 't-hlf' },
            standardLoad: [
              { material: { uid: 'm-pa' }, amount: 4 },
              { material: { uid: 'm-b' }, amount: 6 },
            ],
            lastUpdate: FIXTURE_DATE.toISOString(),
          },
        },
      ]);
      expect(currentUrl()).toBe('/vehicle/blueprint');
      const row = await rowOf('HLF 20');
      await waitFor(() => expect(within(row).getByRole('cell', { name: '8' })).toBeInTheDocument());
    });
  });

  describe('given a blueprint from the list that the contract schema refuses', () => {
    it('should open it as an edit of that blueprint and save it as an update, never as a second blueprint', async () => {
      // A service that keeps no lastUpdate and adds a field of its own: the list still shows it.
      const { lastUpdate: _lastUpdate, ...withoutVersion } = blueprints[0];
      blueprints = [{ ...withoutVersion, seats: 9, colour: 'rot' } as unknown as VehicleBlueprint];
      const { user, currentUrl } = await open();

      await user.click(await screen.findByRole('cell', { name: 'HLF 20' }));
      await screen.findByRole('heading', { level: 2, name: 'Fahrzeugvorlage „HLF 20“ bearbeiten' });
      await user.click(screen.getByRole('button', { name: 'Speichern' }));

      expect(await screen.findByText('Die Änderungen an der Fahrzeugvorlage „HLF 20“ wurden gespeichert.')).toBeInTheDocument();
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({ endpoint: 'update', body: { uid: 'bp-hlf', name: 'HLF 20' } });
      expect(sent[0].body).not.toHaveProperty('lastUpdate');
      expect(currentUrl()).toBe('/vehicle/blueprint');
    });
  });

  describe('when the administrator creates a blueprint', () => {
    it('should be a create without a selected blueprint, send the fields and show it in the list', async () => {
      const { user, currentUrl } = await openCreateForm();

      expect(screen.getByRole('spinbutton', { name: /^Sitzplätze/ })).toHaveValue(0);
      await user.type(screen.getByRole('textbox', { name: 'Name' }), 'RTW 1');
      await choose(user, screen.getByRole('combobox', { name: /^Fahrzeugtyp/ }), 'Rettungswagen');
      await user.click(screen.getByRole('button', { name: 'Material hinzufügen' }));
      await choose(user, within(lineGroup(1)).getByRole('combobox', { name: /^Material/ }), 'B-Schlauch');
      const amount = within(lineGroup(1)).getByRole('spinbutton', { name: /^Menge/ });
      await user.clear(amount);
      await user.type(amount, '2');
      await user.click(screen.getByRole('button', { name: 'Speichern' }));

      expect(await screen.findByText('Die Fahrzeugvorlage „RTW 1“ wurde angelegt.')).toBeInTheDocument();
      expect(sent).toEqual([
        { endpoint: 'create', body: { name: 'RTW 1', seats: 0, type: { uid: 't-rtw' }, standardLoad: [{ material: { uid: 'm-b' }, amount: 2 }] } },
      ]);
      expect(currentUrl()).toBe('/vehicle/blueprint');
      const row = await rowOf('RTW 1');
      expect(within(row).getByRole('cell', { name: 'Rettungswagen' })).toBeInTheDocument();
    });

    it('given the server answers 200 instead of 201 should say the blueprint was not created', async () => {
      server.use(http.post(testUrl('vehicle.createBlueprint'), () => HttpResponse.json('bp-neu', { status: 200 })));
      const { user, currentUrl } = await openCreateForm();

      await user.type(screen.getByRole('textbox', { name: 'Name' }), 'RTW 1');
      await choose(user, screen.getByRole('combobox', { name: /^Fahrzeugtyp/ }), 'Rettungswagen');
      await user.click(screen.getByRole('button', { name: 'Speichern' }));

      expect(await screen.findByRole('alert')).toHaveTextContent('Die Fahrzeugvorlage konnte nicht angelegt werden.');
      expect(currentUrl()).toBe('/vehicle/blueprint/form');
      expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('RTW 1');
    });

    it('should mark name and type as required and send nothing while they are empty', async () => {
      const { user } = await openCreateForm();

      await user.click(screen.getByRole('button', { name: 'Speichern' }));

      await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Pflichtfeld'));
      expect(screen.getByRole('combobox', { name: /^Fahrzeugtyp/ })).toHaveAccessibleDescription('Pflichtfeld');
      expect(sent).toEqual([]);
    });
  });

  describe('the vehicle type', () => {
    it('given types exist should offer them and a new type, whose name is then required', async () => {
      const { user } = await openCreateForm();
      const type = screen.getByRole('combobox', { name: /^Fahrzeugtyp/ });

      expect(await optionsOf(user, type)).toEqual(['Hilfeleistungslöschfahrzeug', 'Rettungswagen', 'Neuen Fahrzeugtyp anlegen …']);
      expect(screen.queryByRole('textbox', { name: /^Name des neuen Fahrzeugtyps/ })).not.toBeInTheDocument();
      await user.type(screen.getByRole('textbox', { name: 'Name' }), 'ELW 1');
      await choose(user, type, 'Neuen Fahrzeugtyp anlegen …');
      const newType = screen.getByRole('textbox', { name: /^Name des neuen Fahrzeugtyps/ });
      expect(newType).toBeRequired();
      await user.click(screen.getByRole('button', { name: 'Speichern' }));
      await waitFor(() => expect(newType).toHaveAccessibleDescription(/^Pflichtfeld/));
      expect(sent).toEqual([]);

      await user.type(newType, 'Einsatzleitwagen');
      await user.click(screen.getByRole('button', { name: 'Speichern' }));

      await screen.findByText('Die Fahrzeugvorlage „ELW 1“ wurde angelegt.');
      expect(sent).toEqual([{ endpoint: 'create', body: { name: 'ELW 1', seats: 0, type: { name: 'Einsatzleitwagen' }, standardLoad: [] } }]);
    });

    it('given no types exist should ask for the new type name, required, without a "new type" option', async () => {
      types = [];
      const { user } = await openCreateForm();

      expect(screen.queryByRole('combobox', { name: /^Fahrzeugtyp/ })).not.toBeInTheDocument();
      expect(screen.queryByText('Neuen Fahrzeugtyp anlegen …')).not.toBeInTheDocument();
      const newType = screen.getByRole('textbox', { name: /^Name des neuen Fahrzeugtyps/ });
      expect(newType).toBeRequired();
      await user.type(screen.getByRole('textbox', { name: 'Name' }), 'HLF 10');
      await user.click(screen.getByRole('button', { name: 'Speichern' }));

      await waitFor(() => expect(newType).toHaveAccessibleDescription(/^Pflichtfeld/));
      expect(sent).toEqual([]);
      await user.type(newType, 'Löschfahrzeug');
      await user.click(screen.getByRole('button', { name: 'Speichern' }));

      await screen.findByText('Die Fahrzeugvorlage „HLF 10“ wurde angelegt.');
      expect(sent[0]?.body.type).toEqual({ name: 'Löschfahrzeug' });
    });
  });

  describe('the standard load', () => {
    it('should offer each material once and hide the add button when all are used', async () => {
      const { user } = await openCreateForm();
      const add = () => screen.queryByRole('button', { name: 'Material hinzufügen' });

      await user.click(add() as HTMLElement);
      await choose(user, within(lineGroup(1)).getByRole('combobox', { name: /^Material/ }), 'Atemschutzgerät');
      await user.click(add() as HTMLElement);

      expect(await optionsOf(user, within(lineGroup(2)).getByRole('combobox', { name: /^Material/ }))).toEqual(['B-Schlauch']);
      expect(add()).not.toBeInTheDocument();
      expect(screen.getByText('Alle Materialien sind bereits in der Beladung.')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Position 1 entfernen' }));

      expect(screen.queryByRole('group', { name: 'Position 2' })).not.toBeInTheDocument();
      expect(add()).toBeInTheDocument();
      expect(await optionsOf(user, within(lineGroup(1)).getByRole('combobox', { name: /^Material/ }))).toEqual(['Atemschutzgerät', 'B-Schlauch']);
    });

    it('should require material and amount on each line, with an amount of at least 0 in steps of 1', async () => {
      const { user } = await openCreateForm();
      await user.type(screen.getByRole('textbox', { name: 'Name' }), 'RTW 1');
      await choose(user, screen.getByRole('combobox', { name: /^Fahrzeugtyp/ }), 'Rettungswagen');
      await user.click(screen.getByRole('button', { name: 'Material hinzufügen' }));
      await user.click(screen.getByRole('button', { name: 'Material hinzufügen' }));

      const firstAmount = within(lineGroup(1)).getByRole('spinbutton', { name: /^Menge/ });
      expect(firstAmount).toHaveAttribute('min', '0');
      expect(firstAmount).toHaveAttribute('step', '1');
      // Typing "-" is swallowed by the field; a pasted negative number still reaches the form.
      await user.clear(firstAmount);
      await user.click(firstAmount);
      await user.paste('-2');
      await user.clear(within(lineGroup(2)).getByRole('spinbutton', { name: /^Menge/ }));
      await user.click(screen.getByRole('button', { name: 'Speichern' }));

      // The contract's range, named in the message; an emptied amount says the same.
      await waitFor(() => expect(firstAmount).toHaveAccessibleDescription('Bitte eine ganze Zahl zwischen 0 und 1.000.000 eingeben.'));
      expect(within(lineGroup(1)).getByRole('combobox', { name: /^Material/ })).toHaveAccessibleDescription('Pflichtfeld');
      expect(within(lineGroup(2)).getByRole('spinbutton', { name: /^Menge/ })).toHaveAccessibleDescription('Bitte eine ganze Zahl zwischen 0 und 1.000.000 eingeben.');
      expect(sent).toEqual([]);
    });

    it('given no materials exist should say so and offer no line', async () => {
      materials = [];
      await openCreateForm();

      expect(screen.getByText(/Es sind noch keine Materialien angelegt/)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Material hinzufügen' })).not.toBeInTheDocument();
    });
  });

  describe('the icon', () => {
    const png = () => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'hlf.png', { type: 'image/png' });

    it('should reject a file that is not an image with a German message and preview an image', async () => {
      await openCreateForm();
      // The administrator switched the picker to "all files", so the browser's filter did not apply.
      const user = userEvent.setup({ applyAccept: false });
      const input = screen.getByLabelText('Symbolbild');
      expect(input).toHaveAttribute('accept', 'image/*');

      await user.upload(input, new File(['%PDF-1.7'], 'datenblatt.pdf', { type: 'application/pdf' }));

      expect(input).toHaveAccessibleDescription(/Bitte wählen Sie eine Bilddatei/);
      expect(screen.queryByRole('img', { name: 'Vorschau des gewählten Symbolbilds' })).not.toBeInTheDocument();

      await user.upload(input, png());

      expect(await screen.findByRole('img', { name: 'Vorschau des gewählten Symbolbilds' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/png/));
      expect(input).not.toHaveAccessibleDescription(/Bitte wählen Sie eine Bilddatei/);
    });

    it('given file storage fails should keep the blueprint saved and say in German why the icon is missing', async () => {
      const { user, currentUrl } = await openCreateForm();
      await user.type(screen.getByRole('textbox', { name: 'Name' }), 'RTW 2');
      await choose(user, screen.getByRole('combobox', { name: /^Fahrzeugtyp/ }), 'Rettungswagen');
      await user.upload(screen.getByLabelText('Symbolbild'), png());
      await user.click(screen.getByRole('button', { name: 'Speichern' }));

      // The test session has no Firebase app, so storage answers "no-default-bucket".
      expect(await screen.findByText(/Das Symbolbild konnte nicht gespeichert werden. Die Fahrzeugvorlage „RTW 2“ selbst ist gespeichert/)).toBeInTheDocument();
      expect(screen.getByText('Es ist kein Dateispeicher eingerichtet.')).toBeInTheDocument();
      expect(sent.map((s) => s.endpoint)).toEqual(['create']);
      expect(currentUrl()).toBe('/vehicle/blueprint');
      expect(await screen.findByRole('cell', { name: 'RTW 2' })).toBeInTheDocument();
    });
  });

  describe('when the API refuses (403)', () => {
    const refused = () => HttpResponse.json({ statusCode: 403, error: 'Forbidden', message: 'Refused', code: 'forbidden' }, { status: 403 });

    it('should show the no-permission notice on the list and on the form route instead of a retry', async () => {
      server.use(http.get(testUrl('vehicle.blueprints'), refused), http.get(testUrl('vehicle.types'), refused));
      await open();
      expect(await screen.findByText('Dafür fehlt Ihnen die Berechtigung.')).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();

      await open('/vehicle/blueprint/form');
      expect(await screen.findAllByText('Dafür fehlt Ihnen die Berechtigung.')).not.toHaveLength(0);
      expect(screen.queryByRole('button', { name: 'Erneut versuchen' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Speichern' })).not.toBeInTheDocument();
    });

    it('given a refused save should say so next to the form and keep what was typed', async () => {
      server.use(http.post(testUrl('vehicle.createBlueprint'), refused));
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { user } = await openCreateForm();
      await user.type(screen.getByRole('textbox', { name: 'Name' }), 'TLF 3000');
      await choose(user, screen.getByRole('combobox', { name: /^Fahrzeugtyp/ }), 'Rettungswagen');

      await user.click(screen.getByRole('button', { name: 'Speichern' }));

      expect(await screen.findByRole('alert')).toHaveTextContent('Dafür fehlt Ihnen die Berechtigung.');
      expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('TLF 3000');
      expect(screen.getByRole('combobox', { name: /^Fahrzeugtyp/ })).toHaveValue('Rettungswagen');
      expect(screen.getByRole('button', { name: 'Speichern' })).toBeEnabled();
    });
  });

  describe('given the shell builds the menu', () => {
    it('should find the German menu title in the feature namespace', () => {
      expect(createTestI18n().t('menu.title', { ns: blueprintsFeature.namespace })).toBe('Fahrzeugvorlagen');
    });
  });
});
