/**
 * Holding in-app navigation while a form has unsaved changes, for a declarative router.
 *
 * The app routes with react-router's declarative router (`unstable_HistoryRouter`), which has no
 * `useBlocker`: that needs the data router, 17 kB gzip more in every start. Instead the history
 * the router navigates with is wrapped by {@link blockableHistory}: before it moves (a link, a
 * `navigate()`, a changed query, the browser's back and forward buttons) it asks the checks
 * registered with {@link blockNavigation}. A check that says "block" gets the navigation as a
 * {@link PendingNavigation}, to carry out (`proceed`) or drop (`reset`) once the user has chosen.
 *
 * Module state, like the page's unsaved work beside it: one page, one router, one set of checks.
 */

/** The part of a location the checks compare. */
export interface NavigationTarget {
  pathname: string;
  search: string;
}

/** A navigation held back by a check, until the user decides. */
export interface PendingNavigation {
  /** Carries the navigation out. */
  proceed(): void;
  /** Drops it: the page stays as it is. */
  reset(): void;
}

/** Whether the navigation from `current` to `next` has to wait for the user. */
export type NavigationCheck = (current: NavigationTarget, next: NavigationTarget) => boolean;

interface Registration {
  check: NavigationCheck;
  onBlocked: (pending: PendingNavigation | null) => void;
}

const registrations = new Set<Registration>();

/**
 * Asks `check` before every navigation of a {@link blockableHistory}. When it says yes, the
 * navigation waits and `onBlocked` gets it; once the user has chosen (`proceed` or `reset`),
 * `onBlocked(null)`. Returns the function that ends the registration.
 */
export function blockNavigation(check: NavigationCheck, onBlocked: (pending: PendingNavigation | null) => void): () => void {
  const registration: Registration = { check, onBlocked };
  registrations.add(registration);
  return () => {
    registrations.delete(registration);
  };
}

/** The first registration whose check holds the navigation, if any. */
function blockerOf(current: NavigationTarget, next: NavigationTarget): Registration | undefined {
  for (const registration of registrations) if (registration.check(current, next)) return registration;
  return undefined;
}

/** Hands the held navigation to its blocker; `go` runs when the user chooses to proceed. */
function hold(blocker: Registration, go: () => void): void {
  blocker.onBlocked({
    proceed() {
      blocker.onBlocked(null);
      go();
    },
    reset() {
      blocker.onBlocked(null);
    },
  });
}

/** What a history tells its listener: react-router's `Update`. */
interface HistoryUpdate<L extends NavigationTarget> {
  action: string;
  location: L;
  /** The distance in the session history of a back/forward move; null for an entry the history did not create. */
  delta: number | null;
}

/** A path as react-router's navigator receives it: a string or the parts of one. */
type To = string | Partial<NavigationTarget & { hash: string }>;

/** The part of react-router's `History` (browser or memory, with `v5Compat`) this wrapper uses. */
export interface BlockableHistory<L extends NavigationTarget = NavigationTarget> {
  readonly location: L;
  listen(listener: (update: HistoryUpdate<L>) => void): () => void;
  push(to: To, state?: unknown): void;
  replace(to: To, state?: unknown): void;
  go(delta: number): void;
}

/** The pathname and query `to` leads to from `current` (react-router's `createLocation`, without the state). */
function targetOf(current: NavigationTarget, to: To): NavigationTarget {
  if (typeof to !== 'string') return { pathname: to.pathname ?? current.pathname, search: to.search ?? '' };
  const path = to.split('#', 1)[0] ?? '';
  const query = path.indexOf('?');
  const pathname = query === -1 ? path : path.slice(0, query);
  return { pathname: pathname || current.pathname, search: query === -1 ? '' : path.slice(query) };
}

/**
 * `history` with its moves held while a check registered with {@link blockNavigation} says so.
 * Pass a history created with `v5Compat: true`, so a push or replace reaches the router's listener.
 *
 * - A push or replace is held before it happens.
 * - A back or forward move has already happened in the browser when the history hears of it: it is
 *   undone (`go(-delta)`) before the router sees it, and made again on `proceed`.
 */
export function blockableHistory<H extends BlockableHistory<L>, L extends NavigationTarget = H['location']>(history: H): H {
  /** The location the router shows: the last one handed to its listener. */
  let shown: NavigationTarget = history.location;
  /** Set while a held back/forward move is being undone: the undo's own update is not passed on. */
  let undoing: (() => void) | undefined;
  /** Set when the user let a held back/forward move go ahead: its update is passed on unasked. */
  let letThrough = false;

  const moved = (move: 'push' | 'replace') => (to: To, ...rest: unknown[]) => {
    const blocker = blockerOf(shown, targetOf(shown, to));
    const go = () => (history[move] as (to: To, ...rest: unknown[]) => void)(to, ...rest);
    if (blocker) hold(blocker, go);
    else go();
  };

  const blockable: H = Object.create(history);
  blockable.push = moved('push');
  blockable.replace = moved('replace');
  blockable.listen = (listener) =>
    history.listen((update) => {
      if (undoing) {
        const undone = undoing;
        undoing = undefined;
        undone();
        return;
      }
      const checked = update.action === 'POP' && update.delta !== null && update.delta !== 0 && !letThrough;
      letThrough = false;
      const blocker = checked ? blockerOf(shown, update.location) : undefined;
      if (blocker && update.delta !== null) {
        const { delta } = update;
        const undone = new Promise<void>((resolve) => (undoing = resolve));
        history.go(-delta);
        hold(blocker, () =>
          void undone.then(() => {
            letThrough = true;
            history.go(delta);
          }),
        );
        return;
      }
      shown = update.location;
      listener(update);
    });
  return blockable;
}
