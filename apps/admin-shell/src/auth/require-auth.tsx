import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuth } from '@rescue-admin/data-access';
import type { LoginRedirectState } from './redirect-target';

export interface RequireAuthProps {
  children: ReactNode;
  /** Shown while Firebase restores a session from the last visit. */
  fallback: ReactNode;
}

/** SPEC §2/§6: without a signed-in user every route but /login goes to /login, remembering where. */
export function RequireAuth({ children, fallback }: RequireAuthProps) {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'initialising') return fallback;
  if (status === 'signed-out') {
    const state: LoginRedirectState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
    return <Navigate to="/login" replace state={state} />;
  }
  return children;
}
