import { act, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The stream's chunk cannot be loaded the first time it is asked for (a connection lost on the way).
const chunk = vi.hoisted(() => ({ failures: 1 }));
vi.mock('./live-session', async (importOriginal) => {
  if (chunk.failures > 0) {
    chunk.failures -= 1;
    throw new TypeError('Failed to fetch dynamically imported module');
  }
  return importOriginal();
});

// Fresh modules: the files of a worker share them, and another file's provider may have loaded the chunk already.
beforeEach(() => vi.resetModules());
afterEach(() => vi.restoreAllMocks());

describe('LiveProvider, its code not loaded', () => {
  it('given the stream’s code fails to load, should load it again and open the stream once the browser is back online', async () => {
    const { TestDataAccessProvider } = await import('@rescue-admin/data-access/testing');
    const { createFakeStreamServer } = await import('../stream/fake-stream-server');
    const { LiveProvider } = await import('./live-provider');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = createFakeStreamServer();
    render(
      <TestDataAccessProvider>
        <LiveProvider fetch={server.fetch}>{null}</LiveProvider>
      </TestDataAccessProvider>,
    );
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(server.streamRequests()).toHaveLength(0);

    act(() => {
      window.dispatchEvent(new Event('online'));
    });

    await waitFor(() => expect(server.streamRequests()).toHaveLength(1));
  });
});
