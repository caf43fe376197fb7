/**
 * The one test setup of every jsdom project (vitest.preset.ts adds it). The workspace does not
 * enable Vitest globals, so Testing Library cannot register its own cleanup: without it, every
 * test would see the DOM (and the listeners) of the tests before it.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach } from 'vitest';

// `findBy…` and `waitFor` wait up to 5 s, not 1 s: the forms and maps load lazily (crud-kit's
// `lazyPart`, `lazy()`), and the first test of a file that opens one waits for Vite to transform
// that module graph (react-hook-form, Leaflet) — over a second when CI runs the projects side by side.
configure({ asyncUtilTimeout: 5_000 });

/** The width every test starts with: a desktop. Mobile tests resize (ui-kit's `setViewportWidth`). */
const DESKTOP_WIDTH = 1280;

function matches(query: string): boolean {
  return query.split(/\s+and\s+/).every((part) => {
    const max = /max-width:\s*(\d+)px/.exec(part);
    if (max) return window.innerWidth <= Number(max[1]);
    const min = /min-width:\s*(\d+)px/.exec(part);
    if (min) return window.innerWidth >= Number(min[1]);
    return false;
  });
}

/**
 * jsdom has no matchMedia. This one understands min-/max-width in px against window.innerWidth
 * (everything else, e.g. prefers-reduced-motion, does not match) and tells its listeners when a
 * `resize` event changes the answer, as a browser does.
 */
function installMatchMedia(): void {
  window.matchMedia = (query: string): MediaQueryList => {
    const listeners = new Set<(event: MediaQueryListEvent) => void>();
    let last = matches(query);
    const onResize = () => {
      const now = matches(query);
      if (now === last) return;
      last = now;
      for (const listener of listeners) listener({ matches: now, media: query } as MediaQueryListEvent);
    };
    const add = (listener: (event: MediaQueryListEvent) => void) => {
      if (listeners.size === 0) {
        // A browser keeps a list's answer current while nobody listens; catch up on what changed since.
        last = matches(query);
        window.addEventListener('resize', onResize);
      }
      listeners.add(listener);
    };
    const remove = (listener: (event: MediaQueryListEvent) => void) => {
      listeners.delete(listener);
      if (listeners.size === 0) window.removeEventListener('resize', onResize);
    };
    return {
      media: query,
      get matches() {
        return matches(query);
      },
      onchange: null,
      addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => add(listener),
      removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => remove(listener),
      addListener: add,
      removeListener: remove,
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
  };
}

function setWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

// Files that run in the node environment (`// @vitest-environment node`) have no window.
if (typeof window !== 'undefined') {
  installMatchMedia();
  setWidth(DESKTOP_WIDTH);
  // jsdom lacks pointer capture, which sonner's swipe-to-dismiss calls on pointerdown.
  Element.prototype.setPointerCapture ??= () => undefined;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.hasPointerCapture ??= () => false;
}

afterEach(() => {
  cleanup();
  // A notice still showing when its host unmounts stays in sonner's module-level store, and the
  // next host replays it: the next test — in the next file too, as files share their modules
  // (vitest.preset.ts) — would see notices it never raised.
  toast.dismiss();
  if (typeof window === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
  setWidth(DESKTOP_WIDTH);
});
