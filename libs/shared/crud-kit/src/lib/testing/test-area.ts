import type { Namespace } from '@rescue-admin/i18n';
import { createTestI18n } from '@rescue-admin/i18n/testing';
import texts from './test-area.de.json';

/**
 * A made-up admin area („Wachen“) for crud-kit's own tests: its texts live here, so crud-kit's
 * tests depend on no feature's wording. crud-kit's types know only the shared namespaces.
 */
export const TEST_AREA = 'wachen' as Namespace;

/** The German texts of every shared namespace plus the test area's. */
export const createTestAreaI18n = () => createTestI18n({ [TEST_AREA]: texts });
