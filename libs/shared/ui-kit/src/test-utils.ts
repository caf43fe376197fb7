/*
 * Test helpers for the ui-kit's own tests (not part of the public API).
 */
import axe from 'axe-core';
import { act } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Runs axe on a rendered container and fails with a readable list of violations.
 *
 * Two rules are off, each for a reason outside the component:
 * - color-contrast: jsdom does not lay out or paint, so axe cannot compute it; contrast is
 *   checked in Storybook's a11y panel (real Chromium) and documented in tokens.css;
 * - region ("all content inside landmarks"): a page-level rule; a component rendered alone has
 *   no page around it, and the app shell provides the landmarks.
 */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  const result = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  const report = result.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes.map((node) => `  ${node.html}`).join('\n'),
  );
  expect(report, report.join('\n')).toEqual([]);
}

type Listener = (event: MediaQueryListEvent) => void;
const lists = new Map<string, { query: string; listeners: Set<Listener>; last: boolean }>();

function evaluate(query: string, width: number): boolean {
  return query.split(/\s+and\s+/).every((part) => {
    const max = /max-width:\s*(\d+)px/.exec(part);
    if (max) return width <= Number(max[1]);
    const min = /min-width:\s*(\d+)px/.exec(part);
    if (min) return width >= Number(min[1]);
    return false;
  });
}

/**
 * jsdom has no matchMedia. This one understands min-/max-width in px against window.innerWidth
 * (everything else, e.g. prefers-reduced-motion, does not match) and notifies listeners when
 * setViewportWidth changes the width, like a browser does on resize.
 */
export function installMatchMedia(): void {
  window.matchMedia = (query: string): MediaQueryList => {
    let entry = lists.get(query);
    if (!entry) {
      entry = { query, listeners: new Set<Listener>(), last: evaluate(query, window.innerWidth) };
      lists.set(query, entry);
    }
    const listeners = entry.listeners;
    return {
      media: query,
      get matches() {
        return evaluate(query, window.innerWidth);
      },
      onchange: null,
      addEventListener: (_type: string, listener: Listener) => listeners.add(listener),
      removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
      addListener: (listener: Listener) => listeners.add(listener),
      removeListener: (listener: Listener) => listeners.delete(listener),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
  };
}

/** Resizes the (fake) window and notifies media-query listeners. */
export function setViewportWidth(width: number): void {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
    for (const entry of lists.values()) {
      const matches = evaluate(entry.query, width);
      if (matches === entry.last) continue;
      entry.last = matches;
      for (const listener of entry.listeners) listener({ matches, media: entry.query } as MediaQueryListEvent);
    }
  });
}
