import type { Qualification, QualificationCreate, QualificationGroup, QualificationGroupCreate, QualificationUpdate } from '@rescue-admin/api-contract';
import { renderFeature } from '@rescue-admin/crud-kit/testing';
import { createTestServer, testUrl } from '@rescue-admin/data-access/testing';
import { aQualification, aQualificationGroup } from '@rescue-admin/api-contract/testing';
import { createTestI18n } from '@rescue-admin/i18n/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { qualificationsFeature } from '../index';

const server = createTestServer();
beforeAll(() => server.listen());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let groups: QualificationGroup[];
let qualifications: Qualification[];
/** Every write the server received, in order, to assert what was sent and what was not. */
let writes: { endpoint: string; body: unknown }[];

beforeEach(() => {
  groups = [aQualificationGroup({ uid: 'g-fuehrung', name: 'Führung', allowedAmount: 2 }), aQualificationGroup({ uid: 'g-technik', name: 'Technik', allowedAmount: 5 })];
  qualifications = [
    aQualification({ uid: 'q-gf', name: 'Gruppenführer', groupId: 'g-fuehrung', displayType: 'PRIMARY' }),
    aQualification({ uid: 'q-ma', name: 'Maschinist', groupId: null, displayType: 'SECONDARY' }),
  ];
  writes = [];
  // The list handlers always answer with the current server state, so a refetch shows changes.
  server.use(
    http.get(testUrl('qualification.all'), () => HttpResponse.json(qualifications)),
    http.get(testUrl('qualification.groups'), () => HttpResponse.json(groups)),
  );
});

/** The server creates groups and qualifications as the real one does (200 with the new id). */
function acceptWrites() {
  server.use(
    http.post(testUrl('qualification.createGroup'), async ({ request }) => {
      const body = (await request.json()) as QualificationGroupCreate;
      writes.push({ endpoint: 'createGroup', body });
      groups = [...groups, { uid: 'g-neu', ...body, version: 0 }];
      return HttpResponse.json('g-neu');
    }),
    http.post(testUrl('qualification.create'), async ({ request }) => {
      const body = (await request.json()) as QualificationCreate;
      writes.push({ endpoint: 'create', body });
      qualifications = [...qualifications, { uid: 'q-neu', name: body.name, groupId: body.groupId, displayType: body.displayType, version: 0 }];
      return HttpResponse.json('q-neu');
    }),
    http.post(testUrl('qualification.update'), async ({ request }) => {
      const body = (await request.json()) as QualificationUpdate;
      writes.push({ endpoint: 'update', body });
      qualifications = qualifications.map((q) => (q.uid === body.uid ? { uid: body.uid, name: body.name, groupId: body.groupId, displayType: body.displayType, version: q.version + 1 } : q));
      return HttpResponse.json(body);
    }),
  );
}

const open = (url = '/qualification') => renderFeature(qualificationsFeature, url);
const rowOf = async (name: string) => (await screen.findByRole('cell', { name })).closest('tr') as HTMLElement;

async function choose(user: UserEvent, field: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function openCreateForm() {
  const rendered = await open();
  await rowOf('Gruppenführer');
  await rendered.user.click(screen.getByRole('button', { name: 'Neu anlegen' }));
  await screen.findByRole('heading', { level: 2, name: 'Neue Qualifikation anlegen' });
  return rendered;
}

describe('qualifications screen', () => {
  describe('given qualifications exist', () => {
    it('should list name, group name and the German display type', async () => {
      await open();

      expect(screen.getByRole('heading', { level: 1, name: 'Qualifikationen' })).toBeInTheDocument();
      const leader = await rowOf('Gruppenführer');
      await waitFor(() => expect(within(leader).getByRole('cell', { name: 'Führung' })).toBeInTheDocument());
      expect(within(leader).getByRole('cell', { name: 'Primär' })).toBeInTheDocument();
      const machinist = await rowOf('Maschinist');
      expect(within(machinist).getByRole('cell', { name: 'Sekundär' })).toBeInTheDocument();
      expect(within(machinist).queryByRole('cell', { name: 'SECONDARY' })).not.toBeInTheDocument();
    });
  });

  describe('when the administrator creates a qualification', () => {
    it('should default to PRIMARY and no group, and send groupId null', async () => {
      acceptWrites();
      const { user, currentUrl } = await openCreateForm();

      expect(screen.getByRole('combobox', { name: /^Anzeigeart/ })).toHaveValue('Primär');
      expect(screen.getByRole('combobox', { name: /^Qualifikationsgruppe/ })).toHaveValue('Keine Gruppe');
      await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Atemschutzgeräteträger');
      await user.click(screen.getByRole('button', { name: 'Speichern' }));

      expect(await screen.findByText('Die Qualifikation „Atemschutzgeräteträger“ wurde angelegt.')).toBeInTheDocument();
      expect(writes).toEqual([{ endpoint: 'create', body: { name: 'Atemschutzgeräteträger', groupId: null, displayType: 'PRIMARY' } }]);
      expect(currentUrl()).toBe('/qualification');
      expect(await screen.findByRole('cell', { name: 'Atemschutzgeräteträger' })).toBeInTheDocument();
    });

    it('should assign an existing group and the chosen display type', async () => {
      acceptWrites();
      const { user } = await openCreateForm();

      await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Zugführer');
      await choose(user, /^Anzeigeart/, 'Sekundär');
      await choose(user, /^Qualifikationsgruppe/, 'Führung');
      await user.click(screen.getByRole('button', { name: 'Speichern' }));

      await screen.findByText('Die Qualifikation „Zugführer“ wurde angelegt.');
      expect(writes).toEqual([{ endpoint: 'create', body: { name: 'Zugführer', groupId: 'g-fuehrung', displayType: 'SECONDARY' } }]);
    });

    it('should create a new group first and save the qualification with its id', async () => {
      acceptWrites();
      const { user } = await openCreateForm();

      await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Sanitäter');
      expect(screen.queryByRole('group', { name: 'Neue Qualifikationsgruppe' })).not.toBeInTheDocument();
      await choose(user, /^Qualifikationsgruppe/, 'Neue Gruppe anlegen …');
      const newGroup = screen.getByRole('group', { name: 'Neue Qualifikationsgruppe' });
      await user.type(within(newGroup).getByRole('textbox', { name: /^Name der neuen Qualifikationsgruppe/ }), 'Medizin');
      const amount = within(newGroup).getByRole('spinbutton', { name: /^Erlaubte Anzahl/ });
      await user.clear(amount);
      await user.type(amount, '3');
      await user.click(screen.getByRole('button', { name: 'Speichern' }));

      await screen.findByText('Die Qualifikation „Sanitäter“ wurde angelegt.');
      expect(writes).toEqual([
        { endpoint: 'createGroup', body: { name: 'Medizin', allowedAmount: 3 } },
        { endpoint: 'create', body: { name: 'Sanitäter', groupId: 'g-neu', displayType: 'PRIMARY' } },
      ]);
      const row = await rowOf('Sanitäter');
      await waitFor(() => expect(within(row).getByRole('cell', { name: 'Medizin' })).toBeInTheDocument());
    });

    it('given a new group should require its name and a whole amount ≥ 0, and send nothing', async () => {
      const { user } = await openCreateForm();

      await choose(user, /^Qualifikationsgruppe/, 'Neue Gruppe anlegen …');
      const groupName = screen.getByRole('textbox', { name: /^Name der neuen Qualifikationsgruppe/ });
      const amount = screen.getByRole('spinbutton', { name: /^Erlaubte Anzahl/ });
      expect(groupName).toBeRequired();
      expect(amount).toHaveAttribute('min', '0');
      // Typing "-" is swallowed by the field; a pasted negative number still reaches the form.
      await user.clear(amount);
      await user.click(amount);
      await user.paste('-1');
      await user.click(screen.getByRole('button', { name: 'Speichern' }));

      await waitFor(() => expect(groupName).toHaveAccessibleDescription('Pflichtfeld'));
      expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Pflichtfeld');
      // The contract's bound, named in the message.
      expect(amount).toHaveAccessibleDescription(/^Bitte einen Wert ab 0 eingeben\./);
      expect(amount).toHaveAttribute('max', '1000000');
      // No handler for any write exists: a request would have failed the test.
    });

    it('given the qualification cannot be saved after its new group was created should say so and reuse that group on the next save', async () => {
      acceptWrites();
      let failQualification = true;
      server.use(
        http.post(testUrl('qualification.create'), async ({ request }) => {
          const body = (await request.json()) as QualificationCreate;
          writes.push({ endpoint: 'create', body });
          if (failQualification) return new HttpResponse(null, { status: 500 });
          qualifications = [...qualifications, { uid: 'q-neu', name: body.name, groupId: body.groupId, displayType: body.displayType, version: 0 }];
          return HttpResponse.json('q-neu');
        }),
      );
      const { user, currentUrl } = await openCreateForm();
      await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Notfallsanitäter');
      await choose(user, /^Qualifikationsgruppe/, 'Neue Gruppe anlegen …');
      await user.type(screen.getByRole('textbox', { name: /^Name der neuen Qualifikationsgruppe/ }), 'Rettungsdienst');
      await user.click(screen.getByRole('button', { name: 'Speichern' }));

      expect(await screen.findByRole('alert')).toHaveTextContent('Die Qualifikation konnte nicht angelegt werden.');
      expect(screen.getByText(/Die Qualifikationsgruppe „Rettungsdienst“ wurde angelegt, die Qualifikation aber nicht gespeichert/)).toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('combobox', { name: /^Qualifikationsgruppe/ })).toHaveValue('Rettungsdienst'));
      expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Notfallsanitäter');
      expect(currentUrl()).toBe('/qualification/create');

      failQualification = false;
      await user.click(screen.getByRole('button', { name: 'Speichern' }));

      await screen.findByText('Die Qualifikation „Notfallsanitäter“ wurde angelegt.');
      expect(writes.filter((w) => w.endpoint === 'createGroup')).toHaveLength(1);
      expect(writes.at(-1)).toEqual({ endpoint: 'create', body: { name: 'Notfallsanitäter', groupId: 'g-neu', displayType: 'PRIMARY' } });
    });

    it('given the new group name is taken should mark the group name, not the qualification name', async () => {
      server.use(
        http.post(testUrl('qualification.createGroup'), () =>
          HttpResponse.json({ statusCode: 409, error: 'Conflict', message: 'Qualification group name already in use', fieldErrors: { name: 'duplicate' } }, { status: 409 }),
        ),
      );
      const { user } = await openCreateForm();
      await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Zugführer');
      await choose(user, /^Qualifikationsgruppe/, 'Neue Gruppe anlegen …');
      await user.type(screen.getByRole('textbox', { name: /^Name der neuen Qualifikationsgruppe/ }), 'Führung');
      await user.click(screen.getByRole('button', { name: 'Speichern' }));

      const groupName = screen.getByRole('textbox', { name: /^Name der neuen Qualifikationsgruppe/ });
      await waitFor(() => expect(groupName).toHaveAccessibleDescription('Dieser Wert ist bereits vergeben'));
      expect(screen.getByRole('alert')).toHaveTextContent('Die Qualifikation konnte nicht angelegt werden.');
      expect(screen.getByRole('textbox', { name: 'Name' })).toBeValid();
      // No handler for qualification.create exists: the qualification was not sent.
    });
  });

  describe('when the administrator edits a qualification', () => {
    it('should open it from the list and clear its group when saved with none', async () => {
      acceptWrites();
      const { user, currentUrl } = await open();

      await user.click(await screen.findByRole('cell', { name: 'Gruppenführer' }));
      expect(currentUrl()).toBe('/qualification/edit?uid=q-gf');
      expect(screen.getByRole('heading', { level: 2, name: 'Qualifikation „Gruppenführer“ bearbeiten' })).toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('combobox', { name: /^Qualifikationsgruppe/ })).toHaveValue('Führung'));
      await choose(user, /^Qualifikationsgruppe/, 'Keine Gruppe');
      await user.click(screen.getByRole('button', { name: 'Speichern' }));

      expect(await screen.findByText('Die Änderungen an der Qualifikation „Gruppenführer“ wurden gespeichert.')).toBeInTheDocument();
      expect(writes).toEqual([{ endpoint: 'update', body: { uid: 'q-gf', name: 'Gruppenführer', groupId: null, displayType: 'PRIMARY', version: 0 } }]);
      const row = await rowOf('Gruppenführer');
      await waitFor(() => expect(within(row).queryByRole('cell', { name: 'Führung' })).not.toBeInTheDocument());
    });

    it.each([
      ['without a version (a service that implements only the spec)', { uid: 'q-ma', name: 'Maschinist', groupId: null, displayType: 'SECONDARY' }, { groupId: null }],
      ['with an empty group id', { uid: 'q-ma', name: 'Maschinist', groupId: '', displayType: 'SECONDARY', version: 2 }, { groupId: null, version: 2 }],
    ])('given a qualification %s should open it as an edit, not "not found", and save it as an update', async (_, listed, expected) => {
      qualifications = [listed as Qualification];
      server.use(
        http.post(testUrl('qualification.update'), async ({ request }) => {
          const body = (await request.json()) as QualificationUpdate;
          writes.push({ endpoint: 'update', body });
          return HttpResponse.json(body);
        }),
      );
      const { user, currentUrl } = await open();

      await user.click(await screen.findByRole('cell', { name: 'Maschinist' }));
      expect(currentUrl()).toBe('/qualification/edit?uid=q-ma');
      expect(screen.getByRole('heading', { level: 2, name: 'Qualifikation „Maschinist“ bearbeiten' })).toBeInTheDocument();
      expect(screen.queryByText('Nicht gefunden')).not.toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('combobox', { name: /^Qualifikationsgruppe/ })).toHaveValue('Keine Gruppe'));
      await user.click(screen.getByRole('button', { name: 'Speichern' }));

      expect(await screen.findByText('Die Änderungen an der Qualifikation „Maschinist“ wurden gespeichert.')).toBeInTheDocument();
      // Sent without a version when the list had none: no `version: null`, no NaN.
      expect(writes).toEqual([{ endpoint: 'update', body: { uid: 'q-ma', name: 'Maschinist', displayType: 'SECONDARY', ...expected } }]);
    });

    it('given the server answers 204 should save (SPEC §8: any 2xx succeeds where SPEC §7 names no status)', async () => {
      server.use(http.post(testUrl('qualification.update'), () => new HttpResponse(null, { status: 204 })));
      const { user } = await open();

      await user.click(await screen.findByRole('cell', { name: 'Maschinist' }));
      await user.click(screen.getByRole('button', { name: 'Speichern' }));

      expect(await screen.findByText('Die Änderungen an der Qualifikation „Maschinist“ wurden gespeichert.')).toBeInTheDocument();
    });

    it('given the server answers with a status outside 2xx should show that it was not saved', async () => {
      // SPEC §8: qualification calls reject on an unexpected status.
      server.use(http.post(testUrl('qualification.update'), () => new HttpResponse(null, { status: 302 })));
      const { user } = await open();

      await user.click(await screen.findByRole('cell', { name: 'Maschinist' }));
      await user.click(screen.getByRole('button', { name: 'Speichern' }));

      expect(await screen.findByRole('alert')).toHaveTextContent('Die Änderungen an der Qualifikation konnten nicht gespeichert werden.');
      expect(screen.getByRole('heading', { level: 2, name: 'Qualifikation „Maschinist“ bearbeiten' })).toBeInTheDocument();
    });

    it('given no qualification in the navigation state should show a German not-found screen with a way back', async () => {
      const { user, currentUrl } = await open('/qualification/edit');

      expect(await screen.findByText('Nicht gefunden')).toBeInTheDocument();
      expect(screen.getByText(/Es wurde keine Qualifikation zum Bearbeiten übergeben/)).toBeInTheDocument();
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Zurück zur Liste' }));

      expect(currentUrl()).toBe('/qualification');
      expect(await screen.findByRole('cell', { name: 'Gruppenführer' })).toBeInTheDocument();
    });
  });

  describe('given the administrator searched the list', () => {
    it('should show the same search after leaving the form', async () => {
      const { user, currentUrl } = await open('/qualification?q=masch');
      await rowOf('Maschinist');

      await user.click(screen.getByRole('button', { name: 'Neu anlegen' }));
      expect(currentUrl()).toBe('/qualification/create');
      await user.click(screen.getByRole('button', { name: 'Abbrechen' }));

      expect(currentUrl()).toBe('/qualification?q=masch');
      expect(await screen.findByRole('cell', { name: 'Maschinist' })).toBeInTheDocument();
      expect(screen.queryByRole('cell', { name: 'Gruppenführer' })).not.toBeInTheDocument();
    });
  });

  describe('given the shell builds the menu', () => {
    it('should find the German menu title in the feature namespace', () => {
      expect(createTestI18n().t('menu.title', { ns: qualificationsFeature.namespace })).toBe('Qualifikationen');
    });
  });
});
