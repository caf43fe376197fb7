import { createTestQueryClient, TestDataAccessProvider } from '@rescue-admin/data-access/testing';
import { I18nTestProvider, type TestNamespaces } from '@rescue-admin/i18n/testing';
import type { QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { createTestHistory } from './test-history';

export interface FeatureStoryFrameProps {
  /** The URL the story starts at, e.g. '/<area>?form=new'. */
  url: string;
  /**
   * Puts the data the screen would load into the cache, e.g.
   * `(client) => client.setQueryData(<area>Api.queries.list().queryKey, [aRecord()])`. Seeded data
   * never goes stale, so a story makes no request (Storybook has no API behind it).
   */
  seed?: (queryClient: QueryClient) => void;
  /** The feature's German texts (its `testing` entry's `<area>Texts`): Storybook has no test setup that adds them. */
  namespaces: TestNamespaces;
  children: ReactNode;
}

/**
 * Renders a feature screen for Storybook (and for tests that compose its stories): German texts,
 * the test session, a seeded cache and a router at `url` (on a blockable memory history, as the
 * shell's: the unsaved-changes guard asks before leaving a changed form).
 */
export function FeatureStoryFrame({ url, seed, namespaces, children }: FeatureStoryFrameProps) {
  const [queryClient] = useState(() => {
    const client = createTestQueryClient();
    client.setDefaultOptions({ queries: { retry: false, gcTime: Number.POSITIVE_INFINITY, staleTime: Number.POSITIVE_INFINITY } });
    seed?.(client);
    return client;
  });
  const [history] = useState(() => createTestHistory(url));
  return (
    <I18nTestProvider namespaces={namespaces}>
      <TestDataAccessProvider queryClient={queryClient}>
        <HistoryRouter history={history}>{children}</HistoryRouter>
      </TestDataAccessProvider>
    </I18nTestProvider>
  );
}
