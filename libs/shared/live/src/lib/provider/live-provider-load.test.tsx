import { act, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestDataAccessProvider } from '@rescue-admin/data-access/testing';
import { createStartSignal, lazyModule } from '@rescue-admin/util';
import { createFakeStreamServer } from '../stream/fake-stream-server';
import { LiveProvider } from './live-provider';

afterEach(() => vi.restoreAllMocks());

describe('LiveProvider, its code not loaded', () => {
  it('given the stream’s code fails to load, should load it again and open the stream once the browser is back online', async () => {
    // The stream's chunk cannot be loaded the first time it is asked for (a connection lost on the way).
    let failures = 1;
    const code = lazyModule(() => (failures-- > 0 ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : import('./live-session')));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = createFakeStreamServer();
    const start = createStartSignal();
    start.settle();
    render(
      <TestDataAccessProvider>
        <LiveProvider fetch={server.fetch} code={code} start={start}>
          {null}
        </LiveProvider>
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
