import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MIN_PASSWORD_LENGTH } from '@rescue-admin/api-contract';
import { Button } from '@rescue-admin/ui-kit';
import styles from '../auth/auth-card.module.css';

type FieldProblem = 'required' | 'tooShort' | 'mismatch';

/** What is wrong with the two fields, checked in the order the user reads them. */
export function passwordProblems(password: string, repeat: string): { password?: FieldProblem; repeat?: FieldProblem } {
  const problems: { password?: FieldProblem; repeat?: FieldProblem } = {};
  if (password === '') problems.password = 'required';
  else if (password.length < MIN_PASSWORD_LENGTH) problems.password = 'tooShort';
  if (repeat === '') problems.repeat = 'required';
  else if (!problems.password && repeat !== password) problems.repeat = 'mismatch';
  return problems;
}

export interface PasswordFormProps {
  /** The account the password is for, named so the user (and their password manager) knows whose it is. */
  email: string;
  /** Sets the password; resolves to the text of a failure (shown in the form), or null on success. */
  onSubmit: (password: string) => Promise<string | null>;
  submitLabel: string;
  children?: ReactNode;
}

/**
 * A new password, typed twice (the invitation and the reset page): the Auth service's minimum
 * length, both fields equal; focus goes to the first field with a problem; a failure of the
 * submit is announced and nothing typed is lost.
 */
export function PasswordForm({ email, onSubmit, submitLabel, children }: PasswordFormProps) {
  const { t } = useTranslation('shell');
  const id = useId();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problems, setProblems] = useState<{ password?: FieldProblem; repeat?: FieldProblem }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const repeatRef = useRef<HTMLInputElement>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const found = passwordProblems(password, repeat);
    setProblems(found);
    if (found.password || found.repeat) {
      (found.password ? passwordRef : repeatRef).current?.focus();
      return;
    }
    setFailure(null);
    setPending(true);
    try {
      setFailure(await onSubmit(password));
    } finally {
      setPending(false);
    }
  }

  const passwordErrorId = `${id}-password-error`;
  const repeatErrorId = `${id}-repeat-error`;
  const hintId = `${id}-hint`;
  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate aria-busy={pending}>
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <div className={styles.field}>
        <label htmlFor={`${id}-password`}>
          {t('password.newPassword')}
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
          {t('password.hint', { min: MIN_PASSWORD_LENGTH })}
        </p>
        {problems.password && (
          <p id={passwordErrorId} className={styles.fieldError}>
            {t(`password.problems.${problems.password}`, { min: MIN_PASSWORD_LENGTH })}
          </p>
        )}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-repeat`}>
          {t('password.repeatPassword')}
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
            {t(`password.problems.${problems.repeat}`)}
          </p>
        )}
      </div>
      <div role="alert" className={failure ? styles.alert : undefined}>
        {failure}
      </div>
      <Button type="submit" variant="primary" fullWidth loading={pending}>
        {submitLabel}
      </Button>
      {children}
    </form>
  );
}
