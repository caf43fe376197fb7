import CircleAlert from 'lucide-react/icons/circle-alert';
import { type ReactNode, useId } from 'react';
import { Button } from '../button/button';
import { cx } from '../shared/cx';
import { VisuallyHidden } from '../shared/visually-hidden';
import styles from './form-field.module.css';

/** What FormField hands its control so that label, hint and error are wired for screen readers. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

export interface FormFieldProps {
  /** The visible label (German text from the caller). */
  label: string;
  /** Marks the field required: an asterisk after the label and aria-required on the control. @default false */
  required?: boolean;
  /** Help text below the control, read as the control's description. */
  hint?: ReactNode;
  /** Error message below the control; also sets aria-invalid. */
  error?: string;
  /** Hides the label visually (it is still the accessible name). @default false */
  hideLabel?: boolean;
  /** The control's id; generated when omitted. */
  id?: string;
  className?: string;
  /** Renders the control with the given ids and ARIA attributes spread onto it. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * One form row: label, control, hint and error, wired together (label → htmlFor, hint and error →
 * aria-describedby, error → aria-invalid, required → asterisk + aria-required).
 */
export function FormField({ label, required = false, hint, error, hideLabel = false, id, className, children }: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={controlId} className={hideLabel ? undefined : styles.label}>
        {hideLabel ? <VisuallyHidden>{label}</VisuallyHidden> : label}
        {required && !hideLabel && <RequiredMark />}
      </label>
      {children({
        id: controlId,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
        'aria-required': required ? true : undefined,
      })}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}

/** Alias: the brief's and the screens' name for one labelled form row. */
export const FieldRow = FormField;

/** The required asterisk; decorative, because the control itself carries aria-required. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className={styles.asterisk}>
      *
    </span>
  );
}

/** A field's error message (with an icon, so colour is not the only signal). */
export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.error}>
      <CircleAlert size={16} aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}

export interface FormActionsProps {
  /** Text of the submit button, e.g. t('common:actions.save'). */
  submitLabel: string;
  /** Text of the cancel button; the button is shown only with `onCancel`. */
  cancelLabel?: string;
  onCancel?: () => void;
  /** Busy state while the form is being sent: the submit button is disabled and shows a spinner. @default false */
  submitting?: boolean;
  /** @default false */
  submitDisabled?: boolean;
  /** Further buttons, placed before cancel and submit. */
  children?: ReactNode;
}

/** The button row at the end of a form: [extra] [cancel] [submit]. */
export function FormActions({ submitLabel, cancelLabel, onCancel, submitting = false, submitDisabled = false, children }: FormActionsProps) {
  return (
    <div className={styles.actions}>
      {children}
      {onCancel && cancelLabel && (
        <Button variant="secondary" onClick={onCancel} disabled={submitting}>
          {cancelLabel}
        </Button>
      )}
      <Button type="submit" variant="primary" loading={submitting} disabled={submitDisabled}>
        {submitLabel}
      </Button>
    </div>
  );
}

/** The shared look of text-like controls, for components built on FormField. */
export const controlClassName = styles.control;
export const formFieldStyles = styles;
