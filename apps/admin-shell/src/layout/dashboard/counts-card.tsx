import { SUMMARY_AREAS, type DashboardSummary } from '@rescue-admin/api-contract';
import type { FeatureDescriptor } from '@rescue-admin/util';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { areaPath } from './dashboard-links';
import styles from './dashboard-figures.module.css';

const numberFormat = new Intl.NumberFormat('de-DE');

/** „Bestand“: one count per area that has one (null: not counted), each linking to the area's list. */
export function CountsCard({ counts, features }: { counts: DashboardSummary['counts']; features: readonly FeatureDescriptor[] }) {
  const { t } = useTranslation('shell');
  const counted = SUMMARY_AREAS.filter((area) => counts[area] !== null);
  if (counted.length === 0) return null;
  return (
    <div className={styles.card}>
      <h3 className={styles.cardTitle}>{t('dashboard.figures.countsTitle')}</h3>
      <ul className={styles.counts}>
        {counted.map((area) => {
          const count = counts[area] ?? 0;
          const text = t(`dashboard.figures.counts.${area}`, { count, formatted: numberFormat.format(count) });
          const path = areaPath(features, area);
          return (
            <li key={area}>
              {path ? (
                <Link to={path} className={styles.countLink}>
                  {text}
                </Link>
              ) : (
                <span className={styles.countLink}>{text}</span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
