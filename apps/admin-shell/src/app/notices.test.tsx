import { render, screen } from '@testing-library/react';
import { createTestI18n } from '@rescue-admin/i18n/testing';
import { NoticeHost } from '@rescue-admin/ui-kit';
import { describe, expect, it } from 'vitest';
import type { DataAccessMeta } from '@rescue-admin/data-access';
import { createShellQueryClient } from './notices';

const NETWORK_NOTICE = /Keine Verbindung zum Server/;

/** Runs one mutation that fails the way fetch does offline, on the shell's QueryClient. */
async function failMutation(meta?: DataAccessMeta) {
  const queryClient = createShellQueryClient(createTestI18n());
  const mutation = queryClient.getMutationCache().build(queryClient, {
    mutationFn: () => Promise.reject(new TypeError('Failed to fetch')),
    meta,
  });
  await expect(mutation.execute(undefined)).rejects.toThrow('Failed to fetch');
  // The notice code is loaded on demand; once it is here, the handler raises its notice in the
  // promise callbacks that follow. A notice that must not appear gives nothing to await, so one
  // macrotask is yielded for those callbacks to run (the test awaits a notice that must appear).
  await import('./error-notice');
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe("the shell's error notices", () => {
  // One test: notices live in a page-wide store, so a notice from one test would show in the next.
  it('should tell the user why a mutation failed, unless its screen reports the error itself', async () => {
    render(<NoticeHost label="Benachrichtigungen" closeLabel="Schließen" />);

    await failMutation({ errorHandledLocally: true });
    expect(screen.queryByText(NETWORK_NOTICE)).not.toBeInTheDocument();

    await failMutation();
    expect(await screen.findByText(NETWORK_NOTICE)).toBeInTheDocument();
  });
});
