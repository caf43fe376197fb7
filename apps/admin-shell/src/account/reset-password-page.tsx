import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useAuth, type PasswordResetFailureReason } from '@rescue-admin/session';
import { Loader } from '@rescue-admin/ui-kit';
import styles from '../auth/auth-card.module.css';
import { BackToLogin, Card } from './account-card';
import { PasswordForm } from './password-form';

type ResetState = { kind: 'checking' } | { kind: 'open'; email: string } | { kind: 'refused'; reason: PasswordResetFailureReason };

/**
 * /passwort-zuruecksetzen?mode=resetPassword&oobCode=…: the page the reset e-mail links to (the
 * Firebase project's action URL points here). Names the account, sets the new password, signs in.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('shell');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { passwordReset } = useAuth();
  const code = params.get('oobCode') ?? '';
  const wellFormed = params.get('mode') === 'resetPassword' && code !== '';
  const [checked, setState] = useState<ResetState>({ kind: 'checking' });
  const state: ResetState = wellFormed ? checked : { kind: 'refused', reason: 'invalid-code' };

  useEffect(() => {
    let current = true;
    if (!wellFormed) return;
    void passwordReset.check(code).then((result) => {
      if (current) setState(result.ok ? { kind: 'open', email: result.email } : { kind: 'refused', reason: result.reason });
    });
    return () => {
      current = false;
    };
  }, [code, wellFormed, passwordReset]);

  if (state.kind === 'checking') return <Loader fullScreen />;
  if (state.kind === 'refused') {
    return (
      <Card title={t('passwordReset.resetTitle')} intro={t(`passwordReset.errors.${state.reason}`)}>
        <p className={styles.links}>
          <Link to="/passwort-vergessen">{t('passwordReset.again')}</Link>
        </p>
        <BackToLogin />
      </Card>
    );
  }
  const submit = async (password: string): Promise<string | null> => {
    const result = await passwordReset.confirm(code, password);
    if (!result.ok) return t(`passwordReset.errors.${result.reason}`);
    navigate('/', { replace: true });
    return null;
  };
  return (
    <Card title={t('passwordReset.resetTitle')} intro={t('passwordReset.resetIntro')}>
      <p className={styles.account}>{t('invitation.accountOnly', { email: state.email })}</p>
      <PasswordForm email={state.email} onSubmit={submit} submitLabel={t('passwordReset.submit')} />
    </Card>
  );
}
