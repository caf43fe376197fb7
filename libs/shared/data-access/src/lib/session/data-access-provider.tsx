import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { AppConfig } from '../config';
import { ApiProvider } from './api-provider';
import { SessionProvider } from './session-provider';

export interface DataAccessProviderProps {
  config: AppConfig;
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * Session and API layer in one, for an app that loads everything up front (and for tests of the
 * real Firebase session). The admin shell splits them: `SessionProvider` at the root for /login,
 * `ApiProvider` in the lazily loaded signed-in frame.
 */
export function DataAccessProvider({ config, queryClient, children }: DataAccessProviderProps) {
  return (
    <SessionProvider config={config}>
      <ApiProvider queryClient={queryClient}>{children}</ApiProvider>
    </SessionProvider>
  );
}
