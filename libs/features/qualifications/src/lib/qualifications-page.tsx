import { useTranslation } from 'react-i18next';

/** Landing page of the qualifications area. */
export function QualificationsPage() {
  const { t } = useTranslation('qualifications');
  return <h1>{t('page.title')}</h1>;
}
