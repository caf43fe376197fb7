import { INSPECTION_ENDPOINTS, type Hydrant } from '@rescue-admin/api-contract';
import { LoadFailedNotice, formatNumber } from '@rescue-admin/crud-kit';
import { useCan, useCapability, useIsOnline } from '@rescue-admin/data-access';
import { Button, Loader, Notice } from '@rescue-admin/ui-kit';
import { useQuery } from '@tanstack/react-query';
import ClipboardCheck from 'lucide-react/icons/clipboard-check';
import Navigation from 'lucide-react/icons/navigation';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { hydrantApi } from '../api';
import { dueStateFor } from '../inspection-state/inspection-due';
import { hydrantsInScope, scopeSearch } from '../inspection-state/round-scope';
import { StatusText } from '../inspection-state/status-text';
import { useToday } from '../inspection-state/use-today';
import { bearingDegrees, compassOf, formatDistance, orderByDistance, type GeoPoint } from './geo';
import { markVisited, visitedToday } from './round-done';
import { useDevicePosition } from './use-device-position';
import styles from './round.module.css';

/** The search parameter naming the hydrant the round last opened „Prüfung erfassen“ for. */
export const AFTER_PARAM = 'nach';
/** How many hydrants the round shows at first (and adds per „Weitere anzeigen“): a phone needs the nearest, not 100,000 cards. */
const PAGE = 30;

interface RoundEntry {
  hydrant: Hydrant;
  /** From the device; null while it is not known (ordered by due date then). */
  meters: number | null;
}

let dayFormat: Intl.DateTimeFormat | undefined;
const formatDay = (date: Date) => (dayFormat ??= new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric' })).format(date);

/** Never inspected or due first: by `nextInspection`, those without one last. */
function byDue(a: Hydrant, b: Hydrant): number {
  return (a.nextInspection?.getTime() ?? Number.POSITIVE_INFINITY) - (b.nextInspection?.getTime() ?? Number.POSITIVE_INFINITY);
}

/**
 * The hydrants of the round in order: by distance from `position` once it is known (worked out
 * once per accepted fix or new list, never per render), by due date before and without it.
 */
export function orderRound(hydrants: readonly Hydrant[], position: GeoPoint | null): RoundEntry[] {
  if (position) return orderByDistance(hydrants, position).map(({ item, meters }) => ({ hydrant: item, meters }));
  return [...hydrants].sort(byDue).map((hydrant) => ({ hydrant, meters: null }));
}

/** The first entry neither inspected today (by the list) nor opened by this round today (a queued save). */
export function nextOf(entries: readonly RoundEntry[], today: Date, visited: ReadonlySet<string>): RoundEntry | undefined {
  const todayStart = new Date(today.getFullYear(), today.getMonth(), today.getDate()).getTime();
  return entries.find(({ hydrant }) => !visited.has(hydrant.uid) && !((hydrant.lastInspection?.getTime() ?? -1) >= todayStart));
}

/**
 * /hydrant/runde: „Prüfrunde“ — the hydrants of the list's search and chips (`?q=&filter=`) for a
 * phone in the field: nearest first („In meiner Nähe“, the browser's position), otherwise by due
 * date with a notice why; status, due date, distance and direction; one big „Prüfung erfassen“
 * per hydrant, which returns here, where the next hydrant not yet inspected today is offered. The
 * list is the cached hydrant list; saves are queued like every save. Steps aside without inspections.
 */
export function RoundPage() {
  const { t } = useTranslation(['hydrants', 'common']);
  const offered = useCapability(INSPECTION_ENDPOINTS['inspection.create']) !== 'absent';
  // A role that may only read (UNIT_ADMIN) sees the round without „Prüfung erfassen“.
  const mayInspect = useCan('inspection', 'create');
  const hydrants = useQuery(hydrantApi.queries.list());
  const [params] = useSearchParams();
  const device = useDevicePosition();
  const online = useIsOnline();
  const [shown, setShown] = useState(PAGE);
  const location = useLocation();
  const scopeKey = scopeSearch(params);
  const after = params.get(AFTER_PARAM);

  const today = useToday();
  const scope = useMemo(() => (hydrants.data ? hydrantsInScope(hydrants.data, new URLSearchParams(scopeKey), today) : []), [hydrants.data, today, scopeKey]);
  const entries = useMemo(() => orderRound(scope, device.position), [scope, device.position]);
  const withState = hydrants.data !== undefined && (hydrants.data.length === 0 || hydrants.data[0].nextInspection !== undefined);

  if (!offered || (hydrants.data && !withState)) {
    return (
      <section className={styles.page} aria-labelledby="round-title">
        <h1 id="round-title" className={styles.title}>{t('round.title')}</h1>
        <Notice variant="info">{t('round.unavailableService')}</Notice>
        <Link to={{ pathname: '..', search: scopeKey }} relative="path" className={styles.secondaryLink}>{t('round.backToList')}</Link>
      </section>
    );
  }

  const dueOf = dueStateFor(today);
  const visited = visitedToday();
  const next = after !== null ? nextOf(entries, today, visited) : undefined;
  // Where the inspection form returns to (inspui's `next.returnTo`): this round, naming the hydrant just opened.
  const returnTo = (hydrant: Hydrant) => {
    const back = new URLSearchParams(scopeKey);
    back.set(AFTER_PARAM, hydrant.uid);
    return { returnTo: `${location.pathname}?${back.toString()}` };
  };

  const recordLink = (entry: RoundEntry, primary: boolean) =>
    mayInspect && (
      <Link
        to={{ pathname: '../pruefung', search: `?${new URLSearchParams({ uid: entry.hydrant.uid }).toString()}` }}
        relative="path"
        state={{ record: entry.hydrant, next: returnTo(entry.hydrant) }}
        onClick={() => markVisited(entry.hydrant.uid)}
        className={primary ? styles.recordPrimary : styles.record}
        aria-label={t('round.recordFor', { name: entry.hydrant.name })}
      >
        <ClipboardCheck aria-hidden="true" className={styles.icon} />
        {t('round.record')}
      </Link>
    );

  const facts = ({ hydrant, meters }: RoundEntry) => {
    const due = hydrant.nextInspection ? dueOf(hydrant.nextInspection) : 'notDue';
    return (
      <>
        <StatusText status={hydrant.inspectionStatus} />
        {hydrant.nextInspection && (
          <span className={due === 'notDue' ? undefined : styles.due}>
            {t('inspectionFacts.next', { date: formatDay(hydrant.nextInspection) })}
            {due !== 'notDue' && ` – ${t(`inspectionFacts.${due}`)}`}
          </span>
        )}
        {meters !== null && device.position && (
          <span className={styles.distance}>
            <Navigation aria-hidden="true" className={styles.icon} style={{ transform: `rotate(${bearingDegrees(device.position, hydrant) - 45}deg)` }} />
            {t('round.distance', { distance: formatDistance(meters), direction: t(`enums.compass.${compassOf(bearingDegrees(device.position, hydrant))}`) })}
          </span>
        )}
      </>
    );
  };

  return (
    <section className={styles.page} aria-labelledby="round-title">
      <h1 id="round-title" className={styles.title}>{t('round.title')}</h1>
      {!online && <Notice variant="warning">{t('round.offline')}</Notice>}
      {device.status === 'denied' && <Notice variant="warning">{t('round.denied')}</Notice>}
      {device.status === 'unavailable' && <Notice variant="warning">{t('round.unavailable')}</Notice>}
      {device.status === 'locating' && <Notice variant="info">{t('round.locating')}</Notice>}
      {hydrants.isError && !hydrants.data && <LoadFailedNotice error={hydrants.error} onRetry={hydrants.refetch} />}
      {hydrants.isPending && <Loader />}
      {hydrants.data && (
        <>
          {after !== null && (
            <section className={styles.next} aria-labelledby="round-next">
              <h2 id="round-next" className={styles.nextTitle}>{t('round.nextTitle')}</h2>
              {next ? (
                <>
                  <p className={styles.name}>{next.hydrant.name}</p>
                  <p className={styles.facts}>{facts(next)}</p>
                  {recordLink(next, true)}
                </>
              ) : (
                <p>{t('round.allDone')}</p>
              )}
            </section>
          )}
          <p className={styles.summary}>
            <span>{t('round.count', { count: entries.length, formatted: formatNumber(entries.length) })}</span>
            <span>{device.position ? `${t('round.nearMe')}: ${t('round.byDistance')}` : t('round.byDue')}</span>
          </p>
          {entries.length === 0 ? (
            <Notice variant="info">{t('round.empty')}</Notice>
          ) : (
            <ol className={styles.list} aria-label={t('round.title')}>
              {entries.slice(0, shown).map((entry) => (
                <li key={entry.hydrant.uid} className={styles.card}>
                  <p className={styles.name}>{entry.hydrant.name}</p>
                  {entry.hydrant.description && <p className={styles.description}>{entry.hydrant.description}</p>}
                  <p className={styles.facts}>{facts(entry)}</p>
                  {recordLink(entry, false)}
                </li>
              ))}
            </ol>
          )}
          {entries.length > shown && (
            <Button fullWidth onClick={() => setShown((count) => count + PAGE)}>
              {t('round.more', { formatted: formatNumber(Math.min(PAGE, entries.length - shown)) })}
            </Button>
          )}
        </>
      )}
      <Link to={{ pathname: '..', search: scopeKey }} relative="path" className={styles.secondaryLink}>
        {t('round.backToList')}
      </Link>
    </section>
  );
}
