import { useEffect, useSyncExternalStore } from 'react';
import { lazyModule } from '@rescue-admin/util';
import { useIsMobile } from '../hooks/use-is-mobile';

/**
 * sonner (the notices) loads on first use, through the app's one loader: a start raises no notice,
 * so the first screen does not wait for it. The host starts the load when it mounts; a `notify`
 * before that waits for it, and sonner shows the notices raised before its host appeared.
 */
const sonner = lazyModule(() => import('sonner'));
const whenLoaded = new Set<() => void>();
function loadSonner() {
  return sonner.load().then((module) => {
    for (const listener of whenLoaded) listener();
    return module;
  });
}
const subscribe = (listener: () => void) => {
  whenLoaded.add(listener);
  return () => void whenLoaded.delete(listener);
};

export interface NoticeHostProps {
  /** Accessible name of the notification region (German text from the caller, e.g. "Benachrichtigungen"). */
  label: string;
  /** Accessible name of each notice's close button (e.g. "Schließen"). */
  closeLabel: string;
  /** How long a notice stays, in ms. Errors stay twice as long, since they usually need reading. @default 5000 */
  duration?: number;
  /**
   * Whether to fetch sonner now, before any notice (the app passes false until its first screen
   * is shown). A `notify` fetches it either way. @default true
   */
  preload?: boolean;
}

/**
 * Renders the notices raised with `notify`. Mount it once, near the root of the app. Nothing shows
 * until sonner is here; when it cannot be fetched, the next `notify` tries again.
 */
export function NoticeHost({ label, closeLabel, duration = 5000, preload = true }: NoticeHostProps) {
  const isMobile = useIsMobile();
  const loaded = useSyncExternalStore(subscribe, sonner.loaded, sonner.loaded);
  useEffect(() => {
    if (!loaded && preload) loadSonner().catch(() => undefined);
  }, [loaded, preload]);
  if (!loaded) return null;
  const { Toaster } = loaded;
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

function show(kind: 'success' | 'error' | 'info' | 'warning', text: string, options: NotifyOptions = {}): void {
  const raise = ({ toast }: typeof import('sonner')) =>
    void toast[kind](text, {
      id: options.id,
      description: options.description,
      duration: options.duration ?? (kind === 'error' ? 10_000 : undefined),
    });
  const loaded = sonner.loaded();
  if (loaded) raise(loaded);
  else loadSonner().then(raise, () => undefined);
}

/** Raises a short notice in the NoticeHost. The text comes from the caller (German, via i18n). */
export const notify = {
  success: (text: string, options?: NotifyOptions) => show('success', text, options),
  error: (text: string, options?: NotifyOptions) => show('error', text, options),
  info: (text: string, options?: NotifyOptions) => show('info', text, options),
  warning: (text: string, options?: NotifyOptions) => show('warning', text, options),
  /** Removes one notice, or all when no id is given. */
  dismiss: (id?: string | number): void => void sonner.loaded()?.toast.dismiss(id),
};
