import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiErrorCodeOf, useGrants, useIsOnline } from '@rescue-admin/data-access';
import { useWipeOfflineData } from '@rescue-admin/offline';
import { useAuth } from '@rescue-admin/session';
import { useCurrentUser } from '../layout/shell-data';
import { Loader } from '@rescue-admin/ui-kit';
import { NoAccessScreen } from './no-access-screen';

/**
 * What the API says of the signed-in account on its own lookup: still `waiting` for the first
 * answer, `no-access` (no user record), or `open` — also while the lookup is retried after a
 * failure (the app then shows what it can).
 */
function useUserAccess(): 'waiting' | 'no-access' | 'open' {
  const currentUser = useCurrentUser();
  // Loaded beside the lookup: the menu and the screens show only what the role may do from the start.
  const grants = useGrants();
  // Offline the lookups wait for the connection (react-query pauses them): the app shows what it
  // has meanwhile — the data kept from the last visit, the offline banner — instead of a loader
  // that would stay until the connection is back.
  const online = useIsOnline();
  const code = currentUser.isError ? apiErrorCodeOf(currentUser.error) : undefined;
  if (code === 'no_user_record') return 'no-access';
  if (online && ((currentUser.isPending && currentUser.failureCount === 0) || grants.isPending)) return 'waiting';
  return 'open';
}

/**
 * Between the sign-in and the app: the API decides whether the signed-in account may use the app
 * at all, and says so on the user's own lookup. An account without a user record
 * (`no_user_record`) gets a screen of its own instead of the app. Everything else shows the app, which shows what
 * it can (a 404 user, a server error: the dashboard and header cope).
 *
 * It waits for the first answer, so no screen shows (nor asks for its data) only to be refused;
 * while the lookup is retried after a failure, or waits for the connection, the app is shown. `ready` false holds the app back a little longer
 * (its first screen's code is still loading).
 */
export function CurrentUserGate({ children, ready = true }: { children: ReactNode; ready?: boolean }) {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const wipeOfflineData = useWipeOfflineData();
  const access = useUserAccess();
  // The app's first render is its largest (header, menu, the whole first screen): as a transition
  // React renders it in slices and the page stays responsive, the loader showing meanwhile.
  const [shown, setShown] = useState(false);
  const open = access === 'open' && ready;
  useEffect(() => {
    if (open) startTransition(() => setShown(true));
  }, [open]);

  const handleSignOut = async () => {
    await wipeOfflineData();
    await signOut();
    navigate('/login', { replace: true });
  };

  if (access === 'no-access') return <NoAccessScreen email={user?.email ?? null} onSignOut={handleSignOut} />;
  if (!shown) return <Loader fullScreen />;
  return children;
}
