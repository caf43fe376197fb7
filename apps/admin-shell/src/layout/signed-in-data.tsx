import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiProvider } from '@rescue-admin/data-access';
import { LiveProvider } from '@rescue-admin/live';
import { OfflineData } from '@rescue-admin/offline';
import { Loader } from '@rescue-admin/ui-kit';
import { createShellQueryClient } from '../app/notices';

/**
 * The query/HTTP layer of the signed-in frame and its live event stream (colleagues' changes
 * applied to the cache; ended at sign-out). It lives in the lazy chunk, not at the root, so
 * /login loads neither react-query nor ky nor the stream. The frame mounts once per sign-in, so
 * each signed-in session starts with a QueryClient of its own and nothing cached for one user
 * reaches the next. `OfflineData` fills it from the user's store in the browser first (the lists
 * they saw, their waiting changes) and keeps that store in step.
 */
export function SignedInData({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const [queryClient] = useState(() => createShellQueryClient(i18n));
  return (
    <ApiProvider queryClient={queryClient}>
      <OfflineData fallback={<Loader fullScreen />}>
        <LiveProvider>{children}</LiveProvider>
      </OfflineData>
    </ApiProvider>
  );
}
