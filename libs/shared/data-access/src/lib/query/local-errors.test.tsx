import { MutationObserver, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useSendTracker } from './local-errors';
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

  it('without a QueryClient should just run the action', async () => {
    const { result } = renderHook(() => useSendTracker().run);
    await expect(result.current(async () => 'gespeichert')).resolves.toBe('gespeichert');
  });
});
