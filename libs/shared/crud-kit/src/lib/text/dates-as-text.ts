import { asText } from '@rescue-admin/util';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/**
 * A copy of form values with every `Date` turned into its ISO text, at any depth of plain
 * objects and arrays (files and other objects stay as they are).
 *
 * Why: forms edit text, numbers and choices — none of them a `Date`. A `Date` in a record's
 * text field is an ISO-looking text the HTTP layer revived (SPEC §3); as a default value it
 * would reach the input as "Thu Jan 01 2026 …" and fail validation as the wrong type. As its
 * ISO text it shows what is stored, and the schema asks for a better value (`date_like`).
 */
export function datesAsText<V>(value: V): V {
  if (value instanceof Date) return asText(value) as V;
  if (Array.isArray(value)) return value.map((item: unknown) => datesAsText(item)) as V;
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, datesAsText(item)])) as V;
  return value;
}

/**
 * The record with a `Date` put back to text at each of `paths`, or null when one of them holds
 * something else. For a handed-over record that a schema refused only because text fields
 * arrived as dates (see `datesAsText`).
 */
export function withTextAt(record: unknown, paths: readonly (readonly PropertyKey[])[]): unknown {
  if (paths.length === 0) return null;
  const copy = structuredClone(record);
  for (const path of paths) {
    if (path.length === 0) return null;
    let parent: unknown = copy;
    for (const key of path.slice(0, -1)) parent = parent !== null && typeof parent === 'object' ? (parent as Record<PropertyKey, unknown>)[key] : undefined;
    if (parent === null || typeof parent !== 'object') return null;
    const last = path[path.length - 1];
    const value = (parent as Record<PropertyKey, unknown>)[last];
    if (!(value instanceof Date)) return null;
    (parent as Record<PropertyKey, unknown>)[last] = asText(value);
  }
  return copy;
}
