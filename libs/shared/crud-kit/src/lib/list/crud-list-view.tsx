import { SendCancelledError, staleConflictOf, useAreaCan, useSendTracker, type StaleConflict } from '@rescue-admin/data-access';
import {
  Button,
  ConfirmDialog,
  DataTable,
  IconButton,
  Notice,
  notify,
  type DataTableAction,
  type DataTableColumn,
  type DataTableLabels,
  type DataTableRow,
} from '@rescue-admin/ui-kit';
import Download from 'lucide-react/icons/download';
import Eye from 'lucide-react/icons/eye';
import Pencil from 'lucide-react/icons/pencil';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash-2';
import X from 'lucide-react/icons/x';
import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { failureReason } from '../errors/failure-reason';
import { LoadFailedNotice } from '../errors/load-failed-notice';
import { usePreloadWhenShown } from '../lazy/preload-when-shown';
import { useCrudTexts, type CrudNamespace, type ListTextsKey } from '../i18n/crud-texts';
import { WaitingNotice } from '../offline/waiting-notice';
import { useChangedByName } from '../record/conflict';
import { useListUrlState } from '../url-state/use-list-url-state';
import { useRecentlyChanged } from '@rescue-admin/live';
import { asText } from '@rescue-admin/util';
import { columnValue, formatNumber, rowSearchText, type CrudColumn } from './crud-columns';
import { exportListCsv, preloadCsvWriter } from './csv-export';
import { CrudPage } from './crud-page';
import { useListNameOfRecords } from '../live/live-list';
import { renderCell } from './render-cell';
import { StandNote } from '../offline/stand-note';
import styles from './crud-list-view.module.css';

/** The part of a react-query result the list needs (`useQuery(…Queries.list())` fits). */
export interface ListQuery<T> {
  data: T[] | undefined;
  isPending: boolean;
  isError: boolean;
  /** Why it failed: a refusal (403) shows „Dafür fehlt Ihnen die Berechtigung.“ instead of a retry. */
  error?: unknown;
  refetch: () => unknown;
  /** When the data was fetched: offline the list shows it („Offline – Stand vom …“). */
  dataUpdatedAt?: number;
  /**
   * react-query's `isPaused`: the fetch waits for the connection. Without data (none stored in this
   * browser) the list says so („Offline – von dieser Liste ist … noch kein Stand gespeichert“).
   */
  isPaused?: boolean;
}

/**
 * The feature's i18n namespace (heading from `page.title`, texts from `crud.*`, see README) and the
 * block of it with the list's texts: `<textsKey>.empty`, `.csvFile`, the delete texts and,
 * optionally, `.search` (the search box's label, else "Suchen"); a section's heading is
 * `<textsKey>.title`. `textsKey` must name a block of that namespace with at least `empty` and
 * `csvFile`; it defaults to 'crud' and may be left out only where `crud` is such a block.
 */
export type ListTexts = {
  [N in CrudNamespace]: 'crud' extends ListTextsKey<N> ? { namespace: N; textsKey?: ListTextsKey<N> } : { namespace: N; textsKey: ListTextsKey<N> };
}[CrudNamespace];

export type CrudListViewProps<T> = CrudListViewOwnProps<T> & ListTexts;

/** The list's props apart from its texts (`ListTexts`). */
export interface CrudListViewOwnProps<T> {
  /**
   * 1: the list is the screen, under the page's h1 (`page.title`). 2: it is one of several lists
   * on a page, a `<section>` under an h2 (`<textsKey>.title`); the page renders the h1.
   * @default 1
   */
  headingLevel?: 1 | 2;
  /** Content beside the heading, e.g. a sync button. */
  headerActions?: ReactNode;
  /**
   * Prefix of the search and sort URL parameters, for a page with several lists (`a` →
   * `?aQ=&aSort=`). @default none: `?q=` and `?sort=`
   */
  urlParamPrefix?: string;
  /** Shown instead of the table, e.g. a notice that a failed sync cleared the list. */
  unavailable?: ReactNode;
  query: ListQuery<T>;
  /**
   * The first rows of a long list while the rest is still arriving (`<area>Api.queries.firstRows()`):
   * shown at once, in the list's own order, with a note that more follow — the search, the sort
   * and the export wait for the rest. With a search or a sort in the address the list waits whole
   * (a part, searched or sorted, would change under the reader's eyes).
   */
  firstRows?: readonly T[];
  columns: readonly CrudColumn<T>[];
  /** The record's uid. */
  getId: (row: T) => string;
  /** The record's name, for the delete confirmation and notices. */
  getName: (row: T) => string;
  /**
   * Shows "Neu anlegen" (toolbar and empty state) — only to a role that may create in the screen's
   * policy area (`PolicyAreaProvider`, set by the shell; without one everything is allowed).
   */
  onCreate?: () => void;
  /**
   * Makes rows clickable and adds the "Bearbeiten" action. Its identity may change on every render:
   * the rows call the latest one and are not rebuilt for it. A role that may not update in the
   * area gets „Ansehen“ instead: the row opens the form, which is then read-only.
   */
  onEdit?: (row: T) => void;
  /**
   * Adds the "Löschen" action (only for a role that may delete in the area). Called after the user confirmed; resolve when deleted, reject when
   * not (the list then stays as it was and a German notice says so). Like `onEdit`, a new identity
   * does not rebuild the rows. Send the version the row was shown at: when the record changed
   * meanwhile (409 `stale`), the list asks again, naming the change, and a second confirmation
   * calls `onDelete` with the record as stored now.
   */
  onDelete?: (row: T) => Promise<unknown>;
  /**
   * A reason why a row cannot be deleted (the action is then disabled and named by it), or null.
   * It shapes the rows, so a new identity rebuilds them: memoise it.
   */
  deleteBlockedReason?: (row: T) => string | null;
  /** Further row actions, after edit and delete. Memoise it, like `deleteBlockedReason`. */
  rowActions?: (row: T) => DataTableAction[];
  /**
   * Fetches what opening a record needs — the form's chunk, a `lazyPart`'s `preload` — once the
   * list shows its records and the browser is idle: the list's start does not wait for the form,
   * and a click on a row or „Neu anlegen“ still opens it at once, also offline.
   */
  preload?: () => Promise<unknown>;
  /** Further toolbar content, before the create button. */
  toolbar?: ReactNode;
  /**
   * Narrows the records before search and sort (e.g. by the pressed `FilterChips`, passed as
   * `children`): the table, the CSV export and the empty state („Keine Einträge passen zu Ihrem
   * Filter.“) see only what it returns. Memoise it; leave it out while nothing narrows the list.
   */
  filterRecords?: (records: readonly T[]) => readonly T[];
  /** Content between the heading and the table (e.g. a notice, `FilterChips`). */
  children?: ReactNode;
}

const NO_RECORDS: readonly never[] = [];

/** The latest value, for event handlers that must not change identity when it does. */
function useLatest<V>(value: V): { readonly current: V } {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  }, [value]);
  return ref;
}

/**
 * The list of every admin screen: heading, search box (`?q=`), sortable columns (`?sort=`),
 * "Neu anlegen", CSV export of the visible rows, loading / empty / error states, and a delete
 * confirmation that names the record.
 *
 * The rows are rebuilt only when the records, columns or row-shaping props change, never while the
 * administrator types a search (with 10,000 rows a rebuild is a noticeable pause).
 */
export function CrudListView<T>({
  namespace,
  textsKey: givenTextsKey,
  headingLevel = 1,
  headerActions,
  urlParamPrefix,
  unavailable,
  query,
  firstRows,
  columns,
  getId,
  getName,
  onCreate: givenCreate,
  onEdit,
  onDelete: givenDelete,
  deleteBlockedReason,
  rowActions,
  preload,
  toolbar,
  filterRecords,
  children,
}: CrudListViewProps<T>) {
  const textsKey: string = givenTextsKey ?? 'crud';
  const { t, areaText, hasAreaText } = useCrudTexts(namespace);
  // What the role may do in the screen's area (`session.grants`); the server still decides each call.
  const mayCreate = useAreaCan('create');
  const mayUpdate = useAreaCan('update');
  const mayDelete = useAreaCan('delete');
  const onCreate = mayCreate ? givenCreate : undefined;
  const onDelete = mayDelete ? givenDelete : undefined;
  const { query: search, setQuery, sort, setSort } = useListUrlState({ paramPrefix: urlParamPrefix });
  const [toDelete, setToDelete] = useState<T | null>(null);
  /** Set when the record to delete changed since it was shown: the dialog asks again, naming the change. */
  const [changedBefore, setChangedBefore] = useState<StaleConflict['changedBy'] | undefined>(undefined);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [waitingName, setWaitingName] = useState('');
  // The list says which delete failed, so the shell adds no second notice; offline it says the delete waits.
  const send = useSendTracker();
  const changedByName = useChangedByName();
  const headingId = useId();
  const allRecords = query.data;
  const records = useMemo(() => (allRecords && filterRecords ? filterRecords(allRecords) : allRecords), [allRecords, filterRecords]);
  const filteredAway = records?.length === 0 && (allRecords?.length ?? 0) > 0;
  usePreloadWhenShown(records !== undefined, preload);
  usePreloadWhenShown(records !== undefined, preloadCsvWriter);
  // Rows colleagues changed in the last seconds are highlighted (issue 40); search, sort and the
  // scroll position stay, as the records change in place.
  const changedElsewhere = useRecentlyChanged(useListNameOfRecords(allRecords));
  const early = records === undefined && query.isPending && firstRows?.length && search === '' && sort === null && !filterRecords ? firstRows : undefined;
  const shownColumns = useMemo(() => columns.filter((column) => column.shown ?? true), [columns]);
  // Translated once per language, not at every render: a keystroke renders the list twice (the
  // box, then the rows), and some twenty lookups a render would add milliseconds to each at
  // 100,000 rows.
  const texts = useMemo(
    () => ({
      title: areaText(headingLevel === 1 ? 'page.title' : `${textsKey}.title`),
      edit: t('actions.edit'),
      view: t('actions.view'),
      delete: t('actions.delete'),
      yes: t('yes'),
      no: t('no'),
      create: t('actions.create'),
      export: t('crud.export'),
      empty: areaText(`${textsKey}.empty`),
      noFilterResults: t('crud.noFilterResults'),
      deleteTitle: areaText(`${textsKey}.deleteTitle`),
      conflictDeleteTitle: t('conflict.deleteTitle'),
      deleteAnyway: t('conflict.deleteAnyway'),
      cancel: t('actions.cancel'),
      close: t('actions.close'),
      table: {
        // Several lists on one page: each search box says which one it searches.
        search: hasAreaText(`${textsKey}.search`) ? areaText(`${textsKey}.search`) : t('actions.search'),
        actions: t('crud.actions'),
        noResults: t('crud.noResults'),
        resultCount: (shown, total) => t('crud.resultCount', { shown: formatNumber(shown), total: formatNumber(total) }),
        sortedBy: (column, direction) => t(direction === 'asc' ? 'crud.sortedAscending' : 'crud.sortedDescending', { column }),
        sortControl: {
          label: t('crud.sortControl'),
          unsorted: t('crud.unsorted'),
          option: (column, direction) => t(direction === 'asc' ? 'crud.sortOptionAscending' : 'crud.sortOptionDescending', { column }),
        },
      } satisfies DataTableLabels,
    }),
    [t, areaText, hasAreaText, textsKey, headingLevel],
  );
  const { title } = texts;

  // The table sorts by each column's value and makes a row only for the records on screen.
  const tableColumns = useMemo<DataTableColumn<T>[]>(
    () =>
      shownColumns.map((column) => ({
        id: column.id,
        header: column.header,
        sortable: column.sortable ?? true,
        sortValue: (row: T) => columnValue(column, row),
        mobileOnly: column.mobileOnly,
        desktopOnly: column.desktopOnly,
        width: column.width,
        align: column.align,
      })),
    [shownColumns],
  );
  const searchText = useMemo(() => rowSearchText(columns), [columns]);

  // Handlers through refs: a screen that passes `(row) => …` inline must not rebuild every row per render.
  const latestEdit = useLatest(onEdit);
  const hasEdit = onEdit !== undefined;
  const hasDelete = onDelete !== undefined;
  const { edit: editText, view: viewText, delete: deleteLabel, yes, no } = texts;
  const editLabel = mayUpdate ? editText : viewText;
  const editIcon = mayUpdate ? Pencil : Eye;

  // Made by the table for the records on screen only; a new identity (new records, columns or
  // row-shaping props) makes it remake the rows it shows, a keystroke never does.
  const toRow = useCallback(
    (row: T): DataTableRow => {
      const edit = hasEdit ? () => latestEdit.current?.(row) : undefined;
      const actions: DataTableAction[] = [];
      if (edit) actions.push({ id: mayUpdate ? 'edit' : 'view', label: editLabel, icon: editIcon, onClick: edit });
      if (hasDelete) {
        const blocked = deleteBlockedReason?.(row) ?? null;
        actions.push({
          id: 'delete',
          label: blocked ?? deleteLabel,
          icon: Trash2,
          variant: 'danger',
          disabled: blocked !== null,
          onClick: () => {
            setDeleteError(null);
            setChangedBefore(undefined);
            setToDelete(row);
          },
        });
      }
      actions.push(...(rowActions?.(row) ?? []));
      return {
        id: getId(row),
        cells: shownColumns.map((column) => ({ value: renderCell(column, row, yes, no), mobileOnly: column.mobileOnly, desktopOnly: column.desktopOnly })),
        actions,
        onClick: edit,
      };
    },
    [shownColumns, getId, hasEdit, hasDelete, latestEdit, deleteBlockedReason, rowActions, mayUpdate, editLabel, editIcon, deleteLabel, yes, no],
  );
  // How many actions a row has, without making it (the strip's width is the largest count).
  const fixedActions = (hasEdit ? 1 : 0) + (hasDelete ? 1 : 0);
  const rowShape = useMemo(
    // Without further actions every row has the same shape: one object, no work per record.
    () => (rowActions ? (row: T) => ({ actions: fixedActions + rowActions(row).length, band: false }) : { actions: fixedActions, band: false }),
    [fixedActions, rowActions],
  );

  const exportCsv = () =>
    exportListCsv(areaText(`${textsKey}.csvFile`), records ?? [], { columns, search, sort }, { yes, no }, () => notify.error(t('crud.csvUnavailable')));

  const confirmDelete = async () => {
    if (!toDelete || !onDelete) return;
    const row = toDelete;
    const name = asText(getName(row));
    setWaitingName(name);
    try {
      await send.run(() => onDelete(row));
      notify.success(areaText(`${textsKey}.deleted`, { name }));
    } catch (error) {
      const stale = staleConflictOf(error);
      if (stale && changedBefore === undefined) {
        // Changed since it was shown: ask again, for the record as it is now.
        const current = stale.current !== null && typeof stale.current === 'object' ? ({ ...row, ...stale.current } as T) : row;
        setChangedBefore(stale.changedBy);
        setToDelete(current);
        return;
      }
      // Cancelled while waiting for the connection: nothing was sent, nothing to report.
      if (!(error instanceof SendCancelledError)) setDeleteError(`${areaText(`${textsKey}.deleteFailed`, { name })} ${failureReason(t, error, 'delete')}`);
    }
    setChangedBefore(undefined);
    setToDelete(null);
  };

  const cancelDelete = () => {
    setChangedBefore(undefined);
    setToDelete(null);
  };

  const deleteMessage = (row: T) => {
    const name = asText(getName(row));
    if (changedBefore === undefined) return areaText(`${textsKey}.deleteMessage`, { name });
    const who = changedByName(changedBefore) ?? t('conflict.someone');
    return t('conflict.deleteMessage', { name, who });
  };

  const createButton = onCreate && (
    <Button variant="primary" icon={Plus} onClick={onCreate}>
      {texts.create}
    </Button>
  );

  let content: ReactNode;
  if (unavailable) {
    content = unavailable;
  } else if (query.isError && !records) {
    content = <LoadFailedNotice error={query.error} onRetry={query.refetch} />;
  } else {
    content = (
      <DataTable
        label={title}
        columns={tableColumns}
        rows={records ?? early ?? NO_RECORDS}
        toRow={toRow}
        rowId={getId}
        rowShape={rowShape}
        highlightedKeys={changedElsewhere}
        searchText={searchText}
        loading={query.isPending && !early}
        pending={early && t('crud.firstRows', { shown: formatNumber(early.length) })}
        searchQuery={search}
        onSearchQueryChange={setQuery}
        sort={sort}
        onSortChange={setSort}
        labels={texts.table}
        toolbar={
          <div className={styles.toolbar}>
            {toolbar}
            {/* Always there (without rows to export, disabled): a button that appeared with the
                rows would move the table down on a narrow screen where the toolbar wraps. */}
            <Button icon={Download} onClick={exportCsv} disabled={!records?.length}>
              {texts.export}
            </Button>
            {createButton}
          </div>
        }
        emptyState={
          <div className={styles.empty}>
            <p>{filteredAway ? texts.noFilterResults : texts.empty}</p>
            {!filteredAway && createButton}
          </div>
        }
      />
    );
  }

  const body = (
    <>
      {children}
      {deleteError && (
        <Notice
          variant="danger"
          action={<IconButton icon={X} label={t('crud.dismiss')} onClick={() => setDeleteError(null)} />}
        >
          {deleteError}
        </Notice>
      )}
      {records && <StandNote updatedAt={query.dataUpdatedAt} />}
      {records === undefined && !early && query.isPending && query.isPaused && <Notice>{t('offline.noStand')}</Notice>}
      {send.waiting && <WaitingNotice onCancel={send.cancel}>{t('offline.waitingDelete', { name: waitingName })}</WaitingNotice>}
      {content}
      <ConfirmDialog
        // While the delete waits for the connection the dialog makes way for the notice above.
        open={toDelete !== null && !send.waiting}
        title={changedBefore === undefined ? texts.deleteTitle : texts.conflictDeleteTitle}
        message={toDelete ? deleteMessage(toDelete) : ''}
        confirmLabel={changedBefore === undefined ? texts.delete : texts.deleteAnyway}
        cancelLabel={texts.cancel}
        closeLabel={texts.close}
        onConfirm={confirmDelete}
        onCancel={cancelDelete}
      />
    </>
  );

  if (headingLevel === 1) {
    return (
      <CrudPage title={title} actions={headerActions}>
        {body}
      </CrudPage>
    );
  }
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.sectionHeading}>
          {title}
        </h2>
        {headerActions && <div className={styles.headerActions}>{headerActions}</div>}
      </div>
      {body}
    </section>
  );
}
