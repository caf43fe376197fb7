import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createServer } from 'node:net';
import type { AppConfig } from './app-config';
import { SessionProvider } from './session-provider';
import { useAuth } from './session';

const CONFIG: AppConfig = {
  services: { user: 'http://api.test/user/', base: 'http://api.test/api/', mission: 'http://api.test/mission/' },
  firebase: { apiKey: 'test-api-key', authDomain: 'demo-rescue-admin.firebaseapp.com', projectId: 'demo-rescue-admin', storageBucket: 'demo-rescue-admin.appspot.com' },
};

/** A local port with nothing listening, so the auth emulator URL fails at once with a network error. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 1;
}

describe('SessionProvider (real Firebase Auth, no server reachable)', () => {
  it('should start initialising, report signed-out without a stored session, and map a failed sign-in', async () => {
    const port = await closedPort();
    const config = { ...CONFIG, emulators: { auth: `http://127.0.0.1:${port}` } };
    const wrapper = ({ children }: { children: ReactNode }) => <SessionProvider config={config}>{children}</SessionProvider>;
    const { result } = renderHook(() => ({ auth: useAuth() }), { wrapper });
    expect(result.current.auth.status).toBe('initialising');

    await waitFor(() => expect(result.current.auth.status).toBe('signed-out'));
    expect(result.current.auth.user).toBeNull();

    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.auth.signIn('admin@example.org', 'Feuerwehr112!');
    });
    expect(outcome).toEqual({ ok: false, reason: 'network' });
    expect(consoleError).toHaveBeenCalledWith('Error during login!', expect.objectContaining({ code: 'auth/network-request-failed' }));
    expect(result.current.auth.status).toBe('signed-out');
  }, 20_000);
});
