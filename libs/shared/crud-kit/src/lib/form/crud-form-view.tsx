import { useReportErrorsLocally } from '@rescue-admin/data-access';
import type { Namespace } from '@rescue-admin/i18n';
import { FormActions, Notice, notify } from '@rescue-admin/ui-kit';
import { asText } from '@rescue-admin/util';
import { useState, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useLooseTranslation } from '../i18n/use-loose-translation';
import styles from './crud-form-view.module.css';
import type { EntityForm } from './use-entity-form';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard';

/** What a successful save may add to the standard success notice. */
export interface SaveOutcome {
  /** The record's display name for the notice ("Der Kunde „…“ wurde angelegt."). */
  name?: string;
  /** A second line in the notice, e.g. the initial password of a new user. */
  description?: string;
  /** Keeps the notice until the user closes it (for something to write down). @default false */
  persistent?: boolean;
}

export interface CrudFormViewProps<S extends z.ZodType<FieldValues, FieldValues>> {
  /** The feature's i18n namespace; texts come from its `crud.*` keys (see README). */
  namespace: Namespace;
  form: EntityForm<S>;
  /** true: the form edits an existing record (save); false: it creates one (SPEC §4). */
  isEdit: boolean;
  /** The edited record's name, for the heading. */
  recordName?: string;
  /**
   * Sends the validated values (create or update). Resolve when saved; reject with the data-access
   * error when not — the form then shows the error and keeps what the user typed.
   */
  onSubmit: (values: z.output<S>) => Promise<SaveOutcome | void>;
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

/**
 * The create/edit form of every admin screen: heading, required-fields hint, the fields, a
 * form-level error after a failed save, [Abbrechen] [Speichern], a German success notice, and
 * the unsaved-changes guard (which never asks after a save or a cancel).
 */
export function CrudFormView<S extends z.ZodType<FieldValues, FieldValues>>({
  namespace,
  form,
  isEdit,
  recordName,
  onSubmit,
  onDone,
  children,
  intro,
  hasRequiredFields = true,
}: CrudFormViewProps<S>) {
  const { t } = useLooseTranslation(namespace);
  const [saved, setSaved] = useState(false);
  const { isDirty, isSubmitting } = form.formState;
  const guard = useUnsavedChangesGuard(isDirty && !isSubmitting && !saved);
  // The form says what failed (and marks the fields), so the shell adds no second notice.
  const reportLocally = useReportErrorsLocally();

  const submit = form.handleSubmit(async (values) => {
    form.clearFormError();
    try {
      const outcome = (await reportLocally(() => onSubmit(values))) ?? {};
      const name = outcome.name ?? (values as { name?: unknown }).name;
      notify.success(t(isEdit ? 'crud.saved' : 'crud.created', { name: typeof name === 'string' ? name : '' }), {
        description: outcome.description,
        duration: outcome.persistent ? Number.POSITIVE_INFINITY : undefined,
      });
      setSaved(true);
      guard.disarm();
      onDone();
    } catch (error) {
      form.applyServerErrors(error, t(isEdit ? 'crud.saveFailed' : 'crud.createFailed'));
    }
  });

  const cancel = () => {
    guard.disarm();
    onDone();
  };

  // asText: an ISO-looking name arrives as a Date (see @rescue-admin/util).
  const title = isEdit ? t('crud.editTitle', { name: asText(recordName) }) : t('crud.createTitle');

  return (
    <section className={styles.view} aria-labelledby={`${namespace}-form-title`}>
      <h2 id={`${namespace}-form-title`} className={styles.title}>
        {title}
      </h2>
      {intro}
      {hasRequiredFields && <p className={styles.hint}>{t('common:crud.requiredHint')}</p>}
      {form.formError && (
        <Notice variant="danger" className={styles.error}>
          {form.formError}
        </Notice>
      )}
      <form noValidate onSubmit={submit} className={styles.form} aria-labelledby={`${namespace}-form-title`}>
        {children}
        <FormActions
          submitLabel={t('common:actions.save')}
          cancelLabel={t('common:actions.cancel')}
          onCancel={cancel}
          submitting={isSubmitting}
        />
      </form>
      {guard.dialog}
    </section>
  );
}

/** Lays fields out in two columns on wide screens and one on phones. */
export function FormGrid({ children }: { children: ReactNode }) {
  return <div className={styles.grid}>{children}</div>;
}
