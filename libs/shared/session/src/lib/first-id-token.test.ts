import { describe, expect, it, vi } from 'vitest';
import { obtainFirstIdToken } from './first-id-token';

const networkFailure = Object.assign(new Error('Firebase: Error (auth/network-request-failed).'), { code: 'auth/network-request-failed' });

/** The browser's `online` event, played by the test. */
function fakeConnection() {
  const listeners = new Set<() => void>();
  return {
    reconnect: (retry: () => void) => {
      listeners.add(retry);
      return () => {
        listeners.delete(retry);
      };
    },
    comeOnline: () => {
      for (const listener of [...listeners]) listener();
    },
    listening: () => listeners.size,
  };
}

describe('obtainFirstIdToken', () => {
  it('given Firebase hands out a token should report it once and stop listening for the connection', async () => {
    const connection = fakeConnection();
    const onToken = vi.fn();

    obtainFirstIdToken({ getIdToken: async () => 'token' }, onToken, connection.reconnect);

    await vi.waitFor(() => expect(onToken).toHaveBeenCalledTimes(1));
    expect(connection.listening()).toBe(0);
  });

  it('given no connection at the start should ask again when the browser is back online, and then report the token', async () => {
    const connection = fakeConnection();
    const getIdToken = vi.fn<() => Promise<string>>().mockRejectedValueOnce(networkFailure).mockResolvedValue('token');
    const onToken = vi.fn();

    obtainFirstIdToken({ getIdToken }, onToken, connection.reconnect);
    await vi.waitFor(() => expect(getIdToken).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(onToken).not.toHaveBeenCalled();

    connection.comeOnline();

    await vi.waitFor(() => expect(onToken).toHaveBeenCalledTimes(1));
    expect(getIdToken).toHaveBeenCalledTimes(2);
  });

  it('given another failure than the connection should log it and not ask again', async () => {
    const connection = fakeConnection();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const getIdToken = vi.fn(async (): Promise<string> => {
      throw Object.assign(new Error('revoked'), { code: 'auth/user-token-expired' });
    });

    obtainFirstIdToken({ getIdToken }, vi.fn(), connection.reconnect);
    await vi.waitFor(() => expect(consoleError).toHaveBeenCalledWith('ID token could not be obtained', expect.any(Error)));
    connection.comeOnline();

    expect(getIdToken).toHaveBeenCalledTimes(1);
    expect(connection.listening()).toBe(0);
    consoleError.mockRestore();
  });

  it('given it was stopped (signed out) should not report a token that arrives later', async () => {
    const connection = fakeConnection();
    const getIdToken = vi.fn<() => Promise<string>>().mockRejectedValueOnce(networkFailure).mockResolvedValue('token');
    const onToken = vi.fn();

    const stop = obtainFirstIdToken({ getIdToken }, onToken, connection.reconnect);
    await vi.waitFor(() => expect(getIdToken).toHaveBeenCalledTimes(1));
    stop();
    connection.comeOnline();

    expect(getIdToken).toHaveBeenCalledTimes(1);
    expect(onToken).not.toHaveBeenCalled();
  });
});
