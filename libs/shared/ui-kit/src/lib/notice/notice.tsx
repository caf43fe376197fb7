import CircleAlert from 'lucide-react/icons/circle-alert';
import CircleCheck from 'lucide-react/icons/circle-check';
import Info from 'lucide-react/icons/info';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import type { ReactNode } from 'react';
import { cx } from '../shared/cx';
import styles from './notice.module.css';

export type NoticeVariant = 'info' | 'success' | 'warning' | 'danger';

const ICONS = { info: Info, success: CircleCheck, warning: TriangleAlert, danger: CircleAlert } as const;

export interface NoticeProps {
  /** @default 'info' */
  variant?: NoticeVariant;
  title?: ReactNode;
  children?: ReactNode;
  /** E.g. a retry button. */
  action?: ReactNode;
  className?: string;
}

/**
 * An inline message box (e.g. a list that failed to load, with a retry). Danger notices are
 * announced assertively (role "alert"), the others politely (role "status"). Each variant has
 * its own icon, so colour is never the only signal.
 */
export function Notice({ variant = 'info', title, children, action, className }: NoticeProps) {
  const Icon = ICONS[variant];
  return (
    <div role={variant === 'danger' ? 'alert' : 'status'} className={cx(styles.notice, styles[variant], className)}>
      <Icon size={20} aria-hidden="true" className={styles.icon} />
      <div className={styles.content}>
        {title && <p className={styles.title}>{title}</p>}
        {children}
      </div>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
