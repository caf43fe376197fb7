// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { signInFailureReason } from './sign-in';

describe('signInFailureReason', () => {
  it.each([
    ['auth/invalid-credential', 'invalid-credentials'],
    ['auth/wrong-password', 'invalid-credentials'],
    ['auth/user-not-found', 'invalid-credentials'],
    ['auth/invalid-email', 'invalid-credentials'],
    ['auth/too-many-requests', 'too-many-requests'],
    ['auth/network-request-failed', 'network'],
    ['auth/user-disabled', 'user-disabled'],
    ['auth/internal-error', 'unknown'],
    ['storage/unauthorized', 'unknown'],
  ])('given Firebase code %s, should answer %s', (code, reason) => {
    expect(signInFailureReason(Object.assign(new Error('Firebase: Error'), { code }))).toBe(reason);
  });

  it.each([[new Error('plain')], ['a string'], [null], [{ code: 42 }]])('given %j without a Firebase code, should answer unknown', (error) => {
    expect(signInFailureReason(error)).toBe('unknown');
  });
});
