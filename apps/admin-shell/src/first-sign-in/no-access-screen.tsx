import { useTranslation } from 'react-i18next';
import { Button } from '@rescue-admin/ui-kit';
import { Logo } from '../app/logo';
import styles from '../auth/auth-card.module.css';

export interface NoAccessScreenProps {
  /** The signed-in account, so the user can tell the administration which one it is. */
  email: string | null;
  onSignOut: () => Promise<void>;
}

/**
 * A valid sign-in account that nobody has given a user record yet: the API refuses everything
 * (`no_user_record`). Saying so, with a way out, beats an endless loader or an app full of
 * refusals.
 */
export function NoAccessScreen({ email, onSignOut }: NoAccessScreenProps) {
  const { t } = useTranslation('shell');
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <Logo className={styles.logo} />
        <h1 className={styles.title}>{t('noAccess.title')}</h1>
        <p className={styles.intro}>{t('noAccess.description')}</p>
        {email && <p className={styles.account}>{t('noAccess.account', { email })}</p>}
        <Button variant="primary" fullWidth onClick={onSignOut}>
          {t('header.logout')}
        </Button>
      </div>
    </main>
  );
}
