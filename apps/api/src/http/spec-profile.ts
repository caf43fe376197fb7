import { EXTENSION_FIELDS as CONTRACT_EXTENSION_FIELDS, READ_AT_FIELDS, type EndpointDef, type EndpointSchemas } from '@rescue-admin/api-contract';
import { z } from 'zod';
import type { ApiProfile } from '../config';

/*
 * The spec profile (API_PROFILE=spec): a stand-in for a service that implements SPEC §7 and
 * nothing more, so the client can be tested against one. It differs from the full API only at
 * the edges, here and in http/endpoint-routes.ts and app-services.ts:
 * - endpoints marked `extension` in the contract are not mounted (404 like any unknown route);
 * - a create without a status named by SPEC §7 answers 201, named statuses stay, the rest 200;
 * - records leave without the fields SPEC §3 does not list (`version`, the user's sign-in state),
 *   and updates and deletes need no read-at version: one that is sent is ignored, the last write
 *   wins, and nothing answers 409 `stale`.
 * The access policy, validation and the audit log stay as they are.
 */

/** Whether the profile serves the endpoint. */
export const serves = (profile: ApiProfile, endpoint: Pick<EndpointDef, 'extension'>): boolean => profile === 'full' || endpoint.extension !== true;

/**
 * The status of a successful call. In the spec profile: the status SPEC §7 names (`expects`);
 * else 201 for a create (the contract marks every create `idempotent`), 200 for the rest.
 */
export function successStatus(profile: ApiProfile, endpoint: Pick<EndpointDef, 'success' | 'expects' | 'idempotent'>): 200 | 201 | 204 {
  if (profile === 'full') return endpoint.success;
  return endpoint.expects ?? (endpoint.idempotent ? 201 : 200);
}

/** Fields of the full API's records that SPEC §3 does not list (the contract's EXTENSION_FIELDS). */
const EXTENSION_FIELDS = new Set<string>(CONTRACT_EXTENSION_FIELDS);

/** How the spec profile reads a request: the contract's schemas with the read-at fields optional, and the input without them. */
export interface SpecInput {
  schemas: EndpointSchemas;
  /** The raw body or query without its read-at fields (at the top, and in the record a wrapped body carries). */
  withoutReadAt: (input: unknown) => unknown;
}

export function specInput(schemas: EndpointSchemas, wrap: string | undefined): SpecInput {
  const strip = (value: unknown): unknown => {
    if (!isPlainObject(value)) return value;
    const copy: Record<string, unknown> = { ...value };
    for (const field of READ_AT_FIELDS) delete copy[field];
    if (wrap !== undefined && isPlainObject(copy[wrap])) copy[wrap] = strip(copy[wrap]);
    return copy;
  };
  return {
    schemas: {
      ...schemas,
      ...(schemas.body ? { body: relax(schemas.body, wrap) } : {}),
      ...(schemas.query ? { query: relax(schemas.query, undefined) as z.ZodObject } : {}),
    },
    withoutReadAt: strip,
  };
}

/** The schema with its read-at fields (and those of the wrapped record) optional; anything but a plain object schema is kept. */
function relax(schema: z.ZodType, wrap: string | undefined): z.ZodType {
  if (!(schema instanceof z.ZodObject)) return schema;
  const shape = schema.shape as Record<string, z.ZodType>;
  const changes: Record<string, z.ZodType> = {};
  for (const field of READ_AT_FIELDS) {
    const type = shape[field];
    if (type !== undefined) changes[field] = type.optional();
  }
  const wrapped = wrap === undefined ? undefined : shape[wrap];
  if (wrap !== undefined && wrapped !== undefined) changes[wrap] = relax(wrapped, undefined);
  return Object.keys(changes).length === 0 ? schema : schema.safeExtend(changes);
}

/** The answer as JSON; in the spec profile without the fields SPEC §3 does not list, at any depth. */
export function serialise(profile: ApiProfile, answer: unknown): string {
  if (profile === 'full') return JSON.stringify(answer);
  return JSON.stringify(answer, (key, value: unknown) => (EXTENSION_FIELDS.has(key) ? undefined : value));
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
