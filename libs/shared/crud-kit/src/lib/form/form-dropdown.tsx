import { Dropdown, type DropdownOption } from '@rescue-admin/ui-kit';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export interface FormDropdownProps<V extends FieldValues, O extends FieldValues = V> {
  control: Control<V, unknown, O>;
  name: FieldPath<V>;
  label: string;
  options: DropdownOption[];
  /** @default false */
  required?: boolean;
  /** The German error message, e.g. form.errorOf(name). */
  error?: string;
  placeholder?: string;
  hint?: string;
  /** @default false */
  disabled?: boolean;
}

/**
 * A single-choice ui-kit Dropdown bound to a react-hook-form field holding a string (an enum value
 * or a uid). "No choice" is stored as '' so the schema reports it as a required field.
 */
export function FormDropdown<V extends FieldValues, O extends FieldValues = V>({
  control,
  name,
  label,
  options,
  required,
  error,
  placeholder,
  hint,
  disabled,
}: FormDropdownProps<V, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Dropdown
          ref={field.ref}
          label={label}
          options={options}
          required={required}
          error={error}
          placeholder={placeholder}
          hint={hint}
          disabled={disabled}
          value={typeof field.value === 'string' && field.value !== '' ? field.value : null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
