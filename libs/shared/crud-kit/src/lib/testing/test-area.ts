import { createTestI18n } from '@rescue-admin/i18n/testing';
import type { CrudNamespace } from '../i18n/crud-texts';
import texts from './test-area.de.json';

/**
 * A made-up admin area („Wachen“) for crud-kit's own tests: its texts live here, so crud-kit's
 * tests depend on no feature's wording. Its namespace is registered like a feature's (below), so
 * crud-kit's components take it as a `CrudNamespace`.
 */
export const TEST_AREA = 'wachen' satisfies CrudNamespace;

/** The German texts of every shared namespace plus the test area's. */
export const createTestAreaI18n = () => createTestI18n({ [TEST_AREA]: texts });

declare module '@rescue-admin/i18n' {
  interface Resources {
    wachen: typeof texts;
  }
}
