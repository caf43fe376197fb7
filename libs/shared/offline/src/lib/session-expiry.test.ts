import { describe, expect, it } from 'vitest';
import { tokenExpiry } from './session-expiry';

const jwt = (payload: object) => `e30.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.sig`;

describe('tokenExpiry', () => {
  it('should read the expiry of an ID token in milliseconds', () => {
    expect(tokenExpiry(jwt({ exp: 1_800_000_000 }))).toBe(1_800_000_000_000);
  });
  it('given something that is no JWT, should answer null', () => {
    expect(tokenExpiry('not-a-token')).toBeNull();
    expect(tokenExpiry(jwt({ sub: 'x' }))).toBeNull();
  });
});
