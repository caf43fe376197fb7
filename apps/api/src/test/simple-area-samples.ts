import type { Queryable } from '../db/database';
import { SIMPLE_AREAS, type SimpleAreaKey } from '../areas/registry';
import type { SimpleArea, SimpleEndpointName } from '../areas/simple-area';

/**
 * The generic tests' requests and records for the registered simple areas (areas/registry.ts),
 * made from each definition's `sample`, so that registering an area needs no test edits. Every
 * test database has two records per area (`<key>-sample-1`, updated by the samples, and
 * `<key>-sample-2`, deleted by them), stored at the seed's time.
 */

type Request = { body?: Record<string, unknown>; query?: Record<string, string> };

export const simpleSampleUid = (key: string, n: 1 | 2) => `${key}-sample-${n}`;

const AREAS: readonly SimpleArea[] = SIMPLE_AREAS;

/** One valid request per simple-area endpoint, against the sample records stored at `at`. */
export function simpleAreaRequests(at: string): Record<SimpleEndpointName<SimpleAreaKey>, Request> {
  return Object.fromEntries(
    AREAS.flatMap((area) => [
      [`${area.key}.all`, {}],
      [`${area.key}.create`, { body: area.sample }],
      [`${area.key}.update`, { body: { ...area.sample, uid: simpleSampleUid(area.key, 1), lastUpdate: at } }],
      [`${area.key}.delete`, { query: { uid: simpleSampleUid(area.key, 2), lastUpdate: at } }],
      [`${area.key}.history`, { query: { uid: simpleSampleUid(area.key, 1) } }],
    ]),
  ) as Record<SimpleEndpointName<SimpleAreaKey>, Request>;
}

/** Stores a record of `area` with the sample's values under `uid`, last changed `at`. */
export async function insertSimpleRecord(db: Queryable, area: SimpleArea, uid: string, at: Date | string): Promise<void> {
  const columns = area.columns.map(({ column }) => `, ${column}`).join('');
  const placeholders = area.columns.map((_, index) => `, $${index + 3}`).join('');
  await db.query(`INSERT INTO ${area.table} (uid, create_date, last_update${columns}) VALUES ($1, $2, $2${placeholders})`, [
    uid,
    at,
    ...area.columns.map(({ field }) => area.sample[field] ?? null),
  ]);
}

/** The two sample records of every registered area. */
export async function seedSimpleAreaSamples(db: Queryable, at: string): Promise<void> {
  for (const area of AREAS) for (const n of [1, 2] as const) await insertSimpleRecord(db, area, simpleSampleUid(area.key, n), at);
}
