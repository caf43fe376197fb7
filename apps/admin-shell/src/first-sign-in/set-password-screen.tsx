import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { INITIAL_PASSWORD } from '@rescue-admin/api-contract';
import type { PasswordChangeFailureReason, PasswordChangeResult } from '@rescue-admin/data-access';
import { Button } from '@rescue-admin/ui-kit';
import { Logo } from '../app/logo';
import styles from '../auth/auth-card.module.css';

/** Firebase Auth's own minimum; a shorter password is refused as auth/weak-password. */
export const MIN_PASSWORD_LENGTH = 6;

type FieldProblem = 'required' | 'tooShort' | 'sameAsInitial' | 'mismatch';
type Failure = PasswordChangeFailureReason | 'notAccepted';

export interface SetPasswordScreenProps {
  /** The signed-in account, named so the user knows whose password this is. */
  email: string | null;
  /** The session's password change (data-access): sets the password and signs in again with it. */
  changePassword: (newPassword: string) => Promise<PasswordChangeResult>;
  /**
   * Asks the API again once the password is set; resolves true when the app may be shown now.
   * On true the screen is replaced by the app.
   */
  onChanged: () => Promise<boolean>;
  onSignOut: () => Promise<void>;
}

/** What is wrong with the two fields, checked in the order the user reads them. */
function validate(password: string, repeat: string): { password?: FieldProblem; repeat?: FieldProblem } {
  const problems: { password?: FieldProblem; repeat?: FieldProblem } = {};
  if (password === '') problems.password = 'required';
  else if (password.length < MIN_PASSWORD_LENGTH) problems.password = 'tooShort';
  else if (password === INITIAL_PASSWORD) problems.password = 'sameAsInitial';
  if (repeat === '') problems.repeat = 'required';
  else if (!problems.password && repeat !== password) problems.repeat = 'mismatch';
  return problems;
}

/**
 * First sign-in: the account still has the initial password the user form sets (SPEC §7), and the
 * API refuses every call until the user sets their own. Shown by the shell instead of the app;
 * after the change the app appears at the address the user wanted.
 */
export function SetPasswordScreen({ email, changePassword, onChanged, onSignOut }: SetPasswordScreenProps) {
  const { t } = useTranslation('shell');
  const id = useId();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problems, setProblems] = useState<{ password?: FieldProblem; repeat?: FieldProblem }>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [pending, setPending] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const repeatRef = useRef<HTMLInputElement>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const found = validate(password, repeat);
    setProblems(found);
    if (found.password || found.repeat) {
      (found.password ? passwordRef : repeatRef).current?.focus();
      return;
    }
    setFailure(null);
    setPending(true);
    try {
      const result = await changePassword(password);
      if (!result.ok) {
        setFailure(result.reason);
        return;
      }
      // Success unmounts this screen; only a refusal comes back here.
      if (!(await onChanged())) setFailure('notAccepted');
    } finally {
      setPending(false);
    }
  }

  const passwordErrorId = `${id}-password-error`;
  const repeatErrorId = `${id}-repeat-error`;
  const hintId = `${id}-hint`;

  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <Logo className={styles.logo} />
        <h1 className={styles.title}>{t('firstSignIn.title')}</h1>
        <p className={styles.intro}>{t('firstSignIn.intro')}</p>
        {email && <p className={styles.account}>{t('firstSignIn.account', { email })}</p>}
        <form className={styles.form} onSubmit={handleSubmit} noValidate aria-busy={pending}>
          {/* Lets password managers store the new password for the right account. */}
          <input type="email" name="username" autoComplete="username" value={email ?? ''} readOnly hidden />
          <div className={styles.field}>
            <label htmlFor={`${id}-password`}>
              {t('firstSignIn.newPassword')}
              <span aria-hidden="true"> *</span>
            </label>
            <input
              ref={passwordRef}
              id={`${id}-password`}
              name="new-password"
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={problems.password ? true : undefined}
              aria-describedby={problems.password ? `${passwordErrorId} ${hintId}` : hintId}
              aria-required="true"
            />
            <p id={hintId} className={styles.hint}>
              {t('firstSignIn.hint', { min: MIN_PASSWORD_LENGTH })}
            </p>
            {problems.password && (
              <p id={passwordErrorId} className={styles.fieldError}>
                {t(`firstSignIn.problems.${problems.password}`, { min: MIN_PASSWORD_LENGTH })}
              </p>
            )}
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-repeat`}>
              {t('firstSignIn.repeatPassword')}
              <span aria-hidden="true"> *</span>
            </label>
            <input
              ref={repeatRef}
              id={`${id}-repeat`}
              name="repeat-password"
              type="password"
              autoComplete="new-password"
              value={repeat}
              onChange={(event) => setRepeat(event.target.value)}
              aria-invalid={problems.repeat ? true : undefined}
              aria-describedby={problems.repeat ? repeatErrorId : undefined}
              aria-required="true"
            />
            {problems.repeat && (
              <p id={repeatErrorId} className={styles.fieldError}>
                {t(`firstSignIn.problems.${problems.repeat}`)}
              </p>
            )}
          </div>
          <div role="alert" className={failure ? styles.alert : undefined}>
            {failure && t(`firstSignIn.errors.${failure}`)}
          </div>
          <Button type="submit" variant="primary" fullWidth loading={pending}>
            {t('firstSignIn.submit')}
          </Button>
          <Button fullWidth onClick={onSignOut} disabled={pending}>
            {t('header.logout')}
          </Button>
        </form>
      </div>
    </main>
  );
}
