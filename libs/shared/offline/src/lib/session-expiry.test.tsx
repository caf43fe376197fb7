import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { TestDataAccessProvider } from '@rescue-admin/data-access/testing';
import { REFRESH_MARGIN_MS, tokenExpiry, useSessionNeedsConnection } from './session-expiry';

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

describe('useSessionNeedsConnection', () => {
  const tokenExpiringIn = (ms: number) => jwt({ exp: Math.floor((Date.now() + ms) / 1000) });
  const wrapper = (token: string) =>
    function Wrapper({ children }: { children: ReactNode }) {
      return <TestDataAccessProvider idToken={() => token}>{children}</TestDataAccessProvider>;
    };

  it('given offline past the time the token would be refreshed, should say the session needs the connection', async () => {
    const view = renderHook(({ online }) => useSessionNeedsConnection(online), { initialProps: { online: false }, wrapper: wrapper(tokenExpiringIn(REFRESH_MARGIN_MS - 60_000)) });
    await waitFor(() => expect(view.result.current).toBe(true));

    view.rerender({ online: true });
    expect(view.result.current).toBe(false);
  });

  it('given offline with a token still good for an hour, should not', async () => {
    const view = renderHook(() => useSessionNeedsConnection(false), { wrapper: wrapper(tokenExpiringIn(60 * 60_000)) });
    // The token has been read once the provider's API layer exists; nothing is due for an hour.
    await act(async () => undefined);
    expect(view.result.current).toBe(false);
  });
});
