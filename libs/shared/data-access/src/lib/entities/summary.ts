import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { DashboardSummary } from '@rescue-admin/api-contract';
import { ApiError } from '../http/errors';
import { sendForRecord } from '../http/request';
import { readyClient } from '../query/client-registry';
import type { DataAccessMeta } from '../query/query-client';

/** The dashboard's figures: one key, refreshed after every successful write of this client. */
export const summaryKeys = { all: ['summary'] as const };

const getSummary = (client: KyInstance | null, signal?: AbortSignal) => sendForRecord<DashboardSummary>(client, 'summary.get', { signal });

export const summaryQueries = {
  /** GET {base}summary/ — throws on failure (the dashboard shows a German error with retry). */
  get: () =>
    queryOptions({
      queryKey: summaryKeys.all,
      queryFn: async ({ client, signal }) => getSummary(await readyClient(client, 'base', signal), signal),
    }),
};

/**
 * The operations overview. Its failure is shown where the figures would be (errorHandledLocally):
 * a 403 — a user without admin rights — is no error but `isRefused` (see {@link isSummaryRefused}).
 */
export function useDashboardSummary(options: { meta?: DataAccessMeta } = {}) {
  return useQuery({ ...summaryQueries.get(), meta: { errorHandledLocally: true, ...options.meta } });
}

/** The API refused the summary (403): the caller has no admin rights, there are no figures to show. */
export function isSummaryRefused(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}

/**
 * Marks the figures stale after a successful write (the query client's MutationCache calls it for
 * every mutation): the dashboard refetches them the next time it is shown, or at once when shown.
 */
export function invalidateSummary(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: summaryKeys.all });
}
