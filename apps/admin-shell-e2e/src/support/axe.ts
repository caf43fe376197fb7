import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf-8');

/** axe-core in the page (through the DevTools protocol, which the CSP does not govern): no violation. */
export async function expectNoAxeViolations(page: Page, where: string) {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: { id: string; nodes: { html: string }[] }[] }> } }).axe;
    const result = await axe.run(document);
    return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
  });
  expect(violations, where).toEqual([]);
}

