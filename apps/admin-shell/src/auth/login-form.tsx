import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { SignInResult } from '@rescue-admin/session';
import { Button } from '@rescue-admin/ui-kit';
import { Logo } from '../app/logo';
import styles from './auth-card.module.css';

type FailureReason = Extract<SignInResult, { ok: false }>['reason'];

export interface LoginFormProps {
  /** The session's sign-in; resolves with why it failed instead of throwing. */
  signIn: (email: string, password: string) => Promise<SignInResult>;
  /** The last session ended (its sign-in expired or was revoked): say so above the form. @default false */
  sessionEnded?: boolean;
}

interface FieldErrors {
  email?: boolean;
  password?: boolean;
}

export function LoginForm({ signIn, sessionEnded = false }: LoginFormProps) {
  const { t } = useTranslation('shell');
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<FailureReason | null>(null);
  const [pending, setPending] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const nextMissing = { email: email.trim() === '', password: password === '' };
    setMissing(nextMissing);
    if (nextMissing.email || nextMissing.password) {
      (nextMissing.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    setFailure(null);
    setPending(true);
    const result = await signIn(email.trim(), password);
    setPending(false);
    if (!result.ok) {
      // The e-mail stays so only the password has to be typed again.
      setFailure(result.reason);
      setPassword('');
      passwordRef.current?.focus();
    }
  }

  const emailErrorId = `${id}-email-error`;
  const passwordErrorId = `${id}-password-error`;

  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <Logo className={styles.logo} />
        <h1 className={styles.title}>{t('login.title')}</h1>
        <p className={styles.intro}>{t('login.intro')}</p>
        {sessionEnded && (
          <p role="status" className={styles.notice}>
            {t('login.sessionEnded')}
          </p>
        )}
        <form className={styles.form} onSubmit={handleSubmit} noValidate aria-busy={pending}>
          <div className={styles.field}>
            <label htmlFor={`${id}-email`}>{t('login.email')}</label>
            <input
              ref={emailRef}
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="username"
              inputMode="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={missing.email || undefined}
              aria-describedby={missing.email ? emailErrorId : undefined}
              aria-required="true"
            />
            {missing.email && (
              <p id={emailErrorId} className={styles.fieldError}>
                {t('login.required.email')}
              </p>
            )}
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-password`}>{t('login.password')}</label>
            <input
              ref={passwordRef}
              id={`${id}-password`}
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={missing.password || undefined}
              aria-describedby={missing.password ? passwordErrorId : undefined}
              aria-required="true"
            />
            {missing.password && (
              <p id={passwordErrorId} className={styles.fieldError}>
                {t('login.required.password')}
              </p>
            )}
          </div>
          <div role="alert" className={failure ? styles.alert : undefined}>
            {failure && t(`login.errors.${failure}`)}
          </div>
          <Button type="submit" variant="primary" fullWidth loading={pending}>
            {t('login.submit')}
          </Button>
        </form>
        <p className={styles.links}>
          <Link to="/passwort-vergessen">{t('login.forgot')}</Link>
        </p>
      </div>
    </main>
  );
}
