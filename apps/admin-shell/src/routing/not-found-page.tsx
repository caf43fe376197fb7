import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styles from './status-screen.module.css';

export function NotFoundPage() {
  const { t } = useTranslation('shell');
  return (
    <section className={styles.screen} aria-labelledby="not-found-title">
      <h1 id="not-found-title" className={styles.title}>
        {t('notFound.title')}
      </h1>
      <p>{t('notFound.description')}</p>
      <Link className={styles.button} to="/">
        {t('app.home')}
      </Link>
    </section>
  );
}
