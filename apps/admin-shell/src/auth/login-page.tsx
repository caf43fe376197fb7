import { Navigate, useLocation } from 'react-router-dom';
import { useAuth } from '@rescue-admin/session';
import { LoginForm } from './login-form';
import { redirectTarget } from './redirect-target';
import { Loader } from '@rescue-admin/ui-kit';

/**
 * /login. Leaving the page is driven by the session state, not by the sign-in promise: the gate
 * behind the target route reads the same state, so it can never bounce the user back here.
 */
export function LoginPage() {
  const { status, signIn, sessionEnded } = useAuth();
  const location = useLocation();
  if (status === 'initialising') return <Loader fullScreen />;
  if (status === 'signed-in') return <Navigate to={redirectTarget(location.state)} replace />;
  // After an ended session the gate sent the user here with where they were (`from`); signing in returns there.
  return <LoginForm signIn={signIn} sessionEnded={sessionEnded} />;
}
