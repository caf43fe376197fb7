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

/** Resizes the (fake) window: the shared test setup's matchMedia tells its listeners, as a browser does. */
export function setViewportWidth(width: number): void {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
    window.dispatchEvent(new Event('resize'));
  });
}
