import type { ChangeEvent, InputHTMLAttributes, KeyboardEvent, ReactNode, Ref } from 'react';
import { useState } from 'react';
import { FormField } from '../form-field/form-field';
import formFieldStyles from '../form-field/form-field.module.css';
import { cx } from '../shared/cx';
import styles from './input.module.css';
import { cutDateYear, matchesAccept, toDateInputValue } from './input-rules';

export type InputType = 'text' | 'email' | 'password' | 'search' | 'tel' | 'url' | 'number' | 'date' | 'color' | 'file';

/** The accept filter of `imagesOnly` mode. */
export const IMAGE_ACCEPT = 'image/*';

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'min' | 'max' | 'required' | 'size'> {
  /** The label (German text from the caller); also the accessible name. */
  label: string;
  /** @default 'text' */
  type?: InputType;
  /** Asterisk on the label (or on the placeholder when the label is hidden) and aria-required. @default false */
  required?: boolean;
  /** Help text, read as the field's description. */
  hint?: ReactNode;
  /** Error text (e.g. from react-hook-form); sets aria-invalid. */
  error?: string;
  /** Hides the label visually; it stays the accessible name. @default false */
  hideLabel?: boolean;
  /** Number: smallest value (with min ≥ 0 the minus key is ignored). Date: an ISO date, ISO date-time or Date. */
  min?: number | string | Date;
  /** Number: largest value. Date: an ISO date, ISO date-time or Date. */
  max?: number | string | Date;
  /** Number inputs step by 1 unless told otherwise (SPEC §5); pass 'any' for coordinates. @default 1 (number) */
  step?: number | 'any';
  /** File: only images may be chosen; other files are rejected with `invalidFileMessage`. @default false */
  imagesOnly?: boolean;
  /** File: the message shown when a chosen file does not match `accept` (German text from the caller). */
  invalidFileMessage?: string;
  /** File: called with the accepted files (not called when the choice was rejected). */
  onFilesChange?: (files: File[]) => void;
  /** Class of the outer field row. */
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled input for text, number, date, color or file, usable with react-hook-form's
 * `register` (pass `{...register('name')}`: name, onChange, onBlur and ref are forwarded).
 */
export function Input({
  label,
  type = 'text',
  required = false,
  hint,
  error,
  hideLabel = false,
  min,
  max,
  step,
  imagesOnly = false,
  accept,
  invalidFileMessage,
  onFilesChange,
  onChange,
  onKeyDown,
  placeholder,
  className,
  id,
  ref,
  ...rest
}: InputProps) {
  const [fileRejected, setFileRejected] = useState(false);
  const effectiveAccept = imagesOnly ? IMAGE_ACCEPT : accept;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    if (type === 'date') {
      const cut = cutDateYear(input.value);
      if (cut !== input.value) input.value = cut;
    }
    if (type === 'file') {
      const files = Array.from(input.files ?? []);
      if (!files.every((file) => matchesAccept(file, effectiveAccept))) {
        // Clear the choice so that a rejected file is never submitted with the form.
        input.value = '';
        setFileRejected(true);
        return;
      }
      setFileRejected(false);
      onFilesChange?.(files);
    }
    onChange?.(event);
  };

  const minNumber = type === 'number' && min !== undefined && !(min instanceof Date) ? Number(min) : undefined;
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Typing "-" into a field whose minimum is 0 or more can only produce an invalid value.
    if (type === 'number' && minNumber !== undefined && minNumber >= 0 && event.key === '-') event.preventDefault();
    onKeyDown?.(event);
  };

  const shownError = fileRejected ? (invalidFileMessage ?? error) : error;
  const placeholderText = placeholder && required && hideLabel ? `${placeholder} *` : placeholder;

  return (
    <FormField label={label} required={required} hint={hint} error={shownError} hideLabel={hideLabel} id={id} className={className}>
      {(control) => (
        <input
          {...rest}
          {...control}
          aria-invalid={control['aria-invalid'] ?? (fileRejected || undefined)}
          ref={ref}
          type={type}
          placeholder={placeholderText}
          className={cx(
            formFieldStyles.control,
            type === 'color' && styles.color,
            type === 'file' && styles.file,
            type === 'number' && styles.number,
          )}
          min={type === 'date' ? toDateInputValue(min as string | Date | undefined) : (min as number | string | undefined)}
          max={type === 'date' ? toDateInputValue(max as string | Date | undefined) : (max as number | string | undefined)}
          step={type === 'number' ? (step ?? 1) : step}
          accept={type === 'file' ? effectiveAccept : undefined}
          onChange={handleChange}
          onKeyDown={handleKeyDown}
        />
      )}
    </FormField>
  );
}
