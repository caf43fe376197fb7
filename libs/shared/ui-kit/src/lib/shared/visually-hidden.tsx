import type { ReactNode } from 'react';
import styles from './a11y.module.css';

/** Text that screen readers read but that is not shown. */
export function VisuallyHidden({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <span id={id} className={styles.visuallyHidden}>
      {children}
    </span>
  );
}
