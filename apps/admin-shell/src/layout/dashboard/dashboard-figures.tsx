import { SUMMARY_ENDPOINTS, type DashboardSummary, type Durchmesser, type HydrantType, type SyncFreshness } from '@rescue-admin/api-contract';
import { useCapability } from '@rescue-admin/data-access';
import { LoadFailedNotice, RelativeTime, useEnumLabel } from '@rescue-admin/crud-kit';
import { isSummaryRefused, useDashboardSummary } from './summary-data';
import { BarChart, DonutChart, FulfilmentBadge, Notice } from '@rescue-admin/ui-kit';
import type { FeatureDescriptor } from '@rescue-admin/util';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CountsCard } from './counts-card';
import { changeHref } from './dashboard-links';
import { DerivedCounts } from './derived-counts';
import { InspectionFigures } from './inspection-figures';
import styles from './dashboard-figures.module.css';

const numberFormat = new Intl.NumberFormat('de-DE');
const SYNC_COLORS = { recent: 'var(--color-success)', older: 'var(--color-warning)', never: 'var(--color-danger)' } as const;

/**
 * The operations overview under the greeting: one summary request (refreshed after every write
 * of this client). Skeletons while it loads, a German error with retry when it fails, and for a
 * user without admin rights (403) a short note instead of the figures. Where the service has no
 * summary, the counts of the readable lists and a note (see {@link DerivedCounts}).
 */
export function DashboardFigures({ features }: { features: readonly FeatureDescriptor[] }) {
  const { t } = useTranslation('shell');
  const summaryOffered = useCapability(SUMMARY_ENDPOINTS['summary.get']) !== 'absent';
  const summary = useDashboardSummary({ enabled: summaryOffered });
  const titleId = useId();

  let body;
  if (!summaryOffered) {
    body = <DerivedCounts features={features} />;
  } else if (summary.isPending) {
    body = <FiguresSkeleton label={t('dashboard.figures.loading')} />;
  } else if (summary.isError && !summary.data) {
    body = isSummaryRefused(summary.error) ? (
      <Notice>{t('dashboard.figures.refused')}</Notice>
    ) : (
      <LoadFailedNotice error={summary.error} onRetry={() => void summary.refetch()} />
    );
  } else {
    body = <Figures summary={summary.data} features={features} />;
  }

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('dashboard.figures.title')}
      </h2>
      {body}
    </section>
  );
}

/** Grey placeholders in the shape of the figures; the status text is for screen readers. */
function FiguresSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" className={styles.grid}>
      <span className={styles.visuallyHidden}>{label}</span>
      {[0, 1, 2, 3].map((index) => (
        <div key={index} className={styles.skeleton} aria-hidden="true" data-testid="figure-skeleton" />
      ))}
    </div>
  );
}

function Figures({ summary, features }: { summary: DashboardSummary; features: readonly FeatureDescriptor[] }) {
  // The hydrant charts use the hydrants feature's enum labels: load its namespace too.
  const { t } = useTranslation(['shell', 'hydrants']);
  const typeLabel = useEnumLabel('hydrants:enums.type');
  const diameterLabel = useEnumLabel('hydrants:enums.durchmesser');

  return (
    <>
      <CountsCard counts={summary.counts} features={features} />
      {/* Absent from a service without inspections (an older summary) as well as null. */}
      {summary.inspections && <InspectionFigures inspections={summary.inspections} features={features} />}
      <div className={styles.grid}>
        {summary.hydrantsByType && (
          <div className={styles.card}>
            <BarChart
              title={t('dashboard.figures.hydrantsByType')}
              data={summary.hydrantsByType.map(({ value, count }) => ({ label: typeLabel(value as HydrantType), value: count }))}
            />
          </div>
        )}
        {summary.hydrantsByDiameter && (
          <div className={styles.card}>
            <BarChart
              title={t('dashboard.figures.hydrantsByDiameter')}
              data={summary.hydrantsByDiameter.map(({ value, count }) => ({ label: diameterLabel(value as Durchmesser), value: count }))}
            />
          </div>
        )}
        {summary.syncFreshness && (
          <div className={styles.card}>
            <h3 className={styles.cardTitle}>{t('dashboard.figures.syncTitle')}</h3>
            <div className={styles.donuts}>
              <SyncDonut title={t('dashboard.figures.syncBeacons')} freshness={summary.syncFreshness.beacons} />
              <SyncDonut title={t('dashboard.figures.syncGateways')} freshness={summary.syncFreshness.gateways} />
            </div>
          </div>
        )}
        {summary.standardLoads && (
          <div className={styles.card}>
            <h3 className={styles.cardTitle}>{t('dashboard.figures.standardLoadsTitle')}</h3>
            <p className={styles.badgeLine}>
              <FulfilmentBadge
                current={summary.standardLoads.withLoad}
                target={summary.standardLoads.blueprints}
                label={t('dashboard.figures.standardLoads', {
                  withLoad: numberFormat.format(summary.standardLoads.withLoad),
                  blueprints: numberFormat.format(summary.standardLoads.blueprints),
                })}
              />
            </p>
            <p className={styles.muted}>
              {t('dashboard.figures.standardLoadLines', {
                count: summary.standardLoads.lines,
                formatted: numberFormat.format(summary.standardLoads.lines),
              })}
            </p>
          </div>
        )}
      </div>
      <LatestChanges changes={summary.latestChanges} features={features} />
    </>
  );
}

function SyncDonut({ title, freshness }: { title: string; freshness: SyncFreshness }) {
  const { t } = useTranslation('shell');
  const total = freshness.recent + freshness.older + freshness.never;
  return (
    <DonutChart
      title={title}
      centerText={numberFormat.format(total)}
      segments={(['recent', 'older', 'never'] as const).map((key) => ({
        label: t(`dashboard.figures.sync.${key}`),
        value: freshness[key],
        color: SYNC_COLORS[key],
      }))}
    />
  );
}

function LatestChanges({ changes, features }: { changes: DashboardSummary['latestChanges']; features: readonly FeatureDescriptor[] }) {
  const { t } = useTranslation('shell');
  return (
    <div className={styles.card}>
      <h3 className={styles.cardTitle}>{t('dashboard.figures.latestTitle')}</h3>
      {changes.length === 0 ? (
        <p className={styles.muted}>{t('dashboard.figures.latestEmpty')}</p>
      ) : (
        <ul className={styles.changes}>
          {changes.map((change) => {
            const href = changeHref(features, change.kind, change.uid);
            const name = <span className={styles.changeName}>{change.name}</span>;
            return (
              <li key={`${change.kind}:${change.uid}`} className={styles.change}>
                {href ? (
                  <Link to={href} className={styles.changeLink}>
                    {name}
                  </Link>
                ) : (
                  name
                )}
                <span className={styles.muted}>{t(`dashboard.figures.kinds.${change.kind}`)}</span>
                <span className={styles.muted}>
                  <RelativeTime date={change.lastUpdate} />
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
