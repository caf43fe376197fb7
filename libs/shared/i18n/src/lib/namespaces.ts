/**
 * The namespaces the product has: `common` (shared words, GLOSSARY.md), `shell`, and one per
 * feature library. The feature-lib generator (tools/) appends to both lists below.
 */
import type common from '../../locales/de/common.json';
import type shell from '../../locales/de/shell.json';
import type users from '../../locales/de/users.json';
import type customers from '../../locales/de/customers.json';
import type staging from '../../locales/de/staging.json';
import type hydrants from '../../locales/de/hydrants.json';
import type assets from '../../locales/de/assets.json';
import type materials from '../../locales/de/materials.json';
import type qualifications from '../../locales/de/qualifications.json';
import type blueprints from '../../locales/de/blueprints.json';

export const NAMESPACES = [
  'common',
  'shell',
  'users',
  'customers',
  'staging',
  'hydrants',
  'assets',
  'materials',
  'qualifications',
  'blueprints',
  // <generator:namespaces>
] as const;

export type Namespace = (typeof NAMESPACES)[number];

/** German is the source language; its JSON files define the typed keys. */
export interface Resources {
  common: typeof common;
  shell: typeof shell;
  users: typeof users;
  customers: typeof customers;
  staging: typeof staging;
  hydrants: typeof hydrants;
  assets: typeof assets;
  materials: typeof materials;
  qualifications: typeof qualifications;
  blueprints: typeof blueprints;
  // <generator:resources>
}
