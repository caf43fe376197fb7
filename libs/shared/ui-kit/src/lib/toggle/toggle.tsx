import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { cx } from '../shared/cx';
import { VisuallyHidden } from '../shared/visually-hidden';
import styles from './toggle.module.css';

export interface ToggleProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role'> {
  /** The label beside the switch (German text from the caller). */
  label: ReactNode;
  /** Hides the label visually; it remains the accessible name. @default false */
  hideLabel?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * An on/off switch. It is a native checkbox with role "switch", so it works with `register`,
 * with `checked`/`onChange`, and with Space like any checkbox.
 */
export function Toggle({ label, hideLabel = false, id, className, ref, ...rest }: ToggleProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <label className={cx(styles.label, className)} htmlFor={inputId}>
      <span className={styles.control}>
        <input {...rest} ref={ref} id={inputId} type="checkbox" role="switch" className={styles.input} />
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
      </span>
      {hideLabel ? <VisuallyHidden>{label}</VisuallyHidden> : <span>{label}</span>}
    </label>
  );
}
