import { useLocation } from 'react-router-dom';
import { ConfirmMailPage } from './confirm-mail-page';
import { ForgotPasswordPage } from './forgot-password-page';
import { InvitationPage } from './invitation-page';
import { ResetPasswordPage } from './reset-password-page';

/** The pages a person reaches without a session: an invitation, a forgotten password, a reset link, a new e-mail's confirmation — one lazy chunk, one file each. */
export default function AccountPages() {
  const { pathname } = useLocation();
  if (pathname.startsWith('/einladung')) return <InvitationPage />;
  if (pathname.startsWith('/passwort-vergessen')) return <ForgotPasswordPage />;
  if (pathname.startsWith('/email-bestaetigen')) return <ConfirmMailPage />;
  return <ResetPasswordPage />;
}
