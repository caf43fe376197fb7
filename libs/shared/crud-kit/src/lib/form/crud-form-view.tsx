import { SendCancelledError, staleConflictOf, useAreaCan, useDetectsConcurrentEdits, useSendTracker, type StaleConflict } from '@rescue-admin/data-access';
import { Button, FormActions, Notice, notify } from '@rescue-admin/ui-kit';
import { asText } from '@rescue-admin/util';
import type { Query } from '@tanstack/react-query';
import { useEffect, useRef, useState, type BaseSyntheticEvent, type ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useCrudTexts, type CrudNamespace } from '../i18n/crud-texts';
import { listNameOf } from '../live/live-list';
import { WaitingNotice } from '../offline/waiting-notice';
import { ConflictComparison, ConflictNotice, differences, type Difference } from '../record/conflict';
import { ChangedElsewhereNotice, DeletedElsewhereNotice, EditorsNotice } from '../record/live-notices';
import { RecordHistory, type HistoryQuery } from '../record/record-history';
import type { RecordFields } from '../record/record-fields';
import { datesAsText } from '../text/dates-as-text';
import styles from './crud-form-view.module.css';
import type { EntityForm } from './use-entity-form';
import { useLiveRecord } from './use-live-record';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard';

/** What a successful save may add to the standard success notice. */
export interface SaveOutcome {
  /** The record's display name for the notice ("Der Kunde „…“ wurde angelegt."). */
  name?: string;
  /** A second line in the notice, e.g. where a new user's invitation was sent. */
  description?: string;
  /** Keeps the notice until the user closes it (for something to write down). @default false */
  persistent?: boolean;
}

/** What `onSubmit` gets besides the values. */
export interface SubmitContext<R> {
  /**
   * The record as last read: the one the form was opened with, or — after another administrator
   * changed it and the user chose „Aktuellen Stand laden“ or „Trotzdem speichern“ — the record as
   * stored now. Its version (`version`, `lastUpdate`, `lastUpdated`) goes with the update, so a
   * save never overwrites a change it has not seen. Undefined for a create.
   */
  record: R | undefined;
}

/**
 * An edit of an existing record: what no-lost-updates and the history panel need. Give it for
 * every edit form; a create has none.
 */
export interface RecordEditing<R, V> {
  /** The record the form was opened with (its version goes with the save). */
  record: R;
  /** The record's uid, for its history. */
  uid: string;
  /**
   * The form values of a record — usually the function that made the form's `defaultValues`. After
   * a 409 `stale`, „Aktuellen Stand laden“ fills the form with the stored record through it.
   */
  toFormValues: (record: R) => V;
  /** The area's history query (`<area>Api.queries.history`): shows the „Verlauf“ disclosure. */
  history?: HistoryQuery;
  /** German labels (and enum/format) of the record's fields, for the history and the comparison. */
  fields?: RecordFields;
  /**
   * The area's list query (`<area>Api.queries.list()`), for a form outside a screen that names its
   * list (the route form page and the in-place screen do): live notices follow that list's events.
   */
  list?: { meta?: Query['meta'] };
}

export interface CrudFormViewProps<S extends z.ZodType<FieldValues, FieldValues>, R = unknown> {
  /** The feature's i18n namespace; texts come from its `crud.*` keys (see README). */
  namespace: CrudNamespace;
  /**
   * The namespace's block with the form's texts (`createTitle`, `created`, `createFailed`,
   * `editTitle`, `saved`, `saveFailed`), for a second kind of record an area edits (e.g. a
   * hydrant's inspections).
   * @default 'crud'
   */
  textsKey?: string;
  form: EntityForm<S>;
  /** true: the form edits an existing record (save); false: it creates one (SPEC §4). */
  isEdit: boolean;
  /** The edited record's name, for the heading. */
  recordName?: string;
  /** The edited record and what the conflict handling and the history need (see `RecordEditing`). */
  editing?: RecordEditing<R, z.input<S>>;
  /**
   * Sends the validated values (create or update). Resolve when saved; reject with the data-access
   * error when not — the form then shows the error and keeps what the user typed. An update names
   * the version of `context.record`.
   */
  onSubmit: (values: z.output<S>, context: SubmitContext<R>) => Promise<SaveOutcome | void>;
  /** Leaves the form (back to the list); called after a successful save and on cancel. */
  onDone: () => void;
  /** The fields. */
  children: ReactNode;
  /** Extra content above the fields, e.g. a hint. */
  intro?: ReactNode;
  /**
   * Whether a field is marked required (*): only then does the form explain the asterisk ("Mit *
   * markierte Felder müssen ausgefüllt werden."). Pass false for a form without one.
   * @default true
   */
  hasRequiredFields?: boolean;
}

interface Conflict<R> {
  changedBy: StaleConflict['changedBy'];
  /** The record as stored now. */
  current: R;
}

/** The stored record a 409 carries, over the one the form had (so a partial answer still names every field). */
function currentRecord<R>(base: R | undefined, current: unknown): R {
  if (current !== null && typeof current === 'object' && !Array.isArray(current)) return { ...(base as object), ...current } as R;
  return base as R;
}

/**
 * The create/edit form of every admin screen: heading, required-fields hint, the fields, a
 * form-level error after a failed save, [Abbrechen] [Speichern], a German success notice, and
 * the unsaved-changes guard (which never asks after a save or a cancel).
 *
 * No edit is lost: an update names the version it was read at; when another administrator saved
 * meanwhile (409 `stale`) the form says who, keeps what was typed, and offers „Aktuellen Stand
 * laden“ (the stored record, with the typed values beside it to compare) or „Trotzdem speichern“
 * (overwrite on purpose, with the current version). Offline, the save waits and says so, with
 * „Nicht senden“. An edit shows its „Verlauf“ below the form.
 *
 * Live (issue 40, where the screen names its list and a live store is provided): a save of the
 * record elsewhere shows who, with „Aktuellen Stand laden“ (the new version into the form, the
 * typed values to compare); a delete elsewhere keeps the form and what was typed, and its buttons
 * become „Als neuen Eintrag speichern“ (where the area and role may create) and „Schließen“; others
 * who have the record open are named. An editable form tells the server it has the record open.
 */
export function CrudFormView<S extends z.ZodType<FieldValues, FieldValues>, R = unknown>({
  namespace,
  textsKey = 'crud',
  form,
  isEdit,
  recordName,
  editing,
  onSubmit,
  onDone,
  children,
  intro,
  hasRequiredFields = true,
}: CrudFormViewProps<S, R>) {
  // What the role may do in the screen's area (`session.grants`): an edit without the update grant
  // is shown read-only; a create without the create grant is refused before anything is typed.
  const mayUpdate = useAreaCan('update');
  const mayCreate = useAreaCan('create');
  const { t, areaText, hasAreaText } = useCrudTexts(namespace);
  const readOnly = isEdit && !mayUpdate;
  // Colleagues' work on the record (issue 40): a save or delete elsewhere, who else has it open.
  const live = useLiveRecord(isEdit ? editing?.uid : undefined, !readOnly, listNameOf(editing?.list));
  // Deleted elsewhere: what was typed may become a new record where the area has a create (its
  // texts say so) and the role may create; otherwise the form can only be closed.
  const canSaveAsNew = mayCreate && hasAreaText('crud.created');
  // A save that cannot be refused as stale (a SPEC.md-only service, a record without a version) says so.
  const detectsConcurrentEdits = useDetectsConcurrentEdits(editing?.record);
  const [saved, setSaved] = useState(false);
  const [conflict, setConflict] = useState<Conflict<R> | null>(null);
  const [comparison, setComparison] = useState<Difference[] | null>(null);
  const [notSent, setNotSent] = useState(false);
  // The version the next save names; a ref, because „Trotzdem speichern“ submits right after setting it.
  const base = useRef<R | undefined>(editing?.record);
  const { isDirty, isSubmitting } = form.formState;
  const guard = useUnsavedChangesGuard(isDirty && !isSubmitting && !saved);
  // The form says what failed (and marks the fields), so the shell adds no second notice; offline
  // it says that the save waits for the connection.
  const send = useSendTracker();
  // On a phone „Speichern“ is far below the notices: bring what the save led to into view.
  const notices = useRef<HTMLDivElement>(null);
  // Which notices show: a new one (also beside an old one) scrolls them into view.
  const shown = [form.formError && 'error', conflict && 'conflict', comparison && 'comparison', send.waiting && 'waiting', notSent && 'notSent']
    .filter(Boolean)
    .join(' ');
  useEffect(() => {
    if (shown === '') return;
    notices.current?.scrollIntoView?.({ block: 'nearest' });
    // A conflict asks the user to choose: start there (keyboard and screen reader).
    if (shown.includes('conflict')) notices.current?.focus({ preventScroll: true });
  }, [shown]);

  /** Sends the values: an update of `base.current`, or a create (a new form, or `asNew` after a delete elsewhere). */
  const save = async (values: z.output<S>, asNew = false) => {
    const update = isEdit && !asNew;
    form.clearFormError();
    setConflict(null);
    setNotSent(false);
    try {
      const outcome = (await send.run(() => onSubmit(values, { record: asNew ? undefined : base.current }))) ?? {};
      const name = outcome.name ?? (values as { name?: unknown }).name;
      notify.success(areaText(update ? `${textsKey}.saved` : `${textsKey}.created`, { name: typeof name === 'string' ? name : '' }), {
        description: outcome.description,
        duration: outcome.persistent ? Number.POSITIVE_INFINITY : undefined,
      });
      setSaved(true);
      guard.disarm();
      onDone();
    } catch (error) {
      if (error instanceof SendCancelledError) {
        // Nothing was sent; everything typed is still in the form.
        setNotSent(true);
        return;
      }
      const stale = staleConflictOf(error);
      if (stale && editing && update) {
        setComparison(null);
        setConflict({ changedBy: stale.changedBy, current: currentRecord(base.current, stale.current) });
        return;
      }
      form.applyServerErrors(error, areaText(update ? `${textsKey}.saveFailed` : `${textsKey}.createFailed`));
    }
  };
  // Built per call: `save` reads the version ref, which belongs in event handlers, not in render.
  const submit = (event?: BaseSyntheticEvent) => form.handleSubmit((values) => save(values))(event);
  const submitAsNew = (event?: BaseSyntheticEvent) => form.handleSubmit((values) => save(values, true))(event);

  const loadCurrent = () => {
    if (!conflict || !editing) return;
    const typed = form.getValues() as Record<string, unknown>;
    const current = datesAsText(editing.toFormValues(conflict.current)) as Record<string, unknown>;
    base.current = conflict.current;
    form.reset(current as z.input<S>);
    setConflict(null);
    setComparison(differences(typed, current));
    // The stored record is at least as new as a change the stream announced.
    live.acknowledge();
  };

  // „Aktuellen Stand laden“ after a save elsewhere: the form gets the new version (and the next
  // save names it); where the user had typed something else, the comparison keeps it at hand.
  const loadChanged = () => {
    const record = live.changed?.record;
    if (!record || !editing) return;
    const started = (form.formState.defaultValues ?? {}) as Record<string, unknown>;
    const typed = form.getValues() as Record<string, unknown>;
    const edited = new Set(differences(started, typed).map((difference) => difference.path));
    const latest = currentRecord(base.current, record);
    const current = datesAsText(editing.toFormValues(latest)) as Record<string, unknown>;
    base.current = latest;
    form.reset(current as z.input<S>);
    setConflict(null);
    const kept = differences(typed, current).filter((difference) => edited.has(difference.path));
    setComparison(kept.length > 0 ? kept : null);
    live.acknowledge();
  };

  const saveAnyway = () => {
    if (!conflict) return;
    base.current = conflict.current;
    setConflict(null);
    void submit();
  };

  const takeOver = (difference: Difference) => {
    form.setValue(difference.path as FieldPath<z.input<S>>, difference.typed as never, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    setComparison((rows) => rows?.filter((row) => row.path !== difference.path) ?? null);
  };

  const cancel = () => {
    guard.disarm();
    onDone();
  };

  // A record deleted elsewhere is never updated: its form saves as new, or is not sent at all.
  const onFormSubmit = readOnly || (live.deleted && !canSaveAsNew) ? preventSubmit : live.deleted ? submitAsNew : submit;

  // asText: an ISO-looking name arrives as a Date (see @rescue-admin/util).
  const title = readOnly
    ? t('crud.viewTitle', { name: asText(recordName) })
    : isEdit
      ? areaText(`${textsKey}.editTitle`, { name: asText(recordName) })
      : areaText(`${textsKey}.createTitle`);

  if (!isEdit && !mayCreate) {
    return (
      <Notice variant="warning" title={t('errors.forbidden')}>
        <p>{t('crud.forbiddenHint')}</p>
      </Notice>
    );
  }

  return (
    <section className={styles.view} aria-labelledby={`${namespace}-form-title`}>
      <h2 id={`${namespace}-form-title`} className={styles.title}>
        {title}
      </h2>
      {readOnly && (
        <Notice variant="info" title={t('crud.readOnly')}>
          {t('crud.readOnlyHint')}
        </Notice>
      )}
      {intro}
      {editing && !readOnly && !detectsConcurrentEdits && <Notice variant="info">{t('conflict.notDetected')}</Notice>}
      {hasRequiredFields && !readOnly && <p className={styles.hint}>{t('crud.requiredHint')}</p>}
      <div ref={notices} tabIndex={-1} className={styles.notices}>
        {form.formError && (
          <Notice variant="danger" className={styles.error}>
            {form.formError}
          </Notice>
        )}
        {live.deleted && <DeletedElsewhereNotice change={live.deleted} canSaveAsNew={canSaveAsNew} readOnly={readOnly} />}
        {conflict && !live.deleted && <ConflictNotice changedBy={conflict.changedBy} onLoadCurrent={loadCurrent} onSaveAnyway={saveAnyway} />}
        {live.changed && !conflict && <ChangedElsewhereNotice change={live.changed} onLoadCurrent={loadChanged} />}
        {live.editors.length > 0 && !live.deleted && <EditorsNotice editors={live.editors} />}
        {comparison && (
          <ConflictComparison differences={comparison} fields={editing?.fields} onTakeOver={takeOver} onDismiss={() => setComparison(null)} />
        )}
        {send.waiting && <WaitingNotice onCancel={send.cancel}>{t('offline.waitingSave')}</WaitingNotice>}
        {notSent && <Notice variant="info">{t('offline.notSent')}</Notice>}
      </div>
      <form noValidate onSubmit={onFormSubmit} className={styles.form} aria-labelledby={`${namespace}-form-title`}>
        {readOnly ? (
          <>
            {/* A disabled fieldset disables every field inside it, also the features' own ones. */}
            <fieldset disabled className={styles.readOnlyFields}>
              {children}
            </fieldset>
            <div className={styles.readOnlyActions}>
              <Button onClick={cancel}>{t('actions.back')}</Button>
            </div>
          </>
        ) : (
          <>
            {children}
            {live.deleted && !canSaveAsNew ? (
              <div className={styles.readOnlyActions}>
                <Button onClick={cancel}>{t('actions.close')}</Button>
              </div>
            ) : (
              <FormActions
                // Deleted elsewhere there is nothing left to update: the typed values can become a new record.
                submitLabel={live.deleted ? t('live.saveAsNew') : t('actions.save')}
                cancelLabel={live.deleted ? t('actions.close') : t('actions.cancel')}
                onCancel={cancel}
                // Waiting for the connection is no spinner: the notice above says why nothing happens.
                submitting={isSubmitting && !send.waiting}
                submitDisabled={send.waiting}
              />
            )}
          </>
        )}
      </form>
      {editing?.history && <RecordHistory query={editing.history} uid={editing.uid} fields={editing.fields} />}
      {guard.dialog}
    </section>
  );
}

/** A read-only form (or one whose record is gone) is never sent (Enter in a field would otherwise submit it). */
function preventSubmit(event: BaseSyntheticEvent) {
  event.preventDefault();
}

/** Lays fields out in two columns on wide screens and one on phones. */
export function FormGrid({ children }: { children: ReactNode }) {
  return <div className={styles.grid}>{children}</div>;
}
