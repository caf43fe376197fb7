/**
 * The namespaces the product has: `common` (shared words, GLOSSARY.md), `shell`, and one per
 * feature library. The feature-lib generator (tools/) appends to both lists below.
 */
import type common from '../../locales/de/common.json';

export const NAMESPACES = [
  'common',
  // <generator:namespaces>
] as const;

export type Namespace = (typeof NAMESPACES)[number];

/** German is the source language; its JSON files define the typed keys. */
export interface Resources {
  common: typeof common;
  // <generator:resources>
}
