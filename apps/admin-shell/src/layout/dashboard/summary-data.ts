import { SUMMARY_ENDPOINTS } from '@rescue-admin/api-contract';
import { errorReasonOf, recordQuery, type DataAccessMeta } from '@rescue-admin/data-access';
import { useQuery } from '@tanstack/react-query';

/** The dashboard's figures (`summary.get`), refetched after every successful write of this client. */
export const summaryQuery = () => recordQuery(SUMMARY_ENDPOINTS['summary.get']);

/**
 * The operations overview. Its failure is shown where the figures would be (errorHandledLocally):
 * a 403 — a user without admin rights — is no error but a refusal (see {@link isSummaryRefused}).
 */
export function useDashboardSummary(options: { meta?: DataAccessMeta; enabled?: boolean } = {}) {
  const query = summaryQuery();
  return useQuery({ ...query, enabled: options.enabled ?? true, meta: { ...query.meta, errorHandledLocally: true, ...options.meta } });
}

/** The API refused the summary (403): the caller has no admin rights, there are no figures to show. */
export function isSummaryRefused(error: unknown): boolean {
  return errorReasonOf(error) === 'forbidden';
}
