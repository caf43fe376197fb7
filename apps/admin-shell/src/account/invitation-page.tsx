import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { INVITATION_ENDPOINTS, type InvitationInfo } from '@rescue-admin/api-contract';
import { usePublicCall } from '@rescue-admin/data-access';
import { useAuth } from '@rescue-admin/session';
import { formatDateTime } from '@rescue-admin/i18n';
import { Loader } from '@rescue-admin/ui-kit';
import styles from '../auth/auth-card.module.css';
import { BackToLogin, Card } from './account-card';
import { PasswordForm } from './password-form';
import { refusal } from './refusal';

type InvitationState = { kind: 'checking' } | { kind: 'open'; info: InvitationInfo } | { kind: 'refused'; reason: 'invalid' | 'expired' | 'network' };

/**
 * /einladung#<token>: the invited person sets their own password and is signed in. The token
 * comes in the fragment (never sent to a server by the browser) and is checked first, so the page
 * names the account — or says that the link is used, revoked or expired.
 */
export function InvitationPage() {
  const { t } = useTranslation('shell');
  const { hash } = useLocation();
  const navigate = useNavigate();
  const { status, signIn, signOut } = useAuth();
  const token = hash.replace(/^#/, '');
  const check = usePublicCall(INVITATION_ENDPOINTS['invitation.check']);
  const accept = usePublicCall(INVITATION_ENDPOINTS['invitation.accept']);
  const [state, setState] = useState<InvitationState>({ kind: 'checking' });

  useEffect(() => {
    let current = true;
    check({ token }).then(
      (info) => current && setState({ kind: 'open', info }),
      (error: unknown) => current && setState({ kind: 'refused', reason: refusal(error) }),
    );
    return () => {
      current = false;
    };
  }, [check, token]);

  if (state.kind === 'checking') return <Loader fullScreen />;
  if (state.kind === 'refused') {
    return (
      <Card title={t('invitation.title')} intro={t(`invitation.refused.${state.reason}`)}>
        <BackToLogin />
      </Card>
    );
  }
  const { info } = state;
  const submit = async (password: string): Promise<string | null> => {
    try {
      await accept({ token, password });
    } catch (error) {
      const reason = refusal(error);
      if (reason !== 'network') setState({ kind: 'refused', reason });
      return t(`invitation.refused.${reason}`);
    }
    // Someone else signed in on this browser: their session ends before the new one starts.
    if (status === 'signed-in') await signOut();
    const signedIn = await signIn(info.mail, password);
    if (!signedIn.ok) return t('invitation.signInFailed');
    navigate('/', { replace: true });
    return null;
  };
  return (
    <Card title={t('invitation.title')} intro={t('invitation.intro', { name: `${info.firstname} ${info.lastname}` })}>
      <p className={styles.account}>{t('invitation.account', { email: info.mail, until: formatDateTime(info.expiresAt) })}</p>
      <PasswordForm email={info.mail} onSubmit={submit} submitLabel={t('invitation.submit')} />
    </Card>
  );
}
