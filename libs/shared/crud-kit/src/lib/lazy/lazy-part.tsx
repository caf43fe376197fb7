import { Loader } from '@rescue-admin/ui-kit';
import { lazyModule, onReconnect } from '@rescue-admin/util';
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { useCrudTexts, type TextKey } from '../i18n/crud-texts';
import { PartLoadFailed } from './part-load-failed';

/** A part of a screen in a chunk of its own: render it like its component; `preload()` fetches it early. */
export type LazyPart<P extends object> = ComponentType<P> & {
  /** Starts loading the chunk (once; again after a failure); resolves when the component is here. */
  preload: () => Promise<unknown>;
};

export interface LazyPartOptions {
  /** The key of what the loader says while the chunk is on its way (e.g. 'common:map.loading'). @default the loader's own 'Loading...' */
  loadingText?: TextKey;
}

/** Where a mounted part's load stands (a failure is kept as given: any value may be thrown). */
type Outcome<P> = 'waiting' | { loaded: ComponentType<P> } | { failed: unknown };

/**
 * A part of a screen that the screen's first view does not show — a form, opened from the list;
 * the map; an import page — in a chunk of its own:
 * `lazyPart(() => import('./customer-form').then((m) => m.CustomerForm))`.
 * The list's start then loads and evaluates less (the forms' share, react-hook-form with them, was
 * half of the hydrant list's code), and the list fetches the part once it shows its rows
 * (`CrudListView`'s `preload`), so opening a form is as quick as before and works offline.
 *
 * Loaded through the app's one loader (`lazyModule`: 120 s limit, failures classified as
 * 'Loading chunk failed' with type and address and logged). Shows the ui-kit `Loader` while the
 * chunk is on its way and the part once it is here — at once when it already is (no loader
 * flashes). It waits in an effect, not with Suspense: a navigation mounts the part in a
 * transition, and a part that suspended there left the previous screen standing (in component
 * tests for good: a row's click never opened the form). A failed load shows „Keine Verbindung …“
 * in the part's place (the rest of the screen stays) and loads again when the browser comes back
 * online, when „Erneut versuchen“ is pressed, or when the part is shown again.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, options: LazyPartOptions = {}): LazyPart<P> {
  const module = lazyModule(load);

  function Part(props: P) {
    const [outcome, setOutcome] = useState<Outcome<P>>(() => {
      const loaded = module.loaded();
      return loaded ? { loaded } : 'waiting';
    });
    useEffect(() => {
      if (outcome !== 'waiting') return;
      let mounted = true;
      module.load().then(
        (component) => mounted && setOutcome({ loaded: component }),
        (error: unknown) => mounted && setOutcome({ failed: error }),
      );
      return () => {
        mounted = false;
      };
    }, [outcome]);
    const failed = typeof outcome === 'object' && 'failed' in outcome;
    const retry = useCallback(() => setOutcome('waiting'), []);
    useEffect(() => (failed ? onReconnect(retry) : undefined), [failed, retry]);

    if (outcome === 'waiting') return <PartLoading text={options.loadingText} />;
    if ('failed' in outcome) return <PartLoadFailed error={outcome.failed} onRetry={retry} />;
    const Component = outcome.loaded;
    return <Component {...props} />;
  }
  return Object.assign(Part, { preload: () => module.load() });
}

function PartLoading({ text }: { text: TextKey | undefined }) {
  const { textOf } = useCrudTexts();
  return <Loader text={text === undefined ? undefined : (textOf(text) ?? text)} />;
}
