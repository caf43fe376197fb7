import type { Namespace } from '@rescue-admin/i18n';
import { Button, Notice } from '@rescue-admin/ui-kit';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { useCallback, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { useLooseTranslation } from '../i18n/use-loose-translation';
import { CrudPage } from '../list/crud-page';
import { withTextAt } from '../text/dates-as-text';

/**
 * What a list hands to its form route in navigation state (SPEC §2: `/<area>/edit`
 * gets the selected record there, not in the URL). `listSearch` is the list's
 * `?q=…&sort=…`, so that returning shows the list as the administrator left it.
 */
export interface RouteFormNavigationState {
  record?: unknown;
  listSearch?: string;
}

function readState(state: unknown): { record: unknown; listSearch: string } {
  const candidate = (state ?? {}) as Record<string, unknown>;
  const listSearch = candidate['listSearch'];
  return { record: candidate['record'], listSearch: typeof listSearch === 'string' && listSearch.startsWith('?') ? listSearch : '' };
}

export interface OpenRouteForm<T> {
  openCreate: () => void;
  openEdit: (record: T) => void;
}

/**
 * Opens a screen's create and edit routes from its list (paths relative to the list, e.g.
 * `{ create: 'create', edit: 'edit' }`), handing over the record and the list's search and sort.
 *
 * The callbacks keep their identity while the administrator types a search: the current search is
 * read from a ref when a form is opened, not captured per render, so the list's rows need no
 * rebuild per keystroke.
 */
export function useOpenRouteForm<T>(paths: { create: string; edit: string }): OpenRouteForm<T> {
  const navigate = useNavigate();
  const { search } = useLocation();
  const listSearch = useRef(search);
  useLayoutEffect(() => {
    listSearch.current = search;
  }, [search]);
  const { create, edit } = paths;
  return {
    openCreate: useCallback(() => navigate(create, { state: { listSearch: listSearch.current } satisfies RouteFormNavigationState }), [navigate, create]),
    openEdit: useCallback(
      (record: T) => navigate(edit, { state: { record, listSearch: listSearch.current } satisfies RouteFormNavigationState }),
      [navigate, edit],
    ),
  };
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>((parent, key) => (parent !== null && typeof parent === 'object' ? (parent as Record<PropertyKey, unknown>)[key] : undefined), value);
}

/** A record is anything with a uid: the one thing an edit needs to name what it saves. */
function hasUid(record: unknown): record is { uid: string } {
  if (record === null || typeof record !== 'object') return false;
  const { uid } = record as { uid?: unknown };
  return typeof uid === 'string' && uid !== '';
}

/**
 * The record the list handed over, or null (a direct link, a bookmark, a new tab, state without a
 * record). A record from the list always opens as an edit of that record, whatever extra or
 * missing fields it carries: a service that implements only the spec sends no `version`, another
 * may leave a field empty. So the schema does not decide whether it is a record — its `uid` does.
 * A record the schema accepts is handed on as parsed; one it refuses only because text fields
 * hold a `Date` (an old, ISO-looking name the HTTP layer revived) get those fields as their ISO
 * text; otherwise the record is handed on as it came. The form validates the fields it edits, strictly, at save, with
 * German field messages.
 */
export function useRouteFormRecord<T>(schema: z.ZodType<T>): T | null {
  const { state } = useLocation();
  return useMemo(() => {
    const { record } = readState(state);
    if (!hasUid(record)) return null;
    const parsed = schema.safeParse(record);
    if (parsed.success) return parsed.data;
    const datePaths = parsed.error.issues.map((issue) => issue.path).filter((path) => valueAt(record, path) instanceof Date);
    return ((datePaths.length > 0 ? withTextAt(record, datePaths) : null) ?? record) as T;
  }, [schema, state]);
}

/**
 * Back to the list with its search and sort. The form's history entry is replaced, so the
 * browser's back button after a save does not reopen the form.
 */
export function useBackToList(): () => void {
  const navigate = useNavigate();
  const { listSearch } = readState(useLocation().state);
  return useCallback(() => navigate({ pathname: '..', search: listSearch }, { replace: true }), [navigate, listSearch]);
}

export interface RouteFormPageProps<T> {
  /** The feature's namespace: the heading is `page.title`, the not-found text `notFound.message`. */
  namespace: Namespace;
  /** Reads the handed-over record (see `useRouteFormRecord`: it never turns a record into a create or a not-found). */
  schema: z.ZodType<T>;
  /**
   * true for an edit route: without a handed-over record it shows the not-found screen instead of
   * the form. false for a route that creates when no record was handed over.
   */
  recordRequired: boolean;
  /** The form, for the handed-over record (null: create); `backToList` is its `onDone`. */
  children: (props: { record: T | null; backToList: () => void }) => ReactNode;
}

/**
 * A create or edit form on its own route (SPEC §2): the page heading
 * with "Zurück", the form for the record the list handed over, and a German not-found screen with
 * "Zurück zur Liste" when an edit route has none.
 */
export function RouteFormPage<T>({ namespace, schema, recordRequired, children }: RouteFormPageProps<T>) {
  const { t } = useLooseTranslation(namespace);
  const record = useRouteFormRecord(schema);
  const backToList = useBackToList();

  if (recordRequired && record === null) {
    // There is no record to edit, and guessing one (e.g. by a name in the URL) would be worse.
    return (
      <CrudPage title={t('page.title')}>
        <Notice
          variant="warning"
          title={t('common:notFound.title')}
          action={
            <Button icon={ArrowLeft} onClick={backToList}>
              {t('common:crud.backToList')}
            </Button>
          }
        >
          {t('notFound.message')}
        </Notice>
      </CrudPage>
    );
  }

  return (
    <CrudPage
      title={t('page.title')}
      actions={
        <Button icon={ArrowLeft} onClick={backToList}>
          {t('common:actions.back')}
        </Button>
      }
    >
      {children({ record, backToList })}
    </CrudPage>
  );
}
