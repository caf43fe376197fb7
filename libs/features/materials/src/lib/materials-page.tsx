import { useTranslation } from 'react-i18next';

/** Landing page of the materials area. */
export function MaterialsPage() {
  const { t } = useTranslation('materials');
  return <h1>{t('page.title')}</h1>;
}
