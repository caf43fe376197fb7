import { Input, type InputProps } from '../input/input';
import formFieldStyles from '../form-field/form-field.module.css';
import styles from './address-fields.module.css';

export type AddressFieldName = 'street' | 'number' | 'zip' | 'city' | 'additionalInfo' | 'lat' | 'lon';

/**
 * What a field needs besides its label: usually the result of react-hook-form's `register`
 * (name, onChange, onBlur, ref), or value/onChange for a controlled form.
 */
export type AddressFieldInput = Omit<InputProps, 'label' | 'type' | 'required' | 'error'>;

export interface AddressFieldsProps {
  /** A heading for the group (German, from the caller), e.g. "Adresse". */
  legend?: string;
  /** The field labels (German, from the caller). lat/lon labels are needed only with lat/lon fields. */
  labels: Record<'street' | 'number' | 'zip' | 'city', string> & Partial<Record<'additionalInfo' | 'lat' | 'lon', string>>;
  /**
   * The input props per field, e.g. `{ street: register('address.street'), …, lat: register('lat', { valueAsNumber: true }) }`;
   * `min`, `max`, `step` and `maxLength` given here win over the coordinates' defaults.
   * additionalInfo, lat and lon are shown only when given (not every address has coordinates).
   */
  fields: Record<'street' | 'number' | 'zip' | 'city', AddressFieldInput> & Partial<Record<'additionalInfo' | 'lat' | 'lon', AddressFieldInput>>;
  /** Error texts per field, e.g. from react-hook-form's formState.errors. */
  errors?: Partial<Record<AddressFieldName, string | undefined>>;
  /**
   * Which fields are required. @default street, number, zip, city, lat and lon (SPEC §5: the
   * address form requires street, number, zip, city and the coordinates).
   */
  required?: Partial<Record<AddressFieldName, boolean>>;
}

const SPEC_REQUIRED: Record<AddressFieldName, boolean> = {
  street: true,
  number: true,
  zip: true,
  city: true,
  additionalInfo: false,
  lat: true,
  lon: true,
};

/** Latitude and longitude are free decimals within their ranges, unless the caller's field props say otherwise. */
const COORDINATE_LIMITS = { lat: { min: -90, max: 90 }, lon: { min: -180, max: 180 } } as const;

const ORDER: AddressFieldName[] = ['street', 'number', 'zip', 'city', 'additionalInfo', 'lat', 'lon'];

/**
 * The address block of every record with an address: street, number, zip, city,
 * additional info and (optionally) latitude/longitude. Register-agnostic: pass each field's
 * input props (see the "WithReactHookForm" story).
 */
export function AddressFields({ legend, labels, fields, errors = {}, required = {} }: AddressFieldsProps) {
  const isRequired = { ...SPEC_REQUIRED, ...required };
  const grid = (
    <div className={styles.grid}>
      {ORDER.map((name) => {
        const input = fields[name];
        const label = labels[name];
        if (!input || !label) return null;
        const coordinate = name === 'lat' || name === 'lon';
        return (
          <Input
            key={name}
            {...input}
            className={styles[name]}
            label={label}
            type={coordinate ? 'number' : 'text'}
            step={input.step ?? (coordinate ? 'any' : undefined)}
            min={input.min ?? (coordinate ? COORDINATE_LIMITS[name].min : undefined)}
            max={input.max ?? (coordinate ? COORDINATE_LIMITS[name].max : undefined)}
            inputMode={name === 'zip' ? 'numeric' : coordinate ? 'decimal' : input.inputMode}
            autoComplete={autocompleteOf(name) ?? input.autoComplete}
            required={isRequired[name]}
            error={errors[name]}
          />
        );
      })}
    </div>
  );
  if (!legend) return grid;
  return (
    <fieldset className={formFieldStyles.fieldset}>
      <legend className={formFieldStyles.legend}>{legend}</legend>
      {grid}
    </fieldset>
  );
}

function autocompleteOf(name: AddressFieldName): string | undefined {
  // Street and house number are separate fields, which autocomplete tokens cannot express; only
  // zip and city have exact tokens.
  if (name === 'zip') return 'postal-code';
  if (name === 'city') return 'address-level2';
  return undefined;
}
