/**
 * The namespaces the product has: `common` (shared words, GLOSSARY.md) and `shell` here, and one
 * per feature library, in that library (`libs/features/<area>/locales/de/<ns>.json`). A feature
 * registers its namespace's typed keys by augmenting {@link Resources} from its own index.ts:
 *
 *     import type texts from '../locales/de/hydrants.json';
 *     declare module '@rescue-admin/i18n' { interface Resources { hydrants: typeof texts } }
 *
 * Adding an area changes nothing here.
 */
import type common from '../../locales/de/common.json';
import type shell from '../../locales/de/shell.json';

/** The namespaces this lib owns; features add theirs (see above). */
export const SHARED_NAMESPACES = ['common', 'shell'] as const;

/** German is the source language; its JSON files define the typed keys. */
export interface Resources {
  common: typeof common;
  shell: typeof shell;
}

/** Every namespace the compiled code knows: the shared ones and those of the features it imports. */
export type Namespace = keyof Resources & string;

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
