import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { grantsOf, INITIAL_PASSWORD } from '@rescue-admin/api-contract';
import type { PasswordChangeFailureReason, PasswordChangeResult } from '@rescue-admin/data-access';
import { createTestServer, testUrl } from '@rescue-admin/data-access/testing';
import { TEST_CUSTOMER_UID, theSignedInUser } from '@rescue-admin/api-contract/testing';
import { hydrantsFeature } from '@rescue-admin/feature-hydrants';
import { preloadLazyModules, renderApp, signedInHandlers } from '../test/render-app';

const refused = (code: string) => HttpResponse.json({ statusCode: 403, error: 'Forbidden', message: 'Refused', code }, { status: 403 });

/** The API as it behaves for an account with the initial password: everything refused until the change. */
let passwordChanged: boolean;
const hydrantRequests = vi.fn();
// Before the default handlers: MSW answers with the first handler that matches.
const server = createTestServer(
  http.get(testUrl('user.lookup'), () => (passwordChanged ? HttpResponse.json(theSignedInUser()) : refused('password_change_required'))),
  http.get(testUrl('hydrant.all'), () => {
    hydrantRequests();
    return passwordChanged ? HttpResponse.json([]) : refused('password_change_required');
  }),
  ...signedInHandlers,
);
beforeAll(async () => {
  server.listen();
  await preloadLazyModules(hydrantsFeature.load);
}, 60_000);
beforeEach(() => {
  passwordChanged = false;
  hydrantRequests.mockClear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const newPassword = () => screen.getByLabelText(/^Neues Passwort/);
const repeatPassword = () => screen.getByLabelText(/^Passwort wiederholen/);

/** The session's password change as the real one behaves: on success the API lets the user in. */
function changePasswordAnswering(result: PasswordChangeResult = { ok: true }) {
  return vi.fn(async () => {
    if (result.ok) passwordChanged = true;
    return result;
  });
}

describe('first sign-in with the initial password', () => {
  it('should show "Eigenes Passwort festlegen" instead of the app, without asking for the list', async () => {
    renderApp({ path: '/hydrant', changePassword: changePasswordAnswering() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Eigenes Passwort festlegen' })).toBeInTheDocument();
    expect(screen.getByText('Konto: admin@example.org')).toBeInTheDocument();
    expect(newPassword()).toHaveAttribute('type', 'password');
    expect(newPassword()).toHaveAttribute('autocomplete', 'new-password');
    expect(newPassword()).toBeRequired();
    expect(repeatPassword()).toBeRequired();
    expect(screen.queryByRole('navigation', { name: 'Hauptmenü' })).not.toBeInTheDocument();
    // The screen's data request goes out with the app, which an account refused at its lookup never sees.
    expect(hydrantRequests).not.toHaveBeenCalled();
    expect(screen.queryByText('Dafür fehlt Ihnen die Berechtigung.')).not.toBeInTheDocument();
  });

  it('given a UNIT_USER, after setting a new password should show only what the role may do, not every area', async () => {
    // Refused like everything else until the password is changed; then the UNIT_USER's row of the policy.
    server.use(
      http.get(testUrl('user.lookup'), () => (passwordChanged ? HttpResponse.json(theSignedInUser({ role: 'UNIT_USER' })) : refused('password_change_required'))),
      http.get(testUrl('session.grants'), () =>
        passwordChanged
          ? HttpResponse.json({ role: 'UNIT_USER', customerUid: TEST_CUSTOMER_UID, grants: grantsOf('UNIT_USER') })
          : refused('password_change_required'),
      ),
    );
    renderApp({ path: '/', changePassword: changePasswordAnswering() });
    await screen.findByRole('heading', { name: 'Eigenes Passwort festlegen' });

    await userEvent.type(newPassword(), 'Wache-Nord-7');
    await userEvent.type(repeatPassword(), 'Wache-Nord-7');
    await userEvent.click(screen.getByRole('button', { name: 'Passwort festlegen' }));

    // From the frame's first appearance: not every area first and the role's ones a moment later.
    await screen.findByRole('banner');
    expect(screen.queryByRole('navigation', { name: 'Hauptmenü' })).not.toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Ihr Profil' })).toBeInTheDocument();
  });

  it('after setting a new password should show the app at the address the user wanted', async () => {
    const changePassword = changePasswordAnswering();
    const { router } = renderApp({ path: '/hydrant', changePassword });
    await screen.findByRole('heading', { name: 'Eigenes Passwort festlegen' });

    await userEvent.type(newPassword(), 'Wache-Nord-7');
    await userEvent.type(repeatPassword(), 'Wache-Nord-7');
    await userEvent.click(screen.getByRole('button', { name: 'Passwort festlegen' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Hydrantenverwaltung' })).toBeInTheDocument();
    expect(changePassword).toHaveBeenCalledExactlyOnceWith('Wache-Nord-7');
    expect(router.state.location.pathname).toBe('/hydrant');
    expect(screen.getByRole('navigation', { name: 'Hauptmenü' })).toBeInTheDocument();
  });

  it.each([
    ['both fields empty', '', '', 'Pflichtfeld', 'Pflichtfeld'],
    ['a password shorter than Firebase allows', 'kurz', 'kurz', 'Das Passwort muss mindestens 6 Zeichen lang sein.', null],
    ['the initial password again', INITIAL_PASSWORD, INITIAL_PASSWORD, 'Bitte wählen Sie ein anderes Passwort als das Initialpasswort.', null],
    ['two different passwords', 'Wache-Nord-7', 'Wache-Sued-7', null, 'Die Passwörter stimmen nicht überein.'],
  ])('given %s should say what is wrong on the field and change nothing', async (_case, first, second, firstError, secondError) => {
    const changePassword = changePasswordAnswering();
    renderApp({ path: '/', changePassword });
    await screen.findByRole('heading', { name: 'Eigenes Passwort festlegen' });

    if (first) await userEvent.type(newPassword(), first);
    if (second) await userEvent.type(repeatPassword(), second);
    await userEvent.click(screen.getByRole('button', { name: 'Passwort festlegen' }));

    if (firstError) {
      expect(newPassword()).toHaveAccessibleDescription(expect.stringContaining(firstError));
      expect(newPassword()).toHaveFocus();
    } else {
      expect(newPassword()).not.toBeInvalid();
    }
    if (secondError) expect(repeatPassword()).toHaveAccessibleDescription(secondError);
    else expect(repeatPassword()).not.toBeInvalid();
    expect(changePassword).not.toHaveBeenCalled();
  });

  it.each<[PasswordChangeFailureReason, string]>([
    ['weak-password', 'Dieses Passwort ist zu schwach. Bitte wählen Sie ein längeres Passwort.'],
    ['password-requirements', 'Dieses Passwort erfüllt die Passwortrichtlinie nicht. Bitte wählen Sie ein anderes.'],
    ['requires-recent-login', 'Ihre Anmeldung liegt zu lange zurück. Bitte melden Sie sich ab und mit dem Initialpasswort erneut an.'],
    ['network', 'Keine Verbindung. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.'],
    ['too-many-requests', 'Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es erneut.'],
    ['sign-in-again', 'Ihr neues Passwort ist gespeichert. Bitte melden Sie sich ab und mit dem neuen Passwort wieder an.'],
  ])('given Firebase refuses with %s should say "%s", keep what was typed and free the button', async (reason, message) => {
    renderApp({ path: '/', changePassword: changePasswordAnswering({ ok: false, reason }) });
    await screen.findByRole('heading', { name: 'Eigenes Passwort festlegen' });

    await userEvent.type(newPassword(), 'Wache-Nord-7');
    await userEvent.type(repeatPassword(), 'Wache-Nord-7');
    await userEvent.click(screen.getByRole('button', { name: 'Passwort festlegen' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(newPassword()).toHaveValue('Wache-Nord-7');
    expect(screen.getByRole('button', { name: 'Passwort festlegen' })).toBeEnabled();
    expect(screen.getByRole('heading', { level: 1, name: 'Eigenes Passwort festlegen' })).toBeInTheDocument();
  });

  it('should keep the button busy while the password is being set', async () => {
    let finish: (result: PasswordChangeResult) => void = () => undefined;
    const changePassword = vi.fn(() => new Promise<PasswordChangeResult>((resolve) => (finish = resolve)));
    renderApp({ path: '/', changePassword });
    await screen.findByRole('heading', { name: 'Eigenes Passwort festlegen' });
    await userEvent.type(newPassword(), 'Wache-Nord-7');
    await userEvent.type(repeatPassword(), 'Wache-Nord-7');

    await userEvent.click(screen.getByRole('button', { name: 'Passwort festlegen' }));

    expect(screen.getByRole('button', { name: 'Passwort festlegen' })).toBeDisabled();
    finish({ ok: false, reason: 'network' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Passwort festlegen' })).toBeEnabled());
  });

  it('"Abmelden" should sign out and go to /login', async () => {
    const { router } = renderApp({ path: '/hydrant', changePassword: changePasswordAnswering() });
    await screen.findByRole('heading', { name: 'Eigenes Passwort festlegen' });

    await userEvent.click(screen.getByRole('button', { name: 'Abmelden' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Anmelden' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('given the production error notices, the refused lookup should leave no notice behind for the app', async () => {
    renderApp({ path: '/hydrant', changePassword: changePasswordAnswering(), withErrorNotices: true });
    await screen.findByRole('heading', { name: 'Eigenes Passwort festlegen' });
    // Notices are imported on demand; give one the chance to be queued.
    await new Promise((resolve) => setTimeout(resolve, 100));

    await userEvent.type(newPassword(), 'Wache-Nord-7');
    await userEvent.type(repeatPassword(), 'Wache-Nord-7');
    await userEvent.click(screen.getByRole('button', { name: 'Passwort festlegen' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Hydrantenverwaltung' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText('Dafür fehlt Ihnen die Berechtigung.')).not.toBeInTheDocument();
  });
});

describe('an account without a user record', () => {
  beforeEach(() => server.use(http.get(testUrl('user.lookup'), () => refused('no_user_record'))));

  it('should say the account has no access yet, ask to contact the administration and offer to sign out', async () => {
    const { router } = renderApp({ path: '/hydrant' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Noch kein Zugang' })).toBeInTheDocument();
    const page = screen.getByRole('main');
    expect(within(page).getByText(/wenden Sie sich an Ihre Administration/)).toBeInTheDocument();
    expect(within(page).getByText('Konto: admin@example.org')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Hauptmenü' })).not.toBeInTheDocument();
    expect(hydrantRequests.mock.calls.length).toBeLessThanOrEqual(1);

    await userEvent.click(within(page).getByRole('button', { name: 'Abmelden' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Anmelden' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});
