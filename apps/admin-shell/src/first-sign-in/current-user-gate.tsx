import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { apiErrorCodeOf, grantsQuery, useAuth, useGrants } from '@rescue-admin/data-access';
import { useCurrentUser } from '../layout/shell-data';
import { Loader } from '@rescue-admin/ui-kit';
import { NoAccessScreen } from './no-access-screen';
import { SetPasswordScreen } from './set-password-screen';

/**
 * What the API says of the signed-in account on its own lookup: still `waiting` for the first
 * answer, the initial `password` has to be replaced, `no-access` (no user record), or `open` —
 * also while the lookup is retried after a failure (the app then shows what it can).
 */
function useUserAccess(): { access: 'waiting' | 'password' | 'no-access' | 'open'; currentUser: ReturnType<typeof useCurrentUser> } {
  const currentUser = useCurrentUser();
  // Loaded beside the lookup: the menu and the screens show only what the role may do from the start.
  const grants = useGrants();
  const code = currentUser.isError ? apiErrorCodeOf(currentUser.error) : undefined;
  if (code === 'password_change_required') return { access: 'password', currentUser };
  if (code === 'no_user_record') return { access: 'no-access', currentUser };
  if ((currentUser.isPending && currentUser.failureCount === 0) || grants.isPending) return { access: 'waiting', currentUser };
  return { access: 'open', currentUser };
}

/**
 * Between the sign-in and the app: the API decides whether the signed-in account may use the app
 * at all, and says so on the user's own lookup. Two refusals get a screen of their own instead of
 * the app — the initial password still has to be replaced (`password_change_required`), or the
 * account has no user record (`no_user_record`). Everything else shows the app, which shows what
 * it can (a 404 user, a server error: the dashboard and header cope).
 *
 * It waits for the first answer, so no screen shows (nor asks for its data) only to be refused;
 * while the lookup is retried
 * after a failure the app is shown, as before. `ready` false holds the app back a little longer
 * (its first screen's code is still loading).
 */
export function CurrentUserGate({ children, ready = true }: { children: ReactNode; ready?: boolean }) {
  const { user, signOut, changePassword } = useAuth();
  const navigate = useNavigate();
  const { access, currentUser } = useUserAccess();
  const queryClient = useQueryClient();
  // The app's first render is its largest (header, menu, the whole first screen): as a transition
  // React renders it in slices and the page stays responsive, the loader showing meanwhile.
  const [shown, setShown] = useState(false);
  const open = access === 'open' && ready;
  useEffect(() => {
    if (open) startTransition(() => setShown(true));
  }, [open]);

  const handleSignOut = async () => {
    await signOut();
    navigate('/login', { replace: true });
  };

  if (access === 'password') {
    return (
      <SetPasswordScreen
        email={user?.email ?? null}
        changePassword={changePassword}
        onChanged={async () => {
          // The grants were refused with the lookup (`password_change_required`): asked again, so
          // the app opens with what the role may do, not with everything.
          const [user] = await Promise.all([currentUser.refetch(), queryClient.refetchQueries({ queryKey: grantsQuery().queryKey })]);
          return user.isSuccess;
        }}
        onSignOut={handleSignOut}
      />
    );
  }
  if (access === 'no-access') return <NoAccessScreen email={user?.email ?? null} onSignOut={handleSignOut} />;
  if (!shown) return <Loader fullScreen />;
  return children;
}
