import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { FieldError, RequiredMark } from '../form-field/form-field';
import { cx } from '../shared/cx';
import styles from './checkbox.module.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'required'> {
  /** The label beside the box (German text from the caller). */
  label: ReactNode;
  /** @default false */
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A native checkbox with its label, usable controlled (checked/onChange) or with `register`. */
export function Checkbox({ label, required = false, hint, error, id, className, ref, ...rest }: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={cx(styles.row, className)}>
      <label className={styles.label} htmlFor={inputId}>
        <input
          {...rest}
          ref={ref}
          id={inputId}
          type="checkbox"
          className={styles.box}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
        />
        <span>
          {label}
          {required && <RequiredMark />}
        </span>
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <div className={styles.errorText}>
          <FieldError id={errorId}>{error}</FieldError>
        </div>
      )}
    </div>
  );
}
