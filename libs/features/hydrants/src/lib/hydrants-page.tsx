import { useTranslation } from 'react-i18next';

/** Landing page of the hydrants area. */
export function HydrantsPage() {
  const { t } = useTranslation('hydrants');
  return <h1>{t('page.title')}</h1>;
}
