import { INSPECTION_ENDPOINTS, type Hydrant } from '@rescue-admin/api-contract';
import { useCapability } from '@rescue-admin/data-access';
import FileWarning from 'lucide-react/icons/file-warning';
import Route from 'lucide-react/icons/route';
import type { MouseEvent, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { scopeSearch } from '../inspection-state/round-scope';
import styles from './round-links.module.css';

export interface RoundLinksProps {
  hydrants: readonly Hydrant[] | undefined;
  /**
   * On the map: its visible area (`south,west,north,east`) as the map last settled, to which the
   * Mängelbericht keeps. A ref, read at the click: the map's moves re-render nothing.
   */
  mapArea?: RefObject<string | null>;
}

/**
 * „Prüfrunde“ and „Mängelbericht“ beside the list's or the map's toolbar: both take the list's
 * search and chips (`?q=&filter=`) along, the Mängelbericht the map's visible area too. Nothing
 * where the service has no inspections (or its rows carry no inspection state).
 */
export function RoundLinks({ hydrants, mapArea }: RoundLinksProps) {
  const { t } = useTranslation('hydrants');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const offered = useCapability(INSPECTION_ENDPOINTS['inspection.create']) !== 'absent';
  if (!offered || !hydrants || (hydrants.length > 0 && hydrants[0].nextInspection === undefined)) return null;
  const search = scopeSearch(params);
  // A plain click takes the map's area along; a click for a new tab opens the link as it is (search and chips).
  const openReport = (event: MouseEvent<HTMLAnchorElement>) => {
    const area = mapArea?.current;
    if (!area || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate({ pathname: 'maengelbericht', search: scopeSearch(params, { bbox: area }) });
  };
  return (
    <>
      <Link to={{ pathname: 'runde', search }} className={styles.link}>
        <Route aria-hidden="true" className={styles.icon} />
        {t('round.open')}
      </Link>
      <Link to={{ pathname: 'maengelbericht', search }} className={styles.link} onClick={openReport}>
        <FileWarning aria-hidden="true" className={styles.icon} />
        {t('report.open')}
      </Link>
    </>
  );
}
