import { useTranslation } from 'react-i18next';

/** Landing page of the assets area. */
export function AssetsPage() {
  const { t } = useTranslation('assets');
  return <h1>{t('page.title')}</h1>;
}
