import { useTranslation } from 'react-i18next';

/** Landing page of the staging area. */
export function StagingPage() {
  const { t } = useTranslation('staging');
  return <h1>{t('page.title')}</h1>;
}
