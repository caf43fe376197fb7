import { Navigate, useLocation } from 'react-router-dom';
import { useAuth } from '@rescue-admin/session';
import { LoginForm } from './login-form';
import { redirectTarget } from './redirect-target';

/**
 * /login. Leaving the page is driven by the session state, not by the sign-in promise: the gate
 * behind the target route reads the same state, so it can never bounce the user back here.
 * The form shows while the session is still initialising (Firebase loads lazily, the form does
 * not wait for it); a stored session found meanwhile leaves the page like a sign-in.
 */
export function LoginPage() {
  const { status, signIn, sessionEnded } = useAuth();
  const location = useLocation();
  if (status === 'signed-in') return <Navigate to={redirectTarget(location.state)} replace />;
  // After an ended session the gate sent the user here with where they were (`from`); signing in returns there.
  return <LoginForm signIn={signIn} sessionEnded={sessionEnded} />;
}
