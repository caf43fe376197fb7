import { AddressFields, type AddressFieldInput } from '@rescue-admin/ui-kit';
import { useTranslation } from 'react-i18next';
import type { FieldPath, FieldValues, UseFormRegister } from 'react-hook-form';
import type { FieldRules } from './field-rules';

/** The part of a form (`useEntityForm`) the address group binds to. */
export interface AddressForm<V extends FieldValues> {
  register: UseFormRegister<V>;
  errorOf: (path: FieldPath<V>) => string | undefined;
  rulesOf: (path: FieldPath<V>) => FieldRules;
}

export interface FormAddressFieldsProps<V extends FieldValues> {
  form: AddressForm<V>;
  /** The group's heading, e.g. "Adresse". */
  legend: string;
  /** Where the address object sits in the form's values. @default 'address' */
  path?: string;
  /** Also the coordinates, as the form's top-level `lat` and `lon` number fields. @default false */
  coordinates?: boolean;
}

const PARTS = ['street', 'number', 'zip', 'city', 'additionalInfo'] as const;

/**
 * ui-kit's address group bound to a form: street, number, zip, city and additional info under
 * `path` (SPEC §3's address), labelled with the shared German texts, each with its error and the
 * rules its schema gives it (`rulesOf`); with `coordinates`, latitude and longitude too.
 */
export function FormAddressFields<V extends FieldValues>({ form, legend, path = 'address', coordinates = false }: FormAddressFieldsProps<V>) {
  const { t } = useTranslation('common');
  const { register, errorOf, rulesOf } = form;
  const at = (part: string) => `${path}.${part}` as FieldPath<V>;
  // Each input's rules (asterisk, length, range) come from the form's schema.
  const input = (fieldPath: FieldPath<V>, options?: { valueAsNumber: true }) => {
    const { required, ...rules } = rulesOf(fieldPath);
    const field: AddressFieldInput = { ...rules, ...register(fieldPath, options) };
    return { field, required };
  };
  const parts = PARTS.map((part) => [part, input(at(part))] as const);
  const labels = Object.fromEntries(PARTS.map((part) => [part, t(`fields.${part}`)])) as Record<(typeof PARTS)[number], string>;
  const fields = Object.fromEntries(parts.map(([part, { field }]) => [part, field])) as Record<(typeof PARTS)[number], AddressFieldInput>;
  const required = Object.fromEntries(parts.map(([part, { required: isRequired }]) => [part, isRequired])) as Record<(typeof PARTS)[number], boolean>;
  const errors = Object.fromEntries(PARTS.map((part) => [part, errorOf(at(part))])) as Record<(typeof PARTS)[number], string | undefined>;
  if (!coordinates) return <AddressFields legend={legend} labels={labels} fields={fields} errors={errors} required={required} />;
  const lat = input('lat' as FieldPath<V>, { valueAsNumber: true });
  const lon = input('lon' as FieldPath<V>, { valueAsNumber: true });
  return (
    <AddressFields
      legend={legend}
      labels={{ ...labels, lat: t('fields.lat'), lon: t('fields.lon') }}
      fields={{ ...fields, lat: lat.field, lon: lon.field }}
      errors={{ ...errors, lat: errorOf('lat' as FieldPath<V>), lon: errorOf('lon' as FieldPath<V>) }}
      required={{ ...required, lat: lat.required, lon: lon.required }}
    />
  );
}
