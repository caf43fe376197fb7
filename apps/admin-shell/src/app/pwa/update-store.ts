/**
 * Whether a new version of the app is ready, and how to switch to it: the service worker's side
 * (register-service-worker.ts) offers it, the „Neue Version verfügbar“ notice shows it. Small on
 * purpose: the notice's host is part of the entry, workbox-window is not.
 */
export interface UpdateStore {
  /** Calls `onChange` whenever an update is offered; returns the function that stops it. */
  subscribe: (onChange: () => void) => () => void;
  /** Switches to the new version (reloads the page), or null while there is none. */
  current: () => (() => void) | null;
  /** Offers an update; `apply` switches to it. */
  offer: (apply: () => void) => void;
}

export function createUpdateStore(): UpdateStore {
  let apply: (() => void) | null = null;
  const listeners = new Set<() => void>();
  return {
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => {
        listeners.delete(onChange);
      };
    },
    current: () => apply,
    offer: (next) => {
      apply = next;
      for (const listener of listeners) listener();
    },
  };
}

/** The page's one store, filled by the service worker's registration. */
export const serviceWorkerUpdate = createUpdateStore();
