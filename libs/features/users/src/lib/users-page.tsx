import { useTranslation } from 'react-i18next';

/** Landing page of the users area. */
export function UsersPage() {
  const { t } = useTranslation('users');
  return <h1>{t('page.title')}</h1>;
}
