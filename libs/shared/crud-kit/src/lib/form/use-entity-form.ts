import { zodResolver } from '@hookform/resolvers/zod';
import { fieldErrorsOf } from '@rescue-admin/data-access';
import { useCallback, useMemo, useState } from 'react';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { failureReason } from '../errors/failure-reason';
import { useCrudTexts, type CrudNamespace, type TextKey } from '../i18n/crud-texts';
import { datesAsText } from '../text/dates-as-text';
import { fieldMessageOf, isFieldErrorCode } from './field-error-code';
import { rulesAt, rulesOf as schemaRulesOf, type FieldRules } from './field-rules';

export interface UseEntityFormOptions<S extends z.ZodType<FieldValues, FieldValues>> {
  /**
   * The client-side schema, usually derived from the contract's `…Create` schema. Custom messages
   * in it may be i18n keys (e.g. `'<namespace>:validation.nameEmpty'`) or error codes (`'duplicate'`);
   * without one, crud-kit's error map names the failed rule (`common:validation.*`, see `fieldMessageOf`).
   */
  schema: S;
  /**
   * What the form starts with: the record to edit, or the area's new-record defaults for a create. A `Date`
   * in it becomes its ISO text (forms hold no dates; see `datesAsText`).
   */
  defaultValues: DefaultValues<z.input<S>>;
  /**
   * The i18n namespace of the feature; its keys can then be used as schema messages without
   * the `ns:` prefix.
   */
  namespace?: CrudNamespace;
}

export type EntityForm<S extends z.ZodType<FieldValues, FieldValues>> = UseFormReturn<z.input<S>, unknown, z.output<S>> & {
  /**
   * Shows a failed save on the form: each server field error (dotted path, e.g. "address.city")
   * on its field in German, and a form-level message (`formError`): `failureMessage` plus "check
   * the marked fields" or, when no field was marked, why it failed (no connection, value taken, …).
   * What the user typed stays. Returns true when at least one field error was placed on a field.
   */
  applyServerErrors: (error: unknown, failureMessage: string) => boolean;
  /**
   * The input rules of a field, read from the form's schema (required, min, max, step, maxLength;
   * see `rulesOf`): `<Input {...form.rulesOf('lat')} {...form.register('lat', …)} />`.
   */
  rulesOf: (path: FieldPath<z.input<S>>) => FieldRules;
  /** The German error message of a field, for the ui-kit's `error` prop. */
  errorOf: (path: FieldPath<z.input<S>>) => string | undefined;
  /** The form-level error message after a failed save, or null. */
  formError: string | null;
  clearFormError: () => void;
};

type Translate = (message: string) => string;

function translateErrors(errors: FieldErrors, translate: Translate): FieldErrors {
  const out: Record<string, unknown> = Array.isArray(errors) ? ([] as unknown as Record<string, unknown>) : {};
  for (const [key, value] of Object.entries(errors)) {
    if (value && typeof value === 'object' && typeof (value as FieldError).type === 'string' && 'message' in value) {
      const { message } = value as FieldError;
      out[key] = { ...value, message: message && translate(message) };
    } else if (value && typeof value === 'object') {
      out[key] = translateErrors(value as FieldErrors, translate);
    } else {
      out[key] = value;
    }
  }
  return out as FieldErrors;
}

/**
 * react-hook-form with a zod schema and German messages. Validation runs on submit, then again on
 * every change of a field that failed (so the message disappears as soon as the input is fixed).
 */
export function useEntityForm<S extends z.ZodType<FieldValues, FieldValues>>({ schema, defaultValues, namespace }: UseEntityFormOptions<S>): EntityForm<S> {
  const { t, textOf } = useCrudTexts(namespace);
  // A schema's own message is an error code or an i18n key (`<ns>:<key>`, or a key of `namespace`);
  // anything else, such as the error map's German text, is shown as it is.
  const translate = useCallback<Translate>(
    (message) => {
      if (isFieldErrorCode(message)) return t(`validation.${message}`);
      const key = message.includes(':') ? (message as TextKey) : namespace ? (`${namespace}:${message}` as const) : undefined;
      return (key && textOf(key)) ?? message;
    },
    [t, textOf, namespace],
  );
  const [formError, setFormError] = useState<string | null>(null);

  const resolver = useMemo<Resolver<z.input<S>, unknown, z.output<S>>>(() => {
    // The error map says in German which rule failed, with the field's bounds read from the schema
    // (a number's range, a text's length; else the API's error code's message). Schema-level custom
    // messages take precedence over it (zod's rule), so features can still name their own message key.
    const messageOf = (issue: z.core.$ZodRawIssue) => {
      const { key, values } = fieldMessageOf(issue, rulesAt(schema, issue.path ?? []));
      return t(`validation.${key}`, values);
    };
    const base = zodResolver(schema as never, { error: messageOf }) as unknown as Resolver<
      z.input<S>,
      unknown,
      z.output<S>
    >;
    return async (values, context, options) => {
      const result = await base(values, context, options);
      return { ...result, errors: translateErrors(result.errors, translate) } as Awaited<ReturnType<typeof base>>;
    };
  }, [schema, t, translate]);

  // Read once by react-hook-form, like defaultValues itself.
  const [startValues] = useState(() => datesAsText(defaultValues));
  const form = useForm<z.input<S>, unknown, z.output<S>>({ resolver, defaultValues: startValues, mode: 'onSubmit', reValidateMode: 'onChange' });
  const { setError, getValues, formState } = form;

  const applyServerErrors = useCallback(
    (error: unknown, failureMessage: string) => {
      const fieldErrors = fieldErrorsOf(error);
      const values = getValues();
      let placed = 0;
      for (const [path, code] of Object.entries(fieldErrors)) {
        // Only paths the form has; others (e.g. a server-managed field) go to the form message.
        if (get(values, path) === undefined) continue;
        setError(path as FieldPath<z.input<S>>, { type: 'server', message: t(`validation.${code}`) }, { shouldFocus: placed === 0 });
        placed += 1;
      }
      // Marked fields say what is wrong themselves; otherwise the message says why the save failed.
      setFormError(`${failureMessage} ${placed > 0 ? t('crud.checkFields') : failureReason(t, error, 'save')}`);
      return placed > 0;
    },
    [getValues, setError, t],
  );

  const errorOf = useCallback((path: FieldPath<z.input<S>>) => (get(formState.errors, path) as FieldError | undefined)?.message, [formState.errors]);
  const clearFormError = useCallback(() => setFormError(null), []);
  const rulesOf = useCallback((path: FieldPath<z.input<S>>) => schemaRulesOf(schema, path), [schema]);

  return { ...form, applyServerErrors, rulesOf, errorOf, formError, clearFormError };
}
