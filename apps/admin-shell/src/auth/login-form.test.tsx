import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestServer } from '@rescue-admin/data-access/testing';
import type { SignInResult } from '@rescue-admin/session';
import { renderApp } from '../test/render-app';

type SignInFailureReason = Extract<SignInResult, { ok: false }>['reason'];

const server = createTestServer();
beforeAll(() => server.listen());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderLogin(reason: SignInFailureReason) {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const signIn = vi.fn(async () => ({ ok: false as const, reason }));
  renderApp({ path: '/login', initialStatus: 'signed-out', signIn });
  return signIn;
}

describe('the login form', () => {
  it('should offer e-mail and password fields with the autocomplete hints password managers need', async () => {
    renderLogin('unknown');
    expect(await screen.findByLabelText('E-Mail')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('E-Mail')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Passwort')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByLabelText('Passwort')).toHaveAttribute('type', 'password');
  });

  it.each<[SignInFailureReason, string]>([
    ['invalid-credentials', 'E-Mail oder Passwort ist falsch.'],
    ['too-many-requests', 'Zu viele Anmeldeversuche. Bitte warten Sie einen Moment und versuchen Sie es erneut.'],
    ['network', 'Keine Verbindung. Bitte prüfen Sie Ihre Internetverbindung.'],
    ['user-disabled', 'Dieses Konto ist deaktiviert.'],
    ['unknown', 'Die Anmeldung ist fehlgeschlagen. Bitte versuchen Sie es erneut.'],
  ])('given sign-in fails with %s should say "%s", keep the e-mail and clear the password', async (reason, message) => {
    const signIn = renderLogin(reason);
    await userEvent.type(await screen.findByLabelText('E-Mail'), 'admin@example.org');
    await userEvent.type(screen.getByLabelText('Passwort'), 'falsch');
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(signIn).toHaveBeenCalledWith('admin@example.org', 'falsch');
    expect(screen.getByLabelText('E-Mail')).toHaveValue('admin@example.org');
    expect(screen.getByLabelText('Passwort')).toHaveValue('');
    expect(screen.getByLabelText('Passwort')).toHaveFocus();
  });

  it('given empty fields should ask for them in German without calling sign-in', async () => {
    const signIn = renderLogin('unknown');
    await userEvent.click(await screen.findByRole('button', { name: 'Anmelden' }));

    expect(screen.getByLabelText('E-Mail')).toHaveAccessibleDescription('Bitte geben Sie Ihre E-Mail-Adresse ein.');
    expect(screen.getByLabelText('Passwort')).toHaveAccessibleDescription('Bitte geben Sie Ihr Passwort ein.');
    expect(screen.getByLabelText('E-Mail')).toHaveFocus();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('should disable the button while sign-in is pending', async () => {
    let finish: (value: { ok: false; reason: 'unknown' }) => void = () => undefined;
    const signIn = vi.fn(() => new Promise<{ ok: false; reason: 'unknown' }>((resolve) => (finish = resolve)));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp({ path: '/login', initialStatus: 'signed-out', signIn });
    await userEvent.type(await screen.findByLabelText('E-Mail'), 'admin@example.org');
    await userEvent.type(screen.getByLabelText('Passwort'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));

    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeDisabled();
    finish({ ok: false, reason: 'unknown' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Anmelden' })).toBeEnabled());
  });
});
