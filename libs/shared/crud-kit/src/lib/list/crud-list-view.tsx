import type { Namespace } from '@rescue-admin/i18n';
import {
  Button,
  ConfirmDialog,
  DataTable,
  IconButton,
  Notice,
  notify,
  type DataTableAction,
  type DataTableColumn,
  type DataTableRow,
} from '@rescue-admin/ui-kit';
import Download from 'lucide-react/icons/download';
import Pencil from 'lucide-react/icons/pencil';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash-2';
import X from 'lucide-react/icons/x';
import { useMemo, useState, type ReactNode } from 'react';
import { downloadCsv } from '../csv/csv';
import { useLooseTranslation, type LooseT } from '../i18n/use-loose-translation';
import { RelativeTime } from '../relative-time/relative-time';
import { useListUrlState } from '../url-state/use-list-url-state';
import { formatNumber, rowSearchText, visibleRows, type CrudColumn } from './crud-columns';
import { CrudPage } from './crud-page';
import styles from './crud-list-view.module.css';

/** The part of a react-query result the list needs (`useQuery(…Queries.list())` fits). */
export interface ListQuery<T> {
  data: T[] | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export interface CrudListViewProps<T> {
  /** The feature's i18n namespace: heading from `page.title`, texts from `crud.*` (see README). */
  namespace: Namespace;
  query: ListQuery<T>;
  columns: readonly CrudColumn<T>[];
  /** The record's uid. */
  getId: (row: T) => string;
  /** The record's name, for the delete confirmation and notices. */
  getName: (row: T) => string;
  /** Shows "Neu anlegen" (toolbar and empty state). */
  onCreate?: () => void;
  /** Makes rows clickable and adds the "Bearbeiten" action. */
  onEdit?: (row: T) => void;
  /**
   * Adds the "Löschen" action. Called after the user confirmed; resolve when deleted, reject when
   * not (the list then stays as it was and a German notice says so).
   */
  onDelete?: (row: T) => Promise<unknown>;
  /** A reason why a row cannot be deleted (the action is then disabled and named by it), or null. */
  deleteBlockedReason?: (row: T) => string | null;
  /** Further row actions, after edit and delete. */
  rowActions?: (row: T) => DataTableAction[];
  /** Further toolbar content, before the create button. */
  toolbar?: ReactNode;
  /** Content between the heading and the table (e.g. a notice). */
  children?: ReactNode;
}

/**
 * The list of every admin screen: heading, search box (`?q=`), sortable columns (`?sort=`),
 * "Neu anlegen", CSV export of the visible rows, loading / empty / error states, and a delete
 * confirmation that names the record.
 */
export function CrudListView<T>({
  namespace,
  query,
  columns,
  getId,
  getName,
  onCreate,
  onEdit,
  onDelete,
  deleteBlockedReason,
  rowActions,
  toolbar,
  children,
}: CrudListViewProps<T>) {
  const { t } = useLooseTranslation(namespace);
  const { query: search, setQuery, sort, setSort } = useListUrlState();
  const [toDelete, setToDelete] = useState<T | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const records = query.data;
  const shownColumns = useMemo(() => columns.filter((column) => column.shown ?? true), [columns]);

  const tableColumns = useMemo<DataTableColumn[]>(() => {
    const byId = new Map((records ?? []).map((row) => [getId(row), row]));
    return shownColumns.map((column) => ({
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
  }, [shownColumns, records, getId]);

  const tableRows = useMemo<DataTableRow[]>(
    () =>
      (records ?? []).map((row) => {
        const blocked = deleteBlockedReason?.(row) ?? null;
        const actions: DataTableAction[] = [];
        if (onEdit) actions.push({ id: 'edit', label: t('common:actions.edit'), icon: Pencil, onClick: () => onEdit(row) });
        if (onDelete)
          actions.push({
            id: 'delete',
            label: blocked ?? t('common:actions.delete'),
            icon: Trash2,
            variant: 'danger',
            disabled: blocked !== null,
            onClick: () => {
              setDeleteError(null);
              setToDelete(row);
            },
          });
        actions.push(...(rowActions?.(row) ?? []));
        return {
          id: getId(row),
          cells: shownColumns.map((column) => ({ value: renderCell(column, row, t), mobileOnly: column.mobileOnly, desktopOnly: column.desktopOnly })),
          actions,
          onClick: onEdit ? () => onEdit(row) : undefined,
          searchText: rowSearchText(columns, row),
        };
      }),
    [records, columns, shownColumns, getId, onEdit, onDelete, deleteBlockedReason, rowActions, t],
  );

  const exportCsv = () => {
    const rows = visibleRows(records ?? [], columns, search, sort);
    const exported = columns.filter((column) => column.exported ?? true);
    downloadCsv(t('crud.csvFile'), exported, rows, { yes: t('common:yes'), no: t('common:no') });
  };

  const confirmDelete = async () => {
    if (!toDelete || !onDelete) return;
    const name = getName(toDelete);
    try {
      await onDelete(toDelete);
      notify.success(t('crud.deleted', { name }));
    } catch {
      setDeleteError(t('crud.deleteFailed', { name }));
    } finally {
      setToDelete(null);
    }
  };

  const createButton = onCreate && (
    <Button variant="primary" icon={Plus} onClick={onCreate}>
      {t('common:actions.create')}
    </Button>
  );

  let content: ReactNode;
  if (query.isError && !records) {
    content = (
      <Notice
        variant="danger"
        title={t('common:crud.loadFailed')}
        action={
          <Button onClick={() => query.refetch()}>{t('common:actions.retry')}</Button>
        }
      >
        <p className={styles.noticeText}>{t('common:crud.loadFailedHint')}</p>
      </Notice>
    );
  } else {
    content = (
      <DataTable
        label={t('page.title')}
        columns={tableColumns}
        rows={tableRows}
        loading={query.isPending}
        searchQuery={search}
        onSearchQueryChange={setQuery}
        sort={sort}
        onSortChange={setSort}
        labels={{
          search: t('common:actions.search'),
          actions: t('common:crud.actions'),
          noResults: t('common:crud.noResults'),
          resultCount: (shown, total) => t('common:crud.resultCount', { shown, total }),
          sortedBy: (column, direction) => t(direction === 'asc' ? 'common:crud.sortedAscending' : 'common:crud.sortedDescending', { column }),
        }}
        toolbar={
          <div className={styles.toolbar}>
            {toolbar}
            {records && records.length > 0 && (
              <Button icon={Download} onClick={exportCsv}>
                {t('common:crud.export')}
              </Button>
            )}
            {createButton}
          </div>
        }
        emptyState={
          <div className={styles.empty}>
            <p>{t('crud.empty')}</p>
            {createButton}
          </div>
        }
      />
    );
  }

  return (
    <CrudPage title={t('page.title')}>
      {children}
      {deleteError && (
        <Notice
          variant="danger"
          action={<IconButton icon={X} label={t('common:crud.dismiss')} onClick={() => setDeleteError(null)} />}
        >
          {deleteError}
        </Notice>
      )}
      {content}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('crud.deleteTitle')}
        message={toDelete ? t('crud.deleteMessage', { name: getName(toDelete) }) : ''}
        confirmLabel={t('common:actions.delete')}
        cancelLabel={t('common:actions.cancel')}
        closeLabel={t('common:actions.close')}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </CrudPage>
  );
}

function renderCell<T>(column: CrudColumn<T>, row: T, t: LooseT): ReactNode {
  if (column.render) return column.render(row);
  const value = column.value(row);
  if (value instanceof Date) return <RelativeTime date={value} />;
  if (typeof value === 'number') return formatNumber(value);
  if (typeof value === 'boolean') return t(value ? 'common:yes' : 'common:no');
  return value;
}
