import { Button, Loader, Notice } from '@rescue-admin/ui-kit';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { useCallback, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { LoadFailedNotice } from '../errors/load-failed-notice';
import { useCrudTexts, type CrudNamespace } from '../i18n/crud-texts';
import { CrudPage } from '../list/crud-page';
import { LiveListContext, listNameOf } from '../live/live-list';
import {
  hasUid,
  readRouteFormState,
  ROUTE_FORM_UID_PARAM,
  useRouteFormRecord,
  type RouteFormListQuery,
  type RouteFormNavigationState,
} from './route-form-record';

export interface OpenRouteForm<T> {
  openCreate: () => void;
  openEdit: (record: T) => void;
}

/**
 * Opens a screen's create and edit routes from its list (paths relative to the list, e.g.
 * `{ create: 'create', edit: 'edit' }`). An edit's URL names the record (`edit?uid=<uid>`, so
 * reload and share work) and its navigation state carries the record itself (so the form opens
 * without a request) and the list's search and sort.
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
      (record: T) =>
        navigate(
          { pathname: edit, search: hasUid(record) ? `?${new URLSearchParams({ [ROUTE_FORM_UID_PARAM]: record.uid }).toString()}` : '' },
          { state: { record, listSearch: listSearch.current } satisfies RouteFormNavigationState },
        ),
      [navigate, edit],
    ),
  };
}

/**
 * Back to the list with its search and sort. The form's history entry is replaced, so the
 * browser's back button after a save does not reopen the form.
 */
export function useBackToList(): () => void {
  const navigate = useNavigate();
  const { listSearch } = readRouteFormState(useLocation().state);
  return useCallback(() => navigate({ pathname: '..', search: listSearch }, { replace: true }), [navigate, listSearch]);
}

export interface RouteFormPageProps<T> {
  /** The feature's namespace: the heading is `page.title`, the not-found text `notFound.message`. */
  namespace: CrudNamespace;
  /** Reads the record (see `useRouteFormRecord`: it never turns a record into a create or a not-found). */
  schema: z.ZodType<T>;
  /**
   * The area's list query (`<area>Api.queries.list()`): a link's `?uid=<uid>` is looked up there
   * (cached, or loaded now) when no record came with the navigation. Leave it out on a route that
   * only creates: the URL's uid is then not read.
   */
  list?: RouteFormListQuery<T>;
  /**
   * true for an edit route: without a record it shows the not-found screen instead of the form.
   * false for a route that creates when no record is named.
   */
  recordRequired: boolean;
  /** The form, for the record (null: create); `backToList` is its `onDone`. */
  children: (props: { record: T | null; backToList: () => void }) => ReactNode;
  /**
   * Where the heading's „Zurück“ leads, for a form opened from elsewhere than the list (e.g. an
   * inspection opened from a record's form). @default back to the list
   */
  onBack?: () => void;
}

/**
 * A create or edit form on its own route (SPEC §2): the page heading with "Zurück", and the form
 * for the record the list handed over or the link's `?uid=` names (a loader while the list loads).
 * A German not-found screen with "Zurück zur Liste" when an edit route names no record, or when the
 * uid names none of the list.
 */
export function RouteFormPage<T>({ namespace, schema, list, recordRequired, children, onBack }: RouteFormPageProps<T>) {
  const { t, areaText } = useCrudTexts(namespace);
  const current = useRouteFormRecord(schema, list);
  const backToList = useBackToList();

  if (current.status === 'unknown' || (recordRequired && current.status === 'none')) {
    // There is no record to edit, and guessing one (e.g. by a name in the URL) would be worse.
    return (
      <CrudPage title={areaText('page.title')}>
        <Notice
          variant="warning"
          title={t('notFound.title')}
          action={
            <Button icon={ArrowLeft} onClick={backToList}>
              {t('crud.backToList')}
            </Button>
          }
        >
          {current.status === 'unknown' ? t('crud.recordNotFound') : areaText('notFound.message')}
        </Notice>
      </CrudPage>
    );
  }

  let body: ReactNode;
  if (current.status === 'loading') body = <Loader />;
  else if (current.status === 'failed') body = <LoadFailedNotice error={current.error} onRetry={current.retry} />;
  else body = children({ record: current.status === 'found' ? current.record : null, backToList });

  return (
    <CrudPage
      title={areaText('page.title')}
      actions={
        <Button icon={ArrowLeft} onClick={onBack ?? backToList}>
          {t('actions.back')}
        </Button>
      }
    >
      {/* The list endpoint the form's record belongs to: its live notices and presence follow it. */}
      <LiveListContext value={listNameOf(list)}>{body}</LiveListContext>
    </CrudPage>
  );
}
