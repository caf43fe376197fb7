import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiProvider } from '@rescue-admin/data-access';
import { createShellQueryClient } from '../app/notices';

/**
 * The query/HTTP layer of the signed-in frame. It lives in the lazy chunk, not at the root, so
 * /login loads neither react-query nor ky. The frame mounts once per sign-in, so each signed-in
 * session starts with a QueryClient of its own and nothing cached for one user reaches the next.
 */
export function SignedInData({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const [queryClient] = useState(() => createShellQueryClient(i18n));
  return <ApiProvider queryClient={queryClient}>{children}</ApiProvider>;
}
