import { useTranslation } from 'react-i18next';
import styles from './logo.module.css';

/** The product mark (a shield with a flame) and name. Inline SVG: no extra request on /login. */
export function Logo({ className }: { className?: string }) {
  const { t } = useTranslation('shell');
  return (
    <span className={[styles.logo, className].filter(Boolean).join(' ')}>
      <svg className={styles.mark} viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <path fill="var(--color-accent)" d="M16 2 4 6.5v8.7C4 22.6 9.1 28.6 16 30c6.9-1.4 12-7.4 12-14.8V6.5z" />
        <path
          fill="var(--color-on-accent)"
          d="M16.6 8.5c.4 2.6 3.9 4.4 3.9 8.6a4.5 4.5 0 0 1-9 0c0-2 1-3.3 2.1-4.3.1 1.4.8 2.4 1.8 2.7-.5-2.6.5-5.1 1.2-7z"
        />
      </svg>
      <span className={styles.name}>{t('app.name')}</span>
    </span>
  );
}
