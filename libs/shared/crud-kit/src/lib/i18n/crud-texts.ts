import type { Namespace, Resources } from '@rescue-admin/i18n';
import type { TFunction, TOptions } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** The texts of an area's form, which every area has (each can edit a record). */
export interface CrudFormTexts {
  editTitle: string;
  saved: string;
  saveFailed: string;
}

/** The texts of a form that creates records (areas with „Neu anlegen“). */
export interface CrudCreateTexts {
  createTitle: string;
  created: string;
  createFailed: string;
}

/** A list's text block (`crud`, or a section's own, e.g. assets' `beacons`): what `CrudListView` always reads. */
export interface CrudListTexts {
  empty: string;
  csvFile: string;
}

/** A list block's delete texts (lists with `onDelete`); `title` and `search` are a section's heading and search label. */
export interface CrudListExtraTexts {
  deleteTitle: string;
  deleteMessage: string;
  deleted: string;
  deleteFailed: string;
  title: string;
  search: string;
}

/** What crud-kit reads from every area's namespace: the page title and the form's texts. */
export interface CrudAreaTexts {
  page: { title: string };
  crud: CrudFormTexts;
}

/**
 * The namespaces (i18n's `Resources`, which each feature augments from its index.ts) whose German
 * texts have what crud-kit reads from every area: passing another namespace is a type error.
 */
export type CrudNamespace = { [N in Namespace]: Resources[N] extends CrudAreaTexts ? N : never }[Namespace];

/** The text blocks of namespace `N` that a list can use (`CrudListView`'s `textsKey`). */
export type ListTextsKey<N extends CrudNamespace> = { [K in keyof Resources[N]]: Resources[N][K] extends CrudListTexts ? K : never }[keyof Resources[N]] & string;

/** Namespaces with an import page's heading (`import.title`) and a list's file name (`crud.csvFile`). */
export type ImportNamespace = { [N in CrudNamespace]: Resources[N] extends { import: { title: string }; crud: { csvFile: string } } ? N : never }[CrudNamespace];

/** Namespaces with a map's texts (`map.title`, `map.cluster_one`, `map.cluster_other`). */
export type MapNamespace = {
  [N in CrudNamespace]: Resources[N] extends { map: { title: string; cluster_one: string; cluster_other: string } } ? N : never;
}[CrudNamespace];

/**
 * The keys crud-kit reads from an area's namespace. Those of `CrudAreaTexts` are there by the
 * namespace's type; the others are required by the component that reads them (`ImportNamespace`,
 * `MapNamespace`, `ListTextsKey`) or optional (checked with `hasAreaText`: a list's search label,
 * the not-found text of a route form). A list block's key (`textsKey`) is chosen per call, so its
 * keys are `<block>.<text>`, checked where the block is named (`ListTextsKey`).
 */
export type AreaTextKey =
  | 'page.title'
  | `crud.${keyof CrudFormTexts | keyof CrudCreateTexts | keyof CrudListTexts | 'search'}`
  | `${string}.${keyof CrudListTexts | keyof CrudListExtraTexts}`
  | `${string}.${keyof CrudFormTexts | keyof CrudCreateTexts}`
  | 'import.title'
  | 'notFound.message'
  | 'map.title'
  | 'map.cluster';

/** A text key chosen by a feature at run time, with its namespace: an enum value's label, an import field's label. */
export type TextKey = `${Namespace}:${string}`;

export interface CrudTexts {
  /** `common`'s typed `t` (`t('common:actions.save')`). */
  t: TFunction<'common'>;
  /** A text of the area's namespace. */
  areaText: (key: AreaTextKey, options?: TOptions) => string;
  /** Whether the area's namespace has the text (for the optional ones). */
  hasAreaText: (key: AreaTextKey) => boolean;
  /** A text named by a feature at run time (`<namespace>:<key>`), or undefined when there is none. */
  textOf: (key: TextKey, options?: TOptions) => string | undefined;
}

/**
 * crud-kit's texts: `common`'s with typed keys, the area's (`namespace`, loaded with `common`)
 * through `areaText`. The namespace's type guarantees the keys the area must have, so `areaText`
 * is the one place that turns an `AreaTextKey` into i18next's key — the feature programs each see
 * their own `Resources`, and crud-kit's own code must typecheck in all of them.
 */
export function useCrudTexts(namespace?: CrudNamespace): CrudTexts {
  const { t, i18n } = useTranslation(namespace ? ['common', namespace] : ['common']);
  // The one untyped call: the keys exist by the namespace's type (above) or are checked with `exists` first.
  const raw = t as unknown as (key: string, options?: TOptions) => string;
  const areaText = useCallback((key: AreaTextKey, options?: TOptions) => raw(`${namespace ?? 'common'}:${key}`, options), [raw, namespace]);
  const hasAreaText = useCallback((key: AreaTextKey) => namespace !== undefined && i18n.exists(`${namespace}:${key}`), [i18n, namespace]);
  const textOf = useCallback((key: TextKey, options?: TOptions) => (i18n.exists(key) ? raw(key, options) : undefined), [i18n, raw]);
  return { t: t as TFunction<'common'>, areaText, hasAreaText, textOf };
}
