import { useTranslation } from 'react-i18next';

/** Landing page of the customers area. */
export function CustomersPage() {
  const { t } = useTranslation('customers');
  return <h1>{t('page.title')}</h1>;
}
