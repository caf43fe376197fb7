import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@rescue-admin/session';
import { Button } from '@rescue-admin/ui-kit';
import styles from '../auth/auth-card.module.css';
import { BackToLogin, Card } from './account-card';

/** /passwort-vergessen: the Auth service e-mails a reset link; the answer never tells whether the address has an account. */
export function ForgotPasswordPage() {
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
