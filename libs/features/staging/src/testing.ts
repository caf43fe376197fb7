/**
 * @rescue-admin/feature-staging/testing — for tests and stories that render this area (this lib's,
 * the shell's). Never imported by production code, which loads the texts over HTTP.
 */
import texts from '../locales/de/staging.json';

/** The area's German texts under its namespace, for i18n's `addTestNamespaces` or a story's `FeatureStoryFrame`. */
export const stagingTexts = { staging: texts };
