import { Loader } from '@rescue-admin/ui-kit';
import { useEffect, useState, type ComponentType } from 'react';

/** A part of a screen in a chunk of its own: render it like its component; `preload()` fetches it early. */
export type LazyPart<P extends object> = ComponentType<P> & {
  /** Starts loading the chunk (once; again after a failure); resolves when the component is here. */
  preload: () => Promise<unknown>;
};

/** Where a mounted part's load stands (a failure is kept as given: any value may be thrown). */
type Outcome<P> = 'waiting' | { loaded: ComponentType<P> } | { failed: unknown };

/**
 * A part of a screen that the screen's first view does not show — a form, opened from the list —
 * in a chunk of its own: `lazyPart(() => import('./customer-form').then((m) => m.CustomerForm))`.
 * The list's start then loads and evaluates less (the forms' share, react-hook-form with them, was
 * half of the hydrant list's code), and the list fetches the part once it shows its rows
 * (`CrudListView`'s `preload`), so opening a form is as quick as before and works offline.
 *
 * Shows the ui-kit `Loader` while the chunk is still on its way and the part once it is here —
 * at once when it already is (no loader flashes). It waits in an effect, not with Suspense: a
 * navigation mounts the part in a transition, and a part that suspended there left the previous
 * screen standing (in component tests for good: a row's click never opened the form). A failed
 * load throws to the nearest error boundary (the route's error screen); the part tries again when
 * it is shown again.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let failed = false;
  let loaded: ComponentType<P> | undefined;
  const start = () => {
    if (!loading || failed) {
      failed = false;
      loading = load().then(
        (component) => (loaded = component),
        (error: unknown) => {
          failed = true;
          throw error;
        },
      );
    }
    return loading;
  };

  function Part(props: P) {
    // One attempt per mount: a failed load is tried again when the part is shown again, not in a loop.
    const [attempt] = useState(start);
    const [outcome, setOutcome] = useState<Outcome<P>>(() => (loaded ? { loaded } : 'waiting'));
    useEffect(() => {
      if (outcome !== 'waiting') return;
      let mounted = true;
      attempt.then(
        (component) => mounted && setOutcome({ loaded: component }),
        (error: unknown) => mounted && setOutcome({ failed: error }),
      );
      return () => {
        mounted = false;
      };
    }, [attempt, outcome]);
    if (outcome === 'waiting') return <Loader />;
    if ('failed' in outcome) throw outcome.failed;
    const Component = outcome.loaded;
    return <Component {...props} />;
  }
  return Object.assign(Part, { preload: start });
}
