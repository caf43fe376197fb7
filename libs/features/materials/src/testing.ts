/**
 * @rescue-admin/feature-materials/testing — for tests and stories that render this area (this lib's,
 * the shell's). Never imported by production code, which loads the texts over HTTP.
 */
import texts from '../locales/de/materials.json';

/** The area's German texts under its namespace, for i18n's `addTestNamespaces` or a story's `FeatureStoryFrame`. */
export const materialsTexts = { materials: texts };
