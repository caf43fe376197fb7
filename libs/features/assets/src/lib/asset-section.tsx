import {
  downloadCsv,
  formatNumber,
  RelativeTime,
  rowSearchText,
  visibleRows,
  type CrudColumn,
  type ListQuery,
} from '@rescue-admin/crud-kit';
import { Button, DataTable, Notice, type DataTableColumn, type DataTableRow } from '@rescue-admin/ui-kit';
import Download from 'lucide-react/icons/download';
import Pencil from 'lucide-react/icons/pencil';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './assets-page.module.css';
import { useSectionUrlState, type AssetKind } from './asset-url-state';

export interface AssetSectionProps<T> {
  kind: AssetKind;
  query: ListQuery<T>;
  columns: readonly CrudColumn<T>[];
  getId: (row: T) => string;
  onEdit: (row: T) => void;
  /** Runs the manual sync; the button shows progress until it settles. */
  onSync: () => Promise<unknown>;
  /**
   * The last sync failed. Its list has been cleared (SPEC §4), so the section explains that and
   * offers a retry instead of an empty table.
   */
  syncFailed: boolean;
}

const sectionKey = { beacon: 'beacons', gateway: 'gateways' } as const;

/**
 * One asset table with its heading, a manual sync button, search and sort in the URL, CSV export
 * and the loading, empty, load-error and sync-error states.
 */
export function AssetSection<T>({ kind, query, columns, getId, onEdit, onSync, syncFailed }: AssetSectionProps<T>) {
  const { t } = useTranslation(['assets', 'common']);
  const headingId = useId();
  const key = sectionKey[kind];
  const { query: search, setQuery, sort, setSort } = useSectionUrlState(kind);
  const records = query.data;

  const tableColumns = useMemo<DataTableColumn[]>(() => {
    const byId = new Map((records ?? []).map((row) => [getId(row), row]));
    return columns.map((column) => ({
      id: column.id,
      header: column.header,
      sortable: column.sortable ?? true,
      sortValue: (tableRow: DataTableRow) => {
        const row = byId.get(tableRow.id);
        return row === undefined ? null : column.value(row);
      },
      mobileOnly: column.mobileOnly,
      desktopOnly: column.desktopOnly,
      width: column.width,
      align: column.align,
    }));
  }, [columns, records, getId]);

  const editLabel = t('common:actions.edit');
  const tableRows = useMemo<DataTableRow[]>(
    () =>
      (records ?? []).map((row) => ({
        id: getId(row),
        cells: columns.map((column) => ({ value: renderCell(column, row), mobileOnly: column.mobileOnly, desktopOnly: column.desktopOnly })),
        actions: [{ id: 'edit', label: editLabel, icon: Pencil, onClick: () => onEdit(row) }],
        onClick: () => onEdit(row),
        searchText: rowSearchText(columns, row),
      })),
    [records, columns, getId, onEdit, editLabel],
  );

  const exportCsv = () => {
    const rows = visibleRows(records ?? [], columns, search, sort);
    downloadCsv(t(`${key}.csvFile`), columns.filter((column) => column.exported ?? true), rows, { yes: t('common:yes'), no: t('common:no') });
  };

  const syncButton = (
    <Button variant="primary" icon={RefreshCw} onClick={onSync} aria-label={t(`${key}.syncLabel`)}>
      {t('sync.action')}
    </Button>
  );

  let content: ReactNode;
  if (syncFailed) {
    content = (
      <Notice
        variant="danger"
        title={t(`${key}.syncFailed`)}
        action={
          <Button variant="primary" icon={RefreshCw} onClick={onSync}>
            {t('common:actions.retry')}
          </Button>
        }
      >
        <p className={styles.noticeText}>{t('sync.failedHint')}</p>
      </Notice>
    );
  } else if (query.isError && !records) {
    content = (
      <Notice variant="danger" title={t('common:crud.loadFailed')} action={<Button onClick={() => query.refetch()}>{t('common:actions.retry')}</Button>}>
        <p className={styles.noticeText}>{t('common:crud.loadFailedHint')}</p>
      </Notice>
    );
  } else {
    content = (
      <DataTable
        label={t(`${key}.title`)}
        columns={tableColumns}
        rows={tableRows}
        loading={query.isPending}
        searchQuery={search}
        onSearchQueryChange={setQuery}
        sort={sort}
        onSortChange={setSort}
        labels={{
          // Two tables on one page: each search box says which one it searches.
          search: t(`${key}.search`),
          actions: t('common:crud.actions'),
          noResults: t('common:crud.noResults'),
          resultCount: (shown, total) => t('common:crud.resultCount', { shown, total }),
          sortedBy: (column, direction) => t(direction === 'asc' ? 'common:crud.sortedAscending' : 'common:crud.sortedDescending', { column }),
        }}
        toolbar={
          records &&
          records.length > 0 && (
            <Button icon={Download} onClick={exportCsv}>
              {t('common:crud.export')}
            </Button>
          )
        }
        emptyState={<p className={styles.empty}>{t(`${key}.empty`)}</p>}
      />
    );
  }

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHeader}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {t(`${key}.title`)}
        </h2>
        {!syncFailed && syncButton}
      </div>
      {content}
    </section>
  );
}

function renderCell<T>(column: CrudColumn<T>, row: T): ReactNode {
  if (column.render) return column.render(row);
  const value = column.value(row);
  if (value instanceof Date) return <RelativeTime date={value} />;
  if (typeof value === 'number') return formatNumber(value);
  return value;
}
