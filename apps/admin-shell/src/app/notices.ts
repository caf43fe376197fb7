import type { i18n } from 'i18next';
import type { QueryClient } from '@tanstack/react-query';
import { createAppQueryClient, errorReasonOf } from '@rescue-admin/data-access';
import { isQueuedConflict } from '@rescue-admin/offline';
import { lazyModule } from '@rescue-admin/util';
import { errorMessageKey } from './error-messages';

/** The notice code, through the app's one loader (120 s limit, a failure classified and logged). */
const noticeModule = lazyModule(() => import('./error-notice'));

/**
 * The QueryCache/MutationCache error handler: one German notice per kind of failure (the id makes
 * identical notices replace each other, e.g. while several requests fail offline). The notice
 * code is imported on demand: requests fail only after sign-in, and /login should not pay for it.
 */
export function showErrorNotice(error: unknown, i18n: i18n): Promise<void> {
  const key = errorMessageKey(error);
  return noticeModule.load().then(({ notifyError }) => notifyError(i18n.t(key), key));
}

/**
 * The app's QueryClient (SPEC §9 cache behaviour) with failures reported as German notices.
 *
 * A change that waited for the connection and was refused as stale is no notice either: it stays
 * below the header until the user chooses (layout/queued-conflicts.tsx).
 *
 * A refused read (403) is no notice: the screen that asked shows „Dafür fehlt Ihnen die
 * Berechtigung.“ in place of its content (SCREENS.md), and the first-sign-in gate explains a
 * refused user lookup. A refused save, delete or sync still gets one unless its screen reports it.
 */
export function createShellQueryClient(i18n: i18n): QueryClient {
  const notify = (error: unknown) => void showErrorNotice(error, i18n);
  return createAppQueryClient({
    onQueryError: (error) => {
      if (errorReasonOf(error) !== 'forbidden') notify(error);
    },
    // A waited change refused as stale stays below the header until the user chooses (QueuedConflicts).
    onMutationError: (error, mutation) => {
      if (!isQueuedConflict(mutation, error)) notify(error);
    },
  });
}
