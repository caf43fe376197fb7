import { formatDateTime } from '@rescue-admin/i18n';
import { parseIsoDateTime } from '@rescue-admin/api-contract';
import { useCallback } from 'react';
import { useCrudTexts } from '../i18n/crud-texts';
import { formatNumber } from '../list/crud-columns';

/** How one field of a record is named and shown in the history and the conflict comparison. */
export interface RecordField {
  /** The German label, from the area's namespace (e.g. `t('fields.name')`). */
  label: string;
  /** An enumeration: values are shown with their German labels (the feature's `useEnumLabel(…)`, never the code). */
  enum?: (value: never) => string;
  /** Shows a value as text (e.g. a referenced uid as that record's name); `undefined` falls back to the default. */
  format?: (value: unknown) => string | undefined;
}

/**
 * The fields of a record by dotted path (`name`, `address.city`, `ownerUid`): a label, or a
 * label with an enumeration or a formatter. Paths that are not listed are named by `fields.<last
 * segment>` when it exists (the address parts, coordinates, dates), else by the path itself.
 */
export type RecordFields = Record<string, string | RecordField>;

export interface FieldText {
  labelOf: (path: string) => string;
  /** The value as German text; empty values are „(leer)“. */
  valueOf: (path: string, value: unknown) => string;
}

/** Names and formats a record's fields for the history panel and the conflict comparison. */
export function useFieldText(fields: RecordFields = {}): FieldText {
  const { t, textOf } = useCrudTexts();
  const labelOf = useCallback(
    (path: string) => {
      const field = fields[path];
      if (typeof field === 'string') return field;
      if (field) return field.label;
      const last = path.split('.').pop() ?? path;
      return textOf(`common:fields.${last}`) ?? path;
    },
    [fields, textOf],
  );

  const valueOf = useCallback(
    (path: string, value: unknown): string => {
      const field = fields[path];
      const empty = t('history.emptyValue');
      if (typeof field === 'object') {
        const formatted = field.format?.(value);
        if (formatted !== undefined) return formatted === '' ? empty : formatted;
        if (field.enum && typeof value === 'string') return (field.enum as (value: string) => string)(value);
      }
      return defaultText(value, empty, t('yes'), t('no'));
    },
    [fields, t],
  );

  return { labelOf, valueOf };
}

function defaultText(value: unknown, empty: string, yes: string, no: string): string {
  if (value === null || value === undefined || value === '') return empty;
  if (value instanceof Date) return formatDateTime(value);
  if (typeof value === 'boolean') return value ? yes : no;
  if (typeof value === 'number') return formatNumber(value);
  if (typeof value === 'string') {
    // History values come as JSON: a date is its ISO text.
    const date = parseIsoDateTime(value);
    return date ? formatDateTime(date) : value;
  }
  if (Array.isArray(value)) return value.length === 0 ? empty : value.map((item) => defaultText(item, empty, yes, no)).join(', ');
  return JSON.stringify(value);
}
