import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styles from './status-screen.module.css';

/**
 * An area the signed-in role may not read, opened by its address (a bookmark, a link): the
 * refusal the API would answer, said at once instead of after a failing request.
 */
export function NoPermissionPage() {
  const { t } = useTranslation(['shell', 'common']);
  return (
    <section className={styles.screen} aria-labelledby="no-permission-title">
      <h1 id="no-permission-title" className={styles.title}>
        {t('errors.forbidden', { ns: 'common' })}
      </h1>
      <p>{t('crud.forbiddenHint', { ns: 'common' })}</p>
      <Link className={styles.button} to="/">
        {t('app.home')}
      </Link>
    </section>
  );
}
