import { type ReactNode, useId, useRef } from 'react';
import { Button } from '../button/button';
import { Popup } from '../popup/popup';

export interface ConfirmDialogProps {
  open: boolean;
  /** E.g. "Eintrag löschen?" (German text from the caller). */
  title: string;
  /** What will happen, naming the record, e.g. "Möchten Sie „Marktplatz“ wirklich löschen?". */
  message: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** Accessible name of the close icon. */
  closeLabel: string;
  /**
   * Called on confirm. Return a promise to keep the dialog busy (confirm disabled, spinner) until
   * it settles; the caller closes the dialog by setting `open` to false.
   */
  onConfirm: () => unknown;
  /** Called on cancel, Escape, the close icon and the backdrop. */
  onCancel: () => void;
  /** 'danger' for deletes. @default 'danger' */
  variant?: 'danger' | 'primary';
}

/**
 * Asks before a destructive action. Focus starts on cancel, so an accidental Enter does not
 * delete anything.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  closeLabel,
  onConfirm,
  onCancel,
  variant = 'danger',
}: ConfirmDialogProps) {
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Popup
      open={open}
      onClose={onCancel}
      title={title}
      closeLabel={closeLabel}
      role="alertdialog"
      describedBy={messageId}
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button variant={variant} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div id={messageId}>{message}</div>
    </Popup>
  );
}
