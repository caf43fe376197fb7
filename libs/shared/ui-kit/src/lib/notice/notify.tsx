import { Toaster, toast } from 'sonner';
import { useIsMobile } from '../hooks/use-is-mobile';

export interface NoticeHostProps {
  /** Accessible name of the notification region (German text from the caller, e.g. "Benachrichtigungen"). */
  label: string;
  /** Accessible name of each notice's close button (e.g. "Schließen"). */
  closeLabel: string;
  /** How long a notice stays, in ms. Errors stay twice as long, since they usually need reading. @default 5000 */
  duration?: number;
}

/** Renders the notices raised with `notify`. Mount it once, near the root of the app. */
export function NoticeHost({ label, closeLabel, duration = 5000 }: NoticeHostProps) {
  const isMobile = useIsMobile();
  return (
    // On a phone at the bottom, within the thumb's reach: at the top a notice would cover the
    // header (menu, home, sign-out) for as long as it stays — and stays while touched.
    <Toaster
      position={isMobile ? 'bottom-center' : 'bottom-right'}
      richColors
      closeButton
      duration={duration}
      containerAriaLabel={label}
      toastOptions={{ closeButtonAriaLabel: closeLabel }}
      style={{ fontFamily: 'var(--font-family)' }}
    />
  );
}

export interface NotifyOptions {
  /** A second line with details. */
  description?: string;
  /**
   * Notices with the same id replace each other instead of piling up (e.g. one "no connection"
   * notice while several requests fail).
   */
  id?: string | number;
  /** Overrides the host's duration, in ms. */
  duration?: number;
}

function show(kind: 'success' | 'error' | 'info' | 'warning', text: string, options: NotifyOptions = {}) {
  return toast[kind](text, {
    id: options.id,
    description: options.description,
    duration: options.duration ?? (kind === 'error' ? 10_000 : undefined),
  });
}

/** Raises a short notice in the NoticeHost. The text comes from the caller (German, via i18n). */
export const notify = {
  success: (text: string, options?: NotifyOptions) => show('success', text, options),
  error: (text: string, options?: NotifyOptions) => show('error', text, options),
  info: (text: string, options?: NotifyOptions) => show('info', text, options),
  warning: (text: string, options?: NotifyOptions) => show('warning', text, options),
  /** Removes one notice, or all when no id is given. */
  dismiss: (id?: string | number) => toast.dismiss(id),
};
