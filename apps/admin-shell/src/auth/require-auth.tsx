import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuth } from '@rescue-admin/session';
import type { LoginRedirectState } from './redirect-target';

export interface RequireAuthProps {
  children: ReactNode;
  /** Shown while Firebase restores a session from the last visit. */
  fallback: ReactNode;
  /**
   * Called once a session may exist — while Firebase restores the last one, or signed in — to
   * start loading the signed-in app alongside, not after, the restore (never when signed out).
   * The fallback stays until it has settled, so the app appears without a loading screen of its
   * own in between (React holds back content that follows one by up to 300 ms).
   */
  preload?: () => Promise<unknown>;
}

/** SPEC §2/§6: without a signed-in user every route but /login goes to /login, remembering where. */
export function RequireAuth({ children, fallback, preload }: RequireAuthProps) {
  const { status } = useAuth();
  const location = useLocation();
  const sessionLikely = status !== 'signed-out';
  const [preloaded, setPreloaded] = useState(!preload);
  useEffect(() => {
    if (!sessionLikely || !preload) return;
    let current = true;
    const settled = () => current && setPreloaded(true);
    preload().then(settled, settled);
    return () => {
      current = false;
    };
  }, [sessionLikely, preload]);
  if (status === 'initialising' || (status === 'signed-in' && !preloaded)) return fallback;
  if (status === 'signed-out') {
    const state: LoginRedirectState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
    return <Navigate to="/login" replace state={state} />;
  }
  return children;
}
