import { Input, Loader } from '@rescue-admin/ui-kit';
import { Suspense, useDeferredValue, useMemo, type ReactNode } from 'react';
import { LoadFailedNotice } from '../errors/load-failed-notice';
import { usePreloadWhenShown } from '../lazy/preload-when-shown';
import { useCrudTexts, type CrudNamespace } from '../i18n/crud-texts';
import { formatNumber, visibleRows, type CrudColumn } from '../list/crud-columns';
import type { ListQuery } from '../list/crud-list-view';
import { CrudPage } from '../list/crud-page';
import { useListUrlState } from '../url-state/use-list-url-state';
import { useListViewMode } from './list-view-mode';
import { ListViewSwitch } from './list-view-switch';
import styles from './crud-map-view.module.css';

export interface CrudMapViewProps<T> {
  /** The feature's namespace: heading from `page.title`, the search label from `crud.search` if it has one. */
  namespace: CrudNamespace;
  query: ListQuery<T>;
  /** The list's columns: the map shows the records the list's search (`?q=`) would show. */
  columns: readonly CrudColumn<T>[];
  /**
   * The map for the records that match the search (load it lazily: the map lib brings Leaflet).
   * `search` changes when the administrator searches (a map fits the points again then).
   */
  children: (records: readonly T[], search: string) => ReactNode;
  /** What a marker's „Bearbeiten“ opens (the form's `lazyPart` preload): fetched once the records show, as by the list. */
  preload?: () => Promise<unknown>;
}

/**
 * The map view of a list (`?view=karte`): the page heading, the same search box as the table
 * (`?q=`, matched the same way), the number of records shown, the „Liste“/„Karte“ switch and the
 * map the feature renders for the matching records. Loading and load errors look like the list's.
 */
export function CrudMapView<T>({ namespace, query, columns, children, preload }: CrudMapViewProps<T>) {
  const { t, areaText, hasAreaText } = useCrudTexts(namespace);
  const searchLabel = hasAreaText('crud.search') ? areaText('crud.search') : t('actions.search');
  const { query: search, setQuery } = useListUrlState();
  const { mode, setMode } = useListViewMode();
  // Typing stays responsive with 50,000 hydrants: the filter and the re-clustering follow behind.
  const deferredSearch = useDeferredValue(search);
  const records = query.data;
  usePreloadWhenShown(records !== undefined, preload);
  const rows = useMemo(() => visibleRows(records ?? [], columns, deferredSearch, null), [records, columns, deferredSearch]);

  let content: ReactNode;
  if (query.isError && !records) content = <LoadFailedNotice error={query.error} onRetry={query.refetch} />;
  else if (!records) content = <Loader text={t('map.loading')} />;
  else content = <Suspense fallback={<Loader text={t('map.loading')} />}>{children(rows, deferredSearch)}</Suspense>;

  return (
    <CrudPage title={areaText('page.title')}>
      <div className={styles.toolbar}>
        <div className={styles.search}>
          <Input
            type="search"
            label={searchLabel}
            hideLabel
            placeholder={searchLabel}
            value={search}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        {records && (
          <p className={styles.count} aria-live="polite">
            {t('map.shown', { shown: formatNumber(rows.length), total: formatNumber(records.length) })}
          </p>
        )}
        <ListViewSwitch mode={mode} onChange={setMode} />
      </div>
      {content}
    </CrudPage>
  );
}
