import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { createTestServer, testUrl } from '@rescue-admin/data-access/testing';
import { renderApp, signedInHandlers } from '../test/render-app';

const TOKEN = 'T'.repeat(43);
const accepted = vi.fn();
const server = createTestServer(
  http.post(testUrl('invitation.check'), async ({ request }) => {
    const { token } = (await request.json()) as { token: string };
    if (token === 'abgelaufen'.padEnd(43, 'x')) return HttpResponse.json({ statusCode: 410, error: 'Gone', message: 'Expired', code: 'invitation_expired' }, { status: 410 });
    if (token !== TOKEN) return HttpResponse.json({ statusCode: 404, error: 'Not Found', message: 'No', code: 'invitation_invalid' }, { status: 404 });
    return HttpResponse.json({ mail: 'petra.probe@example.org', firstname: 'Petra', lastname: 'Probe', expiresAt: '2026-12-03T10:00:00.000Z' });
  }),
  http.post(testUrl('invitation.accept'), async ({ request }) => {
    accepted(await request.json());
    return HttpResponse.json({ mail: 'petra.probe@example.org' });
  }),
  http.post(testUrl('mailChange.confirm'), async ({ request }) => {
    const { token } = (await request.json()) as { token: string };
    if (token !== TOKEN) return HttpResponse.json({ statusCode: 404, error: 'Not Found', message: 'No', code: 'invitation_invalid' }, { status: 404 });
    return HttpResponse.json({ mail: 'neu@example.org' });
  }),
  ...signedInHandlers,
);
beforeAll(async () => {
  server.listen();
  await import('./account-pages');
}, 60_000);
beforeEach(() => {
  accepted.mockClear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const newPassword = () => screen.getByLabelText(/^Neues Passwort/);
const repeatPassword = () => screen.getByLabelText(/^Passwort wiederholen/);

describe('the invitation page', () => {
  it('names the invited person, sets their password with the token and signs them in with it', async () => {
    const signIn = vi.fn(async () => ({ ok: true }) as const);
    const { history } = renderApp({ path: `/einladung#${TOKEN}`, initialStatus: 'signed-out', signIn });
    expect(await screen.findByRole('heading', { level: 1, name: 'Einladung annehmen' })).toBeInTheDocument();
    expect(screen.getByText(/Willkommen, Petra Probe!/)).toBeInTheDocument();
    expect(screen.getByText(/Konto: petra.probe@example.org/)).toBeInTheDocument();

    await userEvent.type(newPassword(), 'Wache-Nord-7');
    await userEvent.type(repeatPassword(), 'Wache-Nord-7');
    await userEvent.click(screen.getByRole('button', { name: 'Passwort festlegen und anmelden' }));

    await waitFor(() => expect(history.location.pathname).toBe('/'));
    expect(accepted).toHaveBeenCalledExactlyOnceWith({ token: TOKEN, password: 'Wache-Nord-7' });
    expect(signIn).toHaveBeenCalledExactlyOnceWith('petra.probe@example.org', 'Wache-Nord-7');
  });

  it('checks both fields before sending anything: too short, then not the same', async () => {
    renderApp({ path: `/einladung#${TOKEN}`, initialStatus: 'signed-out' });
    await userEvent.type(await screen.findByLabelText(/^Neues Passwort/), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Passwort festlegen und anmelden' }));
    expect(screen.getByText('Das Passwort muss mindestens 6 Zeichen lang sein.')).toBeInTheDocument();
    expect(newPassword()).toHaveFocus();

    await userEvent.clear(newPassword());
    await userEvent.type(newPassword(), 'Wache-Nord-7');
    await userEvent.type(repeatPassword(), 'Wache-Nord-8');
    await userEvent.click(screen.getByRole('button', { name: 'Passwort festlegen und anmelden' }));
    expect(screen.getByText('Die Passwörter stimmen nicht überein.')).toBeInTheDocument();
    expect(accepted).not.toHaveBeenCalled();
  });

  it.each([
    ['a used, revoked or unknown link', 'x'.repeat(43), /nicht mehr gültig/],
    ['an expired link', 'abgelaufen'.padEnd(43, 'x'), /abgelaufen/],
  ])('says so for %s, with the way back to the sign-in', async (_case, token, text) => {
    renderApp({ path: `/einladung#${token}`, initialStatus: 'signed-out' });
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Neues Passwort/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Anmeldung' })).toHaveAttribute('href', '/login');
  });
});

describe('a forgotten password', () => {
  it('the sign-in page links to it; any address gets the same answer', async () => {
    const request = vi.fn(async () => ({ ok: true }) as const);
    const { history } = renderApp({ path: '/login', initialStatus: 'signed-out', passwordReset: { request } });
    await userEvent.click(await screen.findByRole('link', { name: 'Passwort vergessen?' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Passwort vergessen' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/passwort-vergessen');

    await userEvent.type(screen.getByLabelText('E-Mail'), 'niemand@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Link senden' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Falls zu niemand@example.org ein Konto besteht');
    expect(request).toHaveBeenCalledExactlyOnceWith('niemand@example.org');
  });

  it('the reset link names the account, sets the new password and opens the app', async () => {
    const check = vi.fn(async () => ({ ok: true, email: 'erika@example.org' }) as const);
    const confirm = vi.fn(async () => ({ ok: true }) as const);
    const { history } = renderApp({ path: '/passwort-zuruecksetzen?mode=resetPassword&oobCode=CODE', initialStatus: 'signed-out', passwordReset: { check, confirm } });
    expect(await screen.findByText('Konto: erika@example.org')).toBeInTheDocument();
    await userEvent.type(newPassword(), 'Neu-und-sicher-1');
    await userEvent.type(repeatPassword(), 'Neu-und-sicher-1');
    await userEvent.click(screen.getByRole('button', { name: 'Passwort speichern und anmelden' }));
    await waitFor(() => expect(history.location.pathname).toBe('/'));
    expect(check).toHaveBeenCalledWith('CODE');
    expect(confirm).toHaveBeenCalledExactlyOnceWith('CODE', 'Neu-und-sicher-1');
  });

  it('an expired reset link says so and offers a new one', async () => {
    renderApp({ path: '/passwort-zuruecksetzen?mode=resetPassword&oobCode=ALT', initialStatus: 'signed-out', passwordReset: { check: async () => ({ ok: false, reason: 'expired-code' }) } });
    expect(await screen.findByText('Dieser Link ist abgelaufen. Bitte fordern Sie einen neuen an.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Neuen Link anfordern' })).toHaveAttribute('href', '/passwort-vergessen');
  });
});

describe('confirming a new e-mail address', () => {
  it('confirms on the button (not on opening), says the new address and leads to the sign-in', async () => {
    renderApp({ path: `/email-bestaetigen#${TOKEN}` });
    await userEvent.click(await screen.findByRole('button', { name: 'E-Mail-Adresse bestätigen' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Ihre E-Mail-Adresse ist jetzt neu@example.org.');
    expect(screen.getByRole('link', { name: 'Zur Anmeldung' })).toHaveAttribute('href', '/login');
  });

  it('a used link says so', async () => {
    renderApp({ path: `/email-bestaetigen#${'x'.repeat(43)}`, initialStatus: 'signed-out' });
    await userEvent.click(await screen.findByRole('button', { name: 'E-Mail-Adresse bestätigen' }));
    expect(await screen.findByText(/Dieser Link ist nicht mehr gültig/)).toBeInTheDocument();
  });
});
