import { useTranslation } from 'react-i18next';

/** Landing page of the blueprints area. */
export function BlueprintsPage() {
  const { t } = useTranslation('blueprints');
  return <h1>{t('page.title')}</h1>;
}
