import { AddressFields } from '@rescue-admin/ui-kit';
import { useTranslation } from 'react-i18next';
import type { FieldPath, FieldValues, UseFormRegister } from 'react-hook-form';

/** The part of a form (`useEntityForm`) the address group binds to. */
export interface AddressForm<V extends FieldValues> {
  register: UseFormRegister<V>;
  errorOf: (path: FieldPath<V>) => string | undefined;
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
 * `path` (SPEC §3's address), labelled with the shared German texts, each with its error; with
 * `coordinates`, latitude and longitude too.
 */
export function FormAddressFields<V extends FieldValues>({ form, legend, path = 'address', coordinates = false }: FormAddressFieldsProps<V>) {
  const { t } = useTranslation('common');
  const { register, errorOf } = form;
  const at = (part: string) => `${path}.${part}` as FieldPath<V>;
  const labels = Object.fromEntries(PARTS.map((part) => [part, t(`fields.${part}`)])) as Record<(typeof PARTS)[number], string>;
  const fields = Object.fromEntries(PARTS.map((part) => [part, register(at(part))])) as Record<(typeof PARTS)[number], ReturnType<typeof register>>;
  const errors = Object.fromEntries(PARTS.map((part) => [part, errorOf(at(part))])) as Record<(typeof PARTS)[number], string | undefined>;
  if (!coordinates) return <AddressFields legend={legend} labels={labels} fields={fields} errors={errors} />;
  const lat = 'lat' as FieldPath<V>;
  const lon = 'lon' as FieldPath<V>;
  return (
    <AddressFields
      legend={legend}
      labels={{ ...labels, lat: t('fields.lat'), lon: t('fields.lon') }}
      fields={{ ...fields, lat: register(lat, { valueAsNumber: true }), lon: register(lon, { valueAsNumber: true }) }}
      errors={{ ...errors, lat: errorOf(lat), lon: errorOf(lon) }}
    />
  );
}
