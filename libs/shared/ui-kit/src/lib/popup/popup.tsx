import X from 'lucide-react/icons/x';
import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { IconButton } from '../button/button';
import { cx } from '../shared/cx';
import { focusableIn } from './focus';
import styles from './popup.module.css';

export interface PopupProps {
  /** Whether the popup is shown. */
  open: boolean;
  /** Called on the close icon, Escape and (unless disabled) a click on the backdrop. */
  onClose: () => void;
  /** The heading; also the dialog's accessible name. */
  title: ReactNode;
  /** Accessible name of the close icon (German text from the caller, e.g. t('common:actions.close')). */
  closeLabel: string;
  children: ReactNode;
  /** Buttons at the bottom. */
  footer?: ReactNode;
  /** Fills the whole window (SPEC §2: optional fullscreen). @default false */
  fullscreen?: boolean;
  /** A wider box for forms and tables. @default 'md' */
  size?: 'md' | 'lg';
  /** Clicking the dim background closes the popup. Turn off for forms with unsaved input. @default true */
  closeOnBackdropClick?: boolean;
  /** The element to focus first; otherwise the first focusable element inside, else the dialog. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** 'alertdialog' for confirmations that interrupt. @default 'dialog' */
  role?: 'dialog' | 'alertdialog';
  /** id of the element that describes the dialog (aria-describedby). */
  describedBy?: string;
}

/**
 * A modal dialog — the browser's own `<dialog>` opened with `showModal()`: it sits in the top layer
 * and the page behind is inert (no clicks, no focus, hidden from screen readers). Focus moves in
 * when it opens, Tab and Shift+Tab cycle inside, Escape (and the phone's back gesture) closes, and
 * focus returns to the element that opened it.
 */
export function Popup(props: PopupProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<PopupContent {...props} />, document.body);
}

function PopupContent({
  onClose,
  title,
  closeLabel,
  children,
  footer,
  fullscreen = false,
  size = 'md',
  closeOnBackdropClick = true,
  initialFocusRef,
  role = 'dialog',
  describedBy,
}: PopupProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useLayoutEffect(() => {
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    if (dialog) {
      // Without showModal (jsdom in unit tests) it is only shown; the browser makes it modal.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      const target = initialFocusRef?.current ?? focusableIn(dialog).find((element) => !element.dataset.popupClose) ?? dialog;
      target.focus();
    }
    // The page behind must not scroll while the popup is open.
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      if (dialog?.open && typeof dialog.close === 'function') dialog.close();
      document.body.style.overflow = overflow;
      if (previouslyFocused && document.contains(previouslyFocused)) previouslyFocused.focus();
    };
    // Runs once per opening; later changes of initialFocusRef must not steal focus again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const handleKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape' && !event.defaultPrevented) {
      // The caller closes it (by `open`); the browser must not close the element behind React's back.
      event.preventDefault();
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = focusableIn(dialogRef.current);
    if (focusable.length === 0) {
      event.preventDefault();
      return;
    }
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    // The backdrop (the dialog's ::backdrop, outside its frame) is a mouse convenience; keyboard
    // users close with Escape or the close icon, which the dialog's key handler and its button serve.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      tabIndex={-1}
      className={cx(styles.dialog, size === 'lg' && styles.wide, fullscreen && styles.fullscreen)}
      onKeyDown={handleKeyDown}
      onCancel={(event) => {
        // A close request (the phone's back gesture): the caller decides, as for Escape.
        event.preventDefault();
        onCloseRef.current();
      }}
      onMouseDown={(event) => {
        if (closeOnBackdropClick && event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <div className={styles.frame}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <IconButton icon={X} label={closeLabel} onClick={() => onCloseRef.current()} data-popup-close="true" />
        </div>
        <div className={styles.body}>{children}</div>
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </dialog>
  );
}
