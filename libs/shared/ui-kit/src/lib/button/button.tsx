import type { ButtonHTMLAttributes, ComponentType, ReactNode, Ref } from 'react';
import { Spinner } from '../loader/loader';
import { cx } from '../shared/cx';
import styles from './button.module.css';
import { type ClickHandler, usePendingClick } from './use-pending-click';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

/** An icon component such as one from lucide-react. Icons are decorative inside buttons. */
export type IconComponent = ComponentType<{ size?: number | string; 'aria-hidden'?: boolean | 'true' | 'false' }>;

interface BaseButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'> {
  /**
   * Click handler. When it returns a promise the button is disabled and shows a spinner until the
   * promise settles (also when it rejects).
   */
  onClick?: ClickHandler;
  /** @default 'secondary' */
  variant?: ButtonVariant;
  /** Shows the busy state from outside (e.g. a form that is submitting). @default false */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export interface ButtonProps extends BaseButtonProps {
  children: ReactNode;
  /** An icon before the text. */
  icon?: IconComponent;
  /** Stretches to the container's width instead of the spec's 200px. @default false */
  fullWidth?: boolean;
}

/** The spec's 200×45px button (SPEC §2, §9). */
export function Button({
  children,
  variant = 'secondary',
  icon: Icon,
  fullWidth = false,
  loading = false,
  onClick,
  disabled,
  type = 'button',
  className,
  ...rest
}: ButtonProps) {
  const { pending, handleClick } = usePendingClick(onClick);
  const busy = pending || loading;
  return (
    <button
      {...rest}
      type={type}
      className={cx(styles.button, styles[variant], fullWidth && styles.fullWidth, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      onClick={handleClick}
    >
      {busy ? <Spinner /> : Icon && <Icon size={18} aria-hidden="true" />}
      <span>{children}</span>
    </button>
  );
}

export interface IconButtonProps extends BaseButtonProps {
  /** The accessible name (a German text from the caller), also shown as a tooltip. */
  label: string;
  icon: IconComponent;
  /** 'md' is the 45px button height; 'sm' (32px, 44px on touch widths) is for table rows. @default 'md' */
  size?: 'sm' | 'md';
}

/** A square button that shows only an icon; `label` names it for screen readers. */
export function IconButton({
  label,
  icon: Icon,
  variant = 'ghost',
  size = 'md',
  loading = false,
  onClick,
  disabled,
  type = 'button',
  className,
  ...rest
}: IconButtonProps) {
  const { pending, handleClick } = usePendingClick(onClick);
  const busy = pending || loading;
  return (
    <button
      {...rest}
      type={type}
      aria-label={label}
      title={label}
      className={cx(styles.button, styles[variant], size === 'sm' ? styles.iconSmall : styles.icon, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      onClick={handleClick}
    >
      {busy ? <Spinner /> : <Icon size={size === 'sm' ? 16 : 20} aria-hidden="true" />}
    </button>
  );
}
