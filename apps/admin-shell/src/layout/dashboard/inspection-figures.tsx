import type { DashboardSummary } from '@rescue-admin/api-contract';
import { LIST_URL_PARAMS, formatNumber } from '@rescue-admin/crud-kit';
import type { FeatureDescriptor } from '@rescue-admin/util';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import CalendarX from 'lucide-react/icons/calendar-x';
import OctagonX from 'lucide-react/icons/octagon-x';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { areaPath } from './dashboard-links';
import styles from './dashboard-figures.module.css';

type InspectionCounts = NonNullable<DashboardSummary['inspections']>;

/**
 * The figures in the order of the hydrant list's chips; each name is also that chip's
 * `?filter=` value, so a figure links to the list showing exactly what it counts.
 */
const FIGURES = ['outOfService', 'overdue', 'dueSoon'] as const satisfies readonly (keyof InspectionCounts)[];
const ICONS = { outOfService: OctagonX, overdue: CalendarX, dueSoon: CalendarClock } as const;

/** The hydrant list with one chip pressed, e.g. `/hydrant?filter=overdue`. */
function filteredListHref(path: string, filter: string): string {
  return `${path}?${new URLSearchParams({ [LIST_URL_PARAMS.filter]: filter }).toString()}`;
}

/**
 * „Hydrantenprüfung“: „Außer Betrieb: 3“, „Überfällig: 41“, „Fällig in 30 Tagen: 12“, each a link
 * to the hydrant list with its chip pressed (plain text where this build has no hydrant area).
 */
export function InspectionFigures({ inspections, features }: { inspections: InspectionCounts; features: readonly FeatureDescriptor[] }) {
  const { t } = useTranslation('shell');
  const path = areaPath(features, 'hydrants');
  const text = (figure: (typeof FIGURES)[number]) => {
    const formatted = formatNumber(inspections[figure]);
    if (figure === 'outOfService') return t('dashboard.figures.inspections.outOfService', { formatted });
    if (figure === 'overdue') return t('dashboard.figures.inspections.overdue', { formatted });
    return t('dashboard.figures.inspections.dueSoon', { formatted });
  };
  return (
    <div className={styles.card}>
      <h3 className={styles.cardTitle}>{t('dashboard.figures.inspectionsTitle')}</h3>
      <ul className={styles.counts}>
        {FIGURES.map((figure) => {
          const Icon = ICONS[figure];
          const content = (
            <>
              <Icon size={16} aria-hidden="true" className={styles.figureIcon} />
              {text(figure)}
            </>
          );
          return (
            <li key={figure}>
              {path ? (
                <Link to={filteredListHref(path, figure)} className={styles.countLink}>
                  {content}
                </Link>
              ) : (
                <span className={styles.countLink}>{content}</span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
