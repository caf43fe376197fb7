// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Auth, User } from 'firebase/auth';
import { changeOwnPassword as change, passwordChangeFailureReason, type PasswordChangeAuth } from './password-change';

// Firebase is the boundary (the session provider hands its functions in): what it is asked, in
// which order, and how its errors are explained.
const firebase = {
  updatePassword: vi.fn<(user: User, password: string) => Promise<void>>(),
  signInWithEmailAndPassword: vi.fn<(auth: Auth, email: string, password: string) => Promise<unknown>>(),
};
const changeOwnPassword = (auth: Auth, password: string) => change({ auth, ...firebase } as unknown as PasswordChangeAuth, password);

const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });
const signedInAs = (email: string | null): Auth => ({ currentUser: email === null ? null : ({ uid: 'u-1', email } as User) }) as Auth;

beforeEach(() => {
  firebase.updatePassword.mockReset().mockResolvedValue(undefined);
  firebase.signInWithEmailAndPassword.mockReset().mockResolvedValue({});
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('changeOwnPassword', () => {
  it('should set the new password and then sign in again with it (the old tokens are refused from now on)', async () => {
    const calls: string[] = [];
    firebase.updatePassword.mockImplementation(async (_user, password) => void calls.push(`update ${password}`));
    firebase.signInWithEmailAndPassword.mockImplementation(async (_auth, email, password) => calls.push(`sign in ${email} ${password}`));
    const auth = signedInAs('neu@example.org');

    await expect(changeOwnPassword(auth, 'Mein-Passwort-2026')).resolves.toEqual({ ok: true });

    expect(calls).toEqual(['update Mein-Passwort-2026', 'sign in neu@example.org Mein-Passwort-2026']);
    expect(firebase.updatePassword).toHaveBeenCalledWith(auth.currentUser, 'Mein-Passwort-2026');
    expect(firebase.signInWithEmailAndPassword).toHaveBeenCalledWith(auth, 'neu@example.org', 'Mein-Passwort-2026');
  });

  it.each([
    ['auth/weak-password', 'weak-password'],
    ['auth/password-does-not-meet-requirements', 'password-requirements'],
    ['auth/requires-recent-login', 'requires-recent-login'],
    ['auth/network-request-failed', 'network'],
    ['auth/too-many-requests', 'too-many-requests'],
    ['auth/internal-error', 'unknown'],
  ])('given Firebase refuses the change with %s, should answer %s and not sign in', async (code, reason) => {
    firebase.updatePassword.mockRejectedValue(firebaseError(code));

    await expect(changeOwnPassword(signedInAs('neu@example.org'), 'Mein-Passwort-2026')).resolves.toEqual({ ok: false, reason });

    expect(firebase.signInWithEmailAndPassword).not.toHaveBeenCalled();
  });

  it('given the password was changed but signing in with it fails, should say the user has to sign in again', async () => {
    firebase.signInWithEmailAndPassword.mockRejectedValue(firebaseError('auth/network-request-failed'));

    await expect(changeOwnPassword(signedInAs('neu@example.org'), 'Mein-Passwort-2026')).resolves.toEqual({ ok: false, reason: 'sign-in-again' });
  });

  it('given nobody is signed in any more, should change nothing', async () => {
    await expect(changeOwnPassword(signedInAs(null), 'Mein-Passwort-2026')).resolves.toEqual({ ok: false, reason: 'not-signed-in' });
    expect(firebase.updatePassword).not.toHaveBeenCalled();
  });
});

describe('passwordChangeFailureReason', () => {
  it.each([[new Error('plain')], ['a string'], [null], [{ code: 7 }]])('given %j without a Firebase code, should answer unknown', (error) => {
    expect(passwordChangeFailureReason(error)).toBe('unknown');
  });
});
