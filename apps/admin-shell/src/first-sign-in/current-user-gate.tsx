import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiErrorCodeOf, useAuth } from '@rescue-admin/data-access';
import { useCurrentUser } from '../layout/shell-data';
import { Loader } from '@rescue-admin/ui-kit';
import { NoAccessScreen } from './no-access-screen';
import { SetPasswordScreen } from './set-password-screen';

/**
 * Between the sign-in and the app: the API decides whether the signed-in account may use the app
 * at all, and says so on the user's own lookup. Two refusals get a screen of their own instead of
 * the app — the initial password still has to be replaced (`password_change_required`), or the
 * account has no user record (`no_user_record`). Everything else shows the app, which shows what
 * it can (a 404 user, a server error: the dashboard and header cope).
 *
 * It waits for the first answer, so no screen starts its requests only to be refused; while the
 * lookup is being retried after a failure the app is shown, as before.
 */
export function CurrentUserGate({ children }: { children: ReactNode }) {
  const { user, signOut, changePassword } = useAuth();
  const navigate = useNavigate();
  const currentUser = useCurrentUser();
  const code = currentUser.isError ? apiErrorCodeOf(currentUser.error) : undefined;

  const handleSignOut = async () => {
    await signOut();
    navigate('/login', { replace: true });
  };

  if (code === 'password_change_required') {
    return (
      <SetPasswordScreen
        email={user?.email ?? null}
        changePassword={changePassword}
        onChanged={async () => (await currentUser.refetch()).isSuccess}
        onSignOut={handleSignOut}
      />
    );
  }
  if (code === 'no_user_record') return <NoAccessScreen email={user?.email ?? null} onSignOut={handleSignOut} />;
  if (currentUser.isPending && currentUser.failureCount === 0) return <Loader fullScreen />;
  return children;
}
