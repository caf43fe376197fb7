import { Workbox } from 'workbox-window';
import { serviceWorkerUpdate, type UpdateStore } from './update-store';

/** The part of workbox-window's `Workbox` the page uses (tests pass a fake). */
export interface ServiceWorkerControl {
  addEventListener(type: 'waiting' | 'controlling', listener: (event: { isUpdate?: boolean }) => void): void;
  register(): Promise<ServiceWorkerRegistration | undefined>;
  update(): Promise<void>;
  messageSkipWaiting(): void;
}

export interface StartServiceWorkerOptions {
  /** @default new Workbox('/sw.js') — the worker vite-plugin-pwa builds (vite.config.ts) */
  worker?: ServiceWorkerControl;
  /** @default the page's one store (`serviceWorkerUpdate`) */
  updates?: UpdateStore;
  /** @default location.reload() */
  reload?: () => void;
  /** How often an open page asks whether a new version was deployed. @default one hour */
  checkEveryMs?: number;
  /**
   * Runs once the first worker controls the page: what the page fetched before that, the worker
   * never saw. @default fetching /config.json again, through the worker, which keeps it for an
   * offline start
   */
  warmUp?: () => Promise<unknown>;
}

export const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker and offers a new version once its worker is installed and waiting.
 * The new worker takes over only when the user chooses it (`apply`: the SKIP_WAITING message,
 * then a reload once it controls the page) — never by itself, so nobody loses an edit to an
 * update. Another tab that chose the update leaves this page running the old version under the
 * new worker: it is offered a reload too. Browsers look for a new sw.js at each start; an open
 * page also asks every `checkEveryMs`. Returns the function that stops asking.
 */
export function startServiceWorker({
  worker = new Workbox('/sw.js'),
  updates = serviceWorkerUpdate,
  reload = () => window.location.reload(),
  checkEveryMs = UPDATE_CHECK_MS,
  warmUp = () => fetch('/config.json', { cache: 'no-store', headers: { Accept: 'application/json' } }),
}: StartServiceWorkerOptions = {}): () => void {
  let chosen = false;
  worker.addEventListener('waiting', () => {
    updates.offer(() => {
      chosen = true;
      worker.messageSkipWaiting();
    });
  });
  worker.addEventListener('controlling', (event) => {
    if (chosen) reload();
    else if (event.isUpdate) updates.offer(reload);
    // The first worker of a page takes control of it without an update: nothing to offer, but the
    // page read its config before, past the worker — read once more, the next start has it offline.
    else warmUp().catch(() => undefined);
  });
  worker.register().catch((error: unknown) => console.warn('The service worker could not be registered; the app does not start offline.', error));
  const timer = setInterval(() => {
    worker.update().catch(() => undefined);
  }, checkEveryMs);
  return () => clearInterval(timer);
}
