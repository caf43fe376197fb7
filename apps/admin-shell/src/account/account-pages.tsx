import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { INVITATION_ENDPOINTS, type InvitationInfo } from '@rescue-admin/api-contract';
import { apiErrorCodeOf, errorReasonOf, useAuth, usePublicCall, type PasswordResetFailureReason } from '@rescue-admin/data-access';
import { formatDateTime } from '@rescue-admin/i18n';
import { Button, Loader } from '@rescue-admin/ui-kit';
import { Logo } from '../app/logo';
import styles from '../auth/auth-card.module.css';
import { PasswordForm } from './password-form';

/** The pages a person reaches without a session: an invitation, a forgotten password, a reset link. */
export default function AccountPages() {
  const { pathname } = useLocation();
  if (pathname.startsWith('/einladung')) return <InvitationPage />;
  if (pathname.startsWith('/passwort-vergessen')) return <ForgotPasswordPage />;
  if (pathname.startsWith('/email-bestaetigen')) return <ConfirmMailPage />;
  return <ResetPasswordPage />;
}

function Card({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <Logo className={styles.logo} />
        <h1 className={styles.title}>{title}</h1>
        {intro && <p className={styles.intro}>{intro}</p>}
        {children}
      </div>
    </main>
  );
}

function BackToLogin() {
  const { t } = useTranslation('shell');
  return (
    <p className={styles.links}>
      <Link to="/login">{t('account.backToLogin')}</Link>
    </p>
  );
}

type InvitationState = { kind: 'checking' } | { kind: 'open'; info: InvitationInfo } | { kind: 'refused'; reason: 'invalid' | 'expired' | 'network' };

/**
 * /einladung#<token>: the invited person sets their own password and is signed in. The token
 * comes in the fragment (never sent to a server by the browser) and is checked first, so the page
 * names the account — or says that the link is used, revoked or expired.
 */
function InvitationPage() {
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

function refusal(error: unknown): 'invalid' | 'expired' | 'network' {
  const code = apiErrorCodeOf(error);
  if (code === 'invitation_expired') return 'expired';
  if (code === 'invitation_invalid') return 'invalid';
  // A 400 (a token that is not one) opens nothing either; only no answer at all is worth a retry.
  return errorReasonOf(error) === 'network' ? 'network' : 'invalid';
}

type ConfirmState = { kind: 'ready' } | { kind: 'done'; mail: string } | { kind: 'refused'; reason: 'invalid' | 'expired' | 'network' | 'taken' };

/**
 * /email-bestaetigen#<token>: the owner of a new e-mail address confirms it (the link went only
 * there). On a button, not on opening: a mail scanner that opens links confirms nothing. The
 * user's sessions end with the change, so they sign in again with the new address.
 */
function ConfirmMailPage() {
  const { t } = useTranslation('shell');
  const { hash } = useLocation();
  const { status, signOut } = useAuth();
  const confirm = usePublicCall(INVITATION_ENDPOINTS['mailChange.confirm']);
  const [state, setState] = useState<ConfirmState>({ kind: 'ready' });
  const [pending, setPending] = useState(false);

  const submit = async () => {
    setPending(true);
    try {
      const { mail } = await confirm({ token: hash.replace(/^#/, '') });
      if (status === 'signed-in') await signOut();
      setState({ kind: 'done', mail });
    } catch (error) {
      // 409: the address was taken by another account meanwhile.
      setState({ kind: 'refused', reason: errorReasonOf(error) === 'conflict' ? 'taken' : refusal(error) });
    } finally {
      setPending(false);
    }
  };

  if (state.kind === 'done') {
    return (
      <Card title={t('confirmMail.title')}>
        <p role="status" className={styles.intro}>
          {t('confirmMail.done', { mail: state.mail })}
        </p>
        <BackToLogin />
      </Card>
    );
  }
  return (
    <Card title={t('confirmMail.title')} intro={state.kind === 'refused' ? t(`confirmMail.refused.${state.reason}`) : t('confirmMail.intro')}>
      {state.kind === 'ready' && (
        <Button variant="primary" fullWidth loading={pending} onClick={submit}>
          {t('confirmMail.submit')}
        </Button>
      )}
      <BackToLogin />
    </Card>
  );
}

/** /passwort-vergessen: the Auth service e-mails a reset link; the answer never tells whether the address has an account. */
function ForgotPasswordPage() {
  const { t } = useTranslation('shell');
  const id = useId();
  const { passwordReset } = useAuth();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const address = email.trim();
    if (address === '') {
      setProblem(t('login.required.email'));
      return;
    }
    setProblem(null);
    setPending(true);
    try {
      const result = await passwordReset.request(address);
      if (result.ok) setSentTo(address);
      else setProblem(t(`passwordReset.errors.${result.reason}`));
    } finally {
      setPending(false);
    }
  }

  if (sentTo) {
    return (
      <Card title={t('passwordReset.forgotTitle')}>
        <p role="status" className={styles.intro}>
          {t('passwordReset.sent', { email: sentTo })}
        </p>
        <BackToLogin />
      </Card>
    );
  }
  return (
    <Card title={t('passwordReset.forgotTitle')} intro={t('passwordReset.forgotIntro')}>
      <form className={styles.form} onSubmit={handleSubmit} noValidate aria-busy={pending}>
        <div className={styles.field}>
          <label htmlFor={`${id}-email`}>{t('login.email')}</label>
          <input
            id={`${id}-email`}
            type="email"
            name="email"
            autoComplete="username"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
          />
        </div>
        <div id={`${id}-problem`} role="alert" className={problem ? styles.alert : undefined}>
          {problem}
        </div>
        <Button type="submit" variant="primary" fullWidth loading={pending}>
          {t('passwordReset.send')}
        </Button>
      </form>
      <BackToLogin />
    </Card>
  );
}

type ResetState = { kind: 'checking' } | { kind: 'open'; email: string } | { kind: 'refused'; reason: PasswordResetFailureReason };

/**
 * /passwort-zuruecksetzen?mode=resetPassword&oobCode=…: the page the reset e-mail links to (the
 * Firebase project's action URL points here). Names the account, sets the new password, signs in.
 */
function ResetPasswordPage() {
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
