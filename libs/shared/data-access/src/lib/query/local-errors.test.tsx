import { MutationObserver, QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { reportsErrorsLocally, useSendTracker } from './local-errors';
import { createAppQueryClient } from './query-client';

const fail = () => Promise.reject(new Error('kaputt'));

describe('useSendTracker().run', () => {
  it("should keep mutations started by the action (also after an await) from the shell's handler, and only those", async () => {
    const onMutationError = vi.fn();
    const queryClient = createAppQueryClient({ onMutationError });
    const { result } = renderHook(() => useSendTracker().run, {
      wrapper: ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>,
    });
    const reportLocally = result.current;

    await expect(
      reportLocally(async () => {
        await Promise.resolve();
        await new MutationObserver(queryClient, { mutationFn: fail }).mutate();
      }),
    ).rejects.toThrow('kaputt');
    expect(onMutationError).not.toHaveBeenCalled();

    await expect(new MutationObserver(queryClient, { mutationFn: fail }).mutate()).rejects.toThrow('kaputt');
    expect(onMutationError).toHaveBeenCalledTimes(1);
  });

  it('given the component leaves while its change waits, should hand the change\'s failure back to the shell', async () => {
    const onMutationError = vi.fn();
    const queryClient = createAppQueryClient({ onMutationError });
    onlineManager.setOnline(false);
    try {
      const { result, unmount } = renderHook(() => useSendTracker().run, {
        wrapper: ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>,
      });
      const waiting = new MutationObserver(queryClient, { mutationFn: fail });
      void result.current(() => waiting.mutate()).catch(() => undefined);
      const [mutation] = queryClient.getMutationCache().getAll();
      expect(reportsErrorsLocally(mutation)).toBe(true);

      unmount();

      expect(reportsErrorsLocally(mutation)).toBe(false);
      onlineManager.setOnline(true);
      await vi.waitFor(() => expect(onMutationError).toHaveBeenCalledTimes(1));
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('without a QueryClient should just run the action', async () => {
    const { result } = renderHook(() => useSendTracker().run);
    await expect(result.current(async () => 'gespeichert')).resolves.toBe('gespeichert');
  });
});
