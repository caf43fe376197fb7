import { INSPECTION_ENDPOINTS, type Hydrant } from '@rescue-admin/api-contract';
import { useCapability } from '@rescue-admin/data-access';
import FileWarning from 'lucide-react/icons/file-warning';
import Route from 'lucide-react/icons/route';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { scopeSearch } from '../inspection-state/round-scope';
import styles from './round-links.module.css';

/**
 * „Prüfrunde“ and „Mängelbericht“ beside the list's or the map's toolbar: both take the list's
 * search and chips (`?q=&filter=`) along. Nothing where the service has no inspections (or its
 * rows carry no inspection state).
 */
export function RoundLinks({ hydrants }: { hydrants: readonly Hydrant[] | undefined }) {
  const { t } = useTranslation('hydrants');
  const [params] = useSearchParams();
  const offered = useCapability(INSPECTION_ENDPOINTS['inspection.create']) !== 'absent';
  if (!offered || !hydrants || (hydrants.length > 0 && hydrants[0].nextInspection === undefined)) return null;
  const search = scopeSearch(params);
  return (
    <>
      <Link to={{ pathname: 'runde', search }} className={styles.link}>
        <Route aria-hidden="true" className={styles.icon} />
        {t('round.open')}
      </Link>
      <Link to={{ pathname: 'maengelbericht', search }} className={styles.link}>
        <FileWarning aria-hidden="true" className={styles.icon} />
        {t('report.open')}
      </Link>
    </>
  );
}
