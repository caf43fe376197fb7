import type { User, UserCreate, UserUpdate } from '@rescue-admin/api-contract';
import { renderFeature } from '@rescue-admin/crud-kit/testing';
import { INITIAL_PASSWORD } from '@rescue-admin/api-contract';
import { createTestServer, testUrl } from '@rescue-admin/data-access/testing';
import { aCustomer, aUser, theSignedInUser } from '@rescue-admin/api-contract/testing';
import { createTestI18n } from '@rescue-admin/i18n/testing';
import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { usersFeature } from '../index';
import * as stories from './users-page.stories';

const { Default: DefaultStory } = composeStories(stories);

const server = createTestServer();
beforeAll(() => server.listen());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const customers = [
  aCustomer({ uid: 'fw-musterstadt', name: 'Feuerwehr Musterstadt', kennung: 'FW-MS' }),
  aCustomer({ uid: 'thw-beispiel', name: 'THW Beispielburg', kennung: 'THW-BB' }),
];
let users: User[];
beforeEach(() => {
  users = [
    theSignedInUser(),
    aUser({ uid: 'lena', firstname: 'Lena', lastname: 'Schulz', mail: 'lena.schulz@example.org', role: 'USER', customerUid: 'thw-beispiel' }),
  ];
  server.use(
    http.get(testUrl('user.all'), () => HttpResponse.json(users)),
    http.get(testUrl('customer.all'), () => HttpResponse.json(customers)),
  );
});

const open = (url = '/user') => renderFeature(usersFeature, url);
const rowOf = async (name: string) => (await screen.findByRole('cell', { name })).closest('tr') as HTMLElement;

async function choose(user: UserEvent, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('users screen', () => {
  it('should list users with German role labels and the customer name instead of its uid', async () => {
    await open();

    const row = await rowOf('Lena Schulz');
    expect(within(row).getByRole('cell', { name: 'lena.schulz@example.org' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: 'Benutzer' })).toBeInTheDocument();
    expect(await within(row).findByRole('cell', { name: 'THW Beispielburg' })).toBeInTheDocument();
    expect(within(await rowOf('Erika Mustermann')).getByRole('cell', { name: 'Super-Administrator' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'thw-beispiel' })).not.toBeInTheDocument();
  });

  it('should not let the signed-in administrator delete their own account', async () => {
    await open();

    const own = await rowOf('Erika Mustermann');
    expect(within(own).getByRole('button', { name: 'Sie können Ihr eigenes Konto nicht löschen' })).toBeDisabled();
    expect(within(await rowOf('Lena Schulz')).getByRole('button', { name: 'Löschen' })).toBeEnabled();
  });

  it('should keep the search in the URL', async () => {
    const { user, currentUrl } = await open();
    await rowOf('Lena Schulz');

    await user.type(screen.getByRole('searchbox', { name: 'Suchen' }), 'thw');

    expect(currentUrl()).toBe('/user?q=thw');
    expect(screen.getByRole('cell', { name: 'Lena Schulz' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Erika Mustermann' })).not.toBeInTheDocument();
  });

  describe('when the administrator creates a user', () => {
    it('should send the spec’s initial password, issue an invitation and open the new user’s form with its link', async () => {
      let sent: UserCreate | undefined;
      let invited: unknown;
      const link = 'http://localhost:4200/einladung#' + 'T'.repeat(43);
      server.use(
        http.post(testUrl('user.create'), async ({ request }) => {
          sent = (await request.json()) as UserCreate;
          users = [...users, aUser({ uid: 'neu', ...sent })];
          return HttpResponse.json('neu');
        }),
        http.post(testUrl('invitation.issue'), async ({ request }) => {
          invited = await request.json();
          const until = new Date(Date.now() + 7 * 86_400_000);
          users = users.map((u) => (u.uid === 'neu' ? { ...u, signInActive: false, invitedUntil: until } : u));
          return HttpResponse.json({ link, expiresAt: until.toISOString(), mailed: false });
        }),
      );
      const { user, currentUrl } = await open('/user?form=new');

      expect(await screen.findByRole('combobox', { name: /^Rolle/ })).toHaveValue('Einheiten-Benutzer');
      expect(screen.queryByText(/Initialpasswort/)).not.toBeInTheDocument();
      await user.type(screen.getByRole('textbox', { name: /^E-Mail/ }), 'jonas.weber@example.org');
      await user.type(screen.getByRole('textbox', { name: /^Vorname/ }), 'Jonas');
      await user.type(screen.getByRole('textbox', { name: /^Nachname/ }), 'Weber');
      await choose(user, /^Kunde/, 'THW Beispielburg (THW-BB)');
      await user.click(screen.getByRole('button', { name: 'Speichern' }));

      expect(await screen.findByText('Der Benutzer „Jonas Weber“ wurde angelegt.')).toBeInTheDocument();
      expect(screen.getByText('Der Einladungslink steht unten zum Kopieren bereit.')).toBeInTheDocument();
      expect(await screen.findByRole('textbox', { name: 'Einladungslink' })).toHaveValue(link);
      expect(screen.getByText(/^Eingeladen – die Einladung gilt bis/)).toBeInTheDocument();
      expect(screen.queryByText(/Der zuvor gesendete Link gilt nicht mehr/)).not.toBeInTheDocument();
      expect(sent).toEqual({
        mail: 'jonas.weber@example.org',
        firstname: 'Jonas',
        lastname: 'Weber',
        role: 'UNIT_USER',
        customerUid: 'thw-beispiel',
        password: INITIAL_PASSWORD,
      });
      expect(invited).toEqual({ userUid: 'neu' });
      expect(currentUrl()).toBe('/user?edit=neu');
      // Back on the list, which was read again after the invitation: „Eingeladen“, not the state before it.
      await user.click(screen.getByRole('button', { name: 'Zurück' }));
      await waitFor(async () => expect((await screen.findByRole('cell', { name: 'Jonas Weber' })).closest('tr')).toHaveTextContent('Eingeladen'));
    });

    it('against a service without invitations (404) should still say the user was created', async () => {
      server.use(
        http.post(testUrl('user.create'), async ({ request }) => {
          users = [...users, aUser({ uid: 'neu', ...((await request.json()) as UserCreate) })];
          return HttpResponse.json('neu');
        }),
        http.post(testUrl('invitation.issue'), () => HttpResponse.json({ statusCode: 404, error: 'Not Found', message: 'Route not found' }, { status: 404 })),
      );
      const { user } = await open('/user?form=new');
      await user.type(await screen.findByRole('textbox', { name: /^E-Mail/ }), 'ohne.einladung@example.org');
      await user.type(screen.getByRole('textbox', { name: /^Vorname/ }), 'Ohne');
      await user.type(screen.getByRole('textbox', { name: /^Nachname/ }), 'Einladung');
      await choose(user, /^Kunde/, 'THW Beispielburg (THW-BB)');
      await user.click(screen.getByRole('button', { name: 'Speichern' }));
      expect(await screen.findByText('Der Benutzer „Ohne Einladung“ wurde angelegt.')).toBeInTheDocument();
      expect(screen.getByText('Das Konto hat das feste Anfangspasswort des Dienstes; bitte teilen Sie es dem Benutzer mit.')).toBeInTheDocument();
      expect(screen.queryByText(/Einladungslink/)).not.toBeInTheDocument();
    });

    it('the list says where each user’s sign-in stands', async () => {
      users = [
        aUser({ uid: 'a', firstname: 'Anna', lastname: 'Aktiv', signInActive: true, invitedUntil: null }),
        aUser({ uid: 'b', firstname: 'Bernd', lastname: 'Eingeladen', signInActive: false, invitedUntil: new Date(Date.now() + 86_400_000) }),
        aUser({ uid: 'c', firstname: 'Carla', lastname: 'Abgelaufen', signInActive: false, invitedUntil: new Date(Date.now() - 1_000) }),
      ];
      await open('/user');
      const rowOf = async (name: string) => (await screen.findByRole('cell', { name })).closest('tr') as HTMLElement;
      expect(await rowOf('Anna Aktiv')).toHaveTextContent('Aktiv');
      expect(await rowOf('Bernd Eingeladen')).toHaveTextContent('Eingeladen');
      expect(await rowOf('Carla Abgelaufen')).toHaveTextContent('Einladung abgelaufen');
    });

    it('should require e-mail, names and customer and reject a malformed e-mail, sending nothing', async () => {
      const { user } = await open('/user?form=new');

      const mail = await screen.findByRole('textbox', { name: /^E-Mail/ });
      expect(mail).toHaveAttribute('type', 'email');
      await user.click(screen.getByRole('button', { name: 'Speichern' }));

      for (const label of [/^E-Mail/, /^Vorname/, /^Nachname/]) expect(screen.getByRole('textbox', { name: label })).toHaveAccessibleDescription('Pflichtfeld');
      expect(screen.getByRole('combobox', { name: /^Kunde/ })).toHaveAccessibleDescription('Pflichtfeld');

      await user.type(mail, 'keine-adresse');
      expect(mail).toHaveAccessibleDescription('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    });

    it('given the server rejects the e-mail should show it on the field and keep the input', async () => {
      server.use(
        http.post(testUrl('user.create'), () =>
          HttpResponse.json({ statusCode: 400, error: 'Bad Request', message: 'Validation failed', fieldErrors: { mail: 'duplicate' } }, { status: 400 }),
        ),
      );
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { user } = await open('/user?form=new');
      await user.type(await screen.findByRole('textbox', { name: /^E-Mail/ }), 'lena.schulz@example.org');
      await user.type(screen.getByRole('textbox', { name: /^Vorname/ }), 'Lena');
      await user.type(screen.getByRole('textbox', { name: /^Nachname/ }), 'Zwei');
      await choose(user, /^Kunde/, 'Feuerwehr Musterstadt (FW-MS)');
      await user.click(screen.getByRole('button', { name: 'Speichern' }));

      const mail = screen.getByRole('textbox', { name: /^E-Mail/ });
      await waitFor(() => expect(mail).toHaveAccessibleDescription('Dieser Wert ist bereits vergeben'));
      expect(mail).toHaveValue('lena.schulz@example.org');
      expect(screen.getByRole('alert')).toHaveTextContent('Der Benutzer konnte nicht angelegt werden. Bitte prüfen Sie die markierten Felder.');
      expect(consoleError).toHaveBeenCalledWith('User could not be created', expect.anything());
    });
  });

  describe('when the administrator edits a user', () => {
    it('should send the changed role with the uid and show it in the list', async () => {
      let sent: UserUpdate | undefined;
      server.use(
        http.post(testUrl('user.update'), async ({ request }) => {
          sent = (await request.json()) as UserUpdate;
          users = users.map((u) => (u.uid === sent?.uid ? { ...u, ...sent } : u));
          return HttpResponse.json(sent);
        }),
      );
      const { user } = await open();

      await user.click(within(await rowOf('Lena Schulz')).getByRole('button', { name: 'Bearbeiten' }));
      expect(screen.getByRole('textbox', { name: /^E-Mail/ })).toHaveValue('lena.schulz@example.org');
      await choose(user, /^Rolle/, 'Administrator');
      await user.click(screen.getByRole('button', { name: 'Speichern' }));

      expect(await screen.findByText('Die Änderungen am Benutzer „Lena Schulz“ wurden gespeichert.')).toBeInTheDocument();
      // `version`: the version the user was read at (no lost updates).
      expect(sent).toEqual({ uid: 'lena', mail: 'lena.schulz@example.org', firstname: 'Lena', lastname: 'Schulz', role: 'ADMIN', customerUid: 'thw-beispiel', version: 0 });
      await waitFor(async () => expect(within(await rowOf('Lena Schulz')).getByRole('cell', { name: 'Administrator' })).toBeInTheDocument());
    });

    it('given the update fails should say so and leave the list unchanged', async () => {
      server.use(http.post(testUrl('user.update'), () => new HttpResponse(null, { status: 500 })));
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { user } = await open('/user?edit=lena');

      const lastname = await screen.findByRole('textbox', { name: /^Nachname/ });
      await user.clear(lastname);
      await user.type(lastname, 'Meier');
      await user.click(screen.getByRole('button', { name: 'Speichern' }));

      expect(await screen.findByRole('alert')).toHaveTextContent('Die Änderungen am Benutzer konnten nicht gespeichert werden.');
      expect(lastname).toHaveValue('Meier');
      // SPEC §8's console message for a failed user update.
      expect(consoleError).toHaveBeenCalledWith("User update couldn't be performed", expect.anything());
      await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
      expect(await screen.findByRole('cell', { name: 'Lena Schulz' })).toBeInTheDocument();
      expect(screen.queryByRole('cell', { name: 'Lena Meier' })).not.toBeInTheDocument();
    });
  });

  describe('the invitation on the form of a user who has not signed in yet', () => {
    it('sends a new link to copy (with a QR code), then revokes it', async () => {
      users = [aUser({ uid: 'ina', firstname: 'Ina', lastname: 'Eingeladen', signInActive: false, invitedUntil: new Date(Date.now() + 86_400_000) })];
      const link = 'http://localhost:4200/einladung#' + 'N'.repeat(43);
      const calls: string[] = [];
      server.use(
        http.post(testUrl('invitation.issue'), async ({ request }) => {
          calls.push(`issue ${JSON.stringify(await request.json())}`);
          return HttpResponse.json({ link, expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString(), mailed: true });
        }),
        http.post(testUrl('invitation.revoke'), async ({ request }) => {
          calls.push(`revoke ${JSON.stringify(await request.json())}`);
          return HttpResponse.json(true);
        }),
      );
      const { user } = await open('/user?edit=ina');

      expect(await screen.findByText(/^Eingeladen – die Einladung gilt bis/)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Einladung erneut senden' }));
      expect(await screen.findByRole('textbox', { name: 'Einladungslink' })).toHaveValue(link);
      expect(screen.getByText(/Die Einladung wurde auch an .* gesendet. Der zuvor gesendete Link gilt nicht mehr./)).toBeInTheDocument();
      expect(await screen.findByRole('img', { name: 'QR-Code des Einladungslinks' })).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Einladung widerrufen' }));
      expect(await screen.findByText(/^Einladung abgelaufen/)).toBeInTheDocument();
      expect(screen.queryByRole('textbox', { name: 'Einladungslink' })).not.toBeInTheDocument();
      expect(calls).toEqual(['issue {"userUid":"ina"}', 'revoke {"userUid":"ina"}']);
    });

    it('offers no invitation for a user who has set their own password', async () => {
      users = [aUser({ uid: 'akt', firstname: 'Anna', lastname: 'Aktiv', signInActive: true, invitedUntil: null })];
      await open('/user?edit=akt');
      expect(await screen.findByText(/^Aktiv – der Benutzer hat ein eigenes Passwort festgelegt/)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Einladung/ })).not.toBeInTheDocument();
    });
  });

  describe('when the administrator deletes a user', () => {
    it('should ask naming the user and delete by userUid once confirmed', async () => {
      let deletedUid: string | null = null;
      server.use(
        http.get(testUrl('user.delete'), ({ request }) => {
          deletedUid = new URL(request.url).searchParams.get('userUid');
          users = users.filter((u) => u.uid !== deletedUid);
          return HttpResponse.json(true);
        }),
      );
      const { user } = await open();

      await user.click(within(await rowOf('Lena Schulz')).getByRole('button', { name: 'Löschen' }));
      const dialog = screen.getByRole('alertdialog', { name: 'Benutzer löschen?' });
      expect(dialog).toHaveTextContent('Möchten Sie den Benutzer „Lena Schulz“ wirklich löschen?');
      await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));

      expect(await screen.findByText('Der Benutzer „Lena Schulz“ wurde gelöscht.')).toBeInTheDocument();
      expect(deletedUid).toBe('lena');
      await waitFor(() => expect(screen.queryByRole('cell', { name: 'Lena Schulz' })).not.toBeInTheDocument());
    });

    it('should delete nothing when cancelled', async () => {
      const { user } = await open();

      await user.click(within(await rowOf('Lena Schulz')).getByRole('button', { name: 'Löschen' }));
      await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Abbrechen' }));

      expect(screen.getByRole('cell', { name: 'Lena Schulz' })).toBeInTheDocument();
    });
  });

  describe('when the API refuses (403)', () => {
    const refused = () => HttpResponse.json({ statusCode: 403, error: 'Forbidden', message: 'UNIT_USER may not read users', code: 'forbidden' }, { status: 403 });

    it('should show the German no-permission notice in place of the table, without a pointless retry', async () => {
      let requests = 0;
      server.use(
        http.get(testUrl('user.all'), () => {
          requests += 1;
          return refused();
        }),
        http.get(testUrl('customer.all'), refused),
      );
      await open();

      const notice = (await screen.findByText('Dafür fehlt Ihnen die Berechtigung.')).closest('[role="status"]');
      expect(notice).toHaveTextContent(/wenden Sie sich bitte an Ihre Administration/);
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Erneut versuchen' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Neu anlegen' })).not.toBeInTheDocument();
      expect(requests).toBe(1);
    });

    it('given a refused save should say so next to the form, keep everything typed and free the button', async () => {
      server.use(http.post(testUrl('user.create'), refused));
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { user, currentUrl } = await open('/user?form=new');
      await user.type(await screen.findByRole('textbox', { name: /^E-Mail/ }), 'jonas.weber@example.org');
      await user.type(screen.getByRole('textbox', { name: /^Vorname/ }), 'Jonas');
      await user.type(screen.getByRole('textbox', { name: /^Nachname/ }), 'Weber');
      await choose(user, /^Kunde/, 'THW Beispielburg (THW-BB)');

      await user.click(screen.getByRole('button', { name: 'Speichern' }));

      expect(await screen.findByRole('alert')).toHaveTextContent('Der Benutzer konnte nicht angelegt werden. Dafür fehlt Ihnen die Berechtigung.');
      expect(screen.getByRole('textbox', { name: /^E-Mail/ })).toHaveValue('jonas.weber@example.org');
      expect(screen.getByRole('textbox', { name: /^Vorname/ })).toHaveValue('Jonas');
      expect(screen.getByRole('textbox', { name: /^Nachname/ })).toHaveValue('Weber');
      expect(screen.getByRole('combobox', { name: /^Kunde/ })).toHaveValue('THW Beispielburg (THW-BB)');
      expect(screen.getByRole('button', { name: 'Speichern' })).toBeEnabled();
      expect(currentUrl()).toBe('/user?form=new');
    });

    it('given a refused delete should say so above the list and keep the user', async () => {
      server.use(http.get(testUrl('user.delete'), refused));
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { user } = await open();

      await user.click(within(await rowOf('Lena Schulz')).getByRole('button', { name: 'Löschen' }));
      await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Löschen' }));

      expect(await screen.findByText('Der Benutzer „Lena Schulz“ konnte nicht gelöscht werden. Die Liste ist unverändert. Dafür fehlt Ihnen die Berechtigung.')).toBeInTheDocument();
      expect(screen.getByRole('cell', { name: 'Lena Schulz' })).toBeInTheDocument();
    });
  });

  describe('given old data with text that looks like a date (revived into a Date by the HTTP layer)', () => {
    beforeEach(() => {
      server.use(
        http.get(testUrl('customer.all'), () => HttpResponse.json([...customers, aCustomer({ uid: 'alt', name: '2026-01-01T00:00Z', kennung: 'ALT-1' })])),
        http.get(testUrl('user.all'), () =>
          HttpResponse.json([...users, aUser({ uid: 'zeit', firstname: '2026-02-01T08:00Z', lastname: 'Zeitstempel', customerUid: 'alt' })]),
        ),
      );
    });

    it('should list the customer name and the first name as their ISO text instead of crashing', async () => {
      const { user } = await open();

      const row = await rowOf('2026-02-01T08:00:00.000Z Zeitstempel');
      expect(within(row).getByRole('cell', { name: '2026-01-01T00:00:00.000Z' })).toBeInTheDocument();
      await user.type(screen.getByRole('searchbox', { name: 'Suchen' }), '2026-01-01');
      await waitFor(() => expect(screen.queryByRole('cell', { name: 'Lena Schulz' })).not.toBeInTheDocument());
      expect(screen.getByRole('cell', { name: '2026-02-01T08:00:00.000Z Zeitstempel' })).toBeInTheDocument();
    });

    it('should offer that customer in the dropdown by its ISO text, and open the user with the name as text', async () => {
      const { user } = await open('/user?edit=zeit');

      expect(await screen.findByRole('textbox', { name: /^Vorname/ })).toHaveValue('2026-02-01T08:00:00.000Z');
      expect(screen.getByRole('combobox', { name: /^Kunde/ })).toHaveValue('2026-01-01T00:00:00.000Z (ALT-1)');
      await user.click(screen.getByRole('combobox', { name: /^Kunde/ }));
      expect(screen.getByRole('option', { name: '2026-01-01T00:00:00.000Z (ALT-1)' })).toBeInTheDocument();

      // Saving it unchanged: the form asks for a name that is not a time stamp, in German.
      await user.click(screen.getByRole('button', { name: 'Speichern' }));
      expect(screen.getByRole('textbox', { name: /^Vorname/ })).toHaveAccessibleDescription('Bitte geben Sie hier keinen Zeitstempel (wie „2026-01-01T00:00Z“) ein.');
    });
  });

  it('the Default story should show the seeded users without a request', async () => {
    render(<DefaultStory />);

    expect(await screen.findByRole('cell', { name: 'Max Mustermann' })).toBeInTheDocument();
  });

  it('should have its German menu title', () => {
    expect(createTestI18n().t('menu.title', { ns: usersFeature.namespace })).toBe('Benutzerverwaltung');
  });
});
