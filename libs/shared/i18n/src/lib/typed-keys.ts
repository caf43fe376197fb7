import type { Resources } from './namespaces';

/**
 * Typed translation keys: `t('login.title', { ns: 'shell' })` is checked against the German JSON
 * files. This module is part of every consumer's program because the lib's index re-exports from
 * it, so the augmentation applies wherever `@rescue-admin/i18n` is imported.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
  }
}

export type { Resources };
