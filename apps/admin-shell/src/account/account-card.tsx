import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Logo } from '../app/logo';
import styles from '../auth/auth-card.module.css';

/** The card every page without a session shows: logo, title, an optional intro, its content. */
export function Card({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
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

/** The way back to /login, under a card's content. */
export function BackToLogin() {
  const { t } = useTranslation('shell');
  return (
    <p className={styles.links}>
      <Link to="/login">{t('account.backToLogin')}</Link>
    </p>
  );
}
