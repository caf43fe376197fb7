import { z } from 'zod';
import { Address } from '../address';
import { BulkCreated } from '../bulk';
import { EXTENSION_FIELDS, READ_AT_FIELDS } from '../call';
import { HistoryEntry, type EndpointWithSchemas } from '../endpoint';
import { ApiErrorBody } from '../errors';
import { SessionGrants } from '../policy';
import { DateValue } from '../primitives';
import { Beacon, Gateway } from '../areas/assets';
import { VehicleBlueprint, VehicleType } from '../areas/blueprints';
import { Customer } from '../areas/customers';
import { GeocodingResult } from '../areas/geocoding';
import { Hydrant } from '../areas/hydrants';
import { InvitationInfo, IssuedInvitation } from '../areas/invitations';
import { Material } from '../areas/materials';
import { Mission } from '../areas/missions';
import { Qualification, QualificationGroup } from '../areas/qualifications';
import { StagingRoom } from '../areas/staging';
import { DashboardSummary } from '../areas/summary';
import { User } from '../areas/users';

/** A JSON Schema (draft 2020-12), as OpenAPI 3.1's Schema Object takes it. */
export type JsonSchema = Record<string, unknown>;

/** Where the document keeps its shared schemas; every `$ref` between them points here. */
export const SCHEMA_REF_PREFIX = '#/components/schemas/';

/**
 * The records and bodies several endpoints share, by the name they get in the document's
 * `components.schemas`. Every other schema is written out where it is used.
 */
const SHARED_SCHEMAS: Readonly<Record<string, z.ZodType>> = {
  DateTime: DateValue,
  Address,
  User,
  Customer,
  StagingRoom,
  Hydrant,
  Beacon,
  Gateway,
  Material,
  Qualification,
  QualificationGroup,
  VehicleType,
  VehicleBlueprint,
  Mission,
  GeocodingResult,
  HistoryEntry,
  DashboardSummary,
  SessionGrants,
  BulkCreated,
  IssuedInvitation,
  InvitationInfo,
  ApiErrorBody,
};

/** The vendor field that marks what only apps/api offers: an operation, or a field of a record. */
export const OPENAPI_EXTENSION_FIELD = 'x-extension';

/**
 * Marks the named properties as extensions everywhere in a schema: optional (a service that
 * implements only the spec leaves them out) and `x-extension: true`, so that the document
 * describes both apps/api and such a service.
 */
function markExtensionFields(schema: unknown, fields: ReadonlySet<string>): void {
  if (Array.isArray(schema)) {
    for (const item of schema) markExtensionFields(item, fields);
    return;
  }
  if (typeof schema !== 'object' || schema === null) return;
  const node = schema as Record<string, unknown>;
  const properties = node.properties as Record<string, Record<string, unknown>> | undefined;
  if (properties && typeof properties === 'object') {
    for (const field of Object.keys(properties)) if (fields.has(field)) properties[field] = { ...properties[field], [OPENAPI_EXTENSION_FIELD]: true };
    if (Array.isArray(node.required)) {
      const required = node.required.filter((name) => !fields.has(name as string));
      if (required.length > 0) node.required = required;
      else delete node.required;
    }
  }
  for (const value of Object.values(node)) markExtensionFields(value, fields);
}

const RECORD_EXTENSIONS = new Set<string>(EXTENSION_FIELDS);
/** In a query (a delete's), the read-at time is apps/api's conflict detection too. */
const QUERY_EXTENSIONS = new Set<string>([...EXTENSION_FIELDS, ...READ_AT_FIELDS]);

/** An endpoint's request and answer as JSON Schemas (what travels on the wire). */
export interface EndpointJsonSchemas {
  body?: JsonSchema;
  /** An object schema whose properties are the query parameters. */
  query?: JsonSchema;
  response: JsonSchema;
}

const OPERATION_ID = (name: string) => `operation:${name}`;

/**
 * The wire side of every schema (`io: 'input'`: what a request or answer may carry before zod's
 * transforms run). A date value is a string of format date-time — the client revives such strings
 * into dates (SPEC §3), so the `Date` half of DateValue's union has no wire form; a property that
 * must be absent (`z.undefined()`) is `not: {}`. Any other type without a JSON form throws, so a
 * new one is noticed when the document is built (the contract's unit tests build it).
 */
const unrepresentable: z.core.JSONSchemaGeneratorParams['unrepresentable'] = ({ zodSchema }) => {
  const type = zodSchema._zod.def.type;
  if (type === 'date') return { type: 'string', format: 'date-time' };
  if (type === 'undefined') return { not: {} };
  return 'throw';
};

const override: z.core.JSONSchemaGeneratorParams['override'] = ({ zodSchema, jsonSchema }) => {
  if (zodSchema !== (DateValue as unknown)) return;
  for (const key of Object.keys(jsonSchema)) delete (jsonSchema as Record<string, unknown>)[key];
  Object.assign(jsonSchema, { type: 'string', format: 'date-time' });
};

/**
 * Converts the shared schemas and every endpoint's schemas in one pass (zod's registry form of
 * `toJSONSchema`), so an endpoint's schemas refer to the shared ones by `$ref` instead of
 * repeating them. Each endpoint's schemas travel through the pass as one wrapper object, which
 * is taken apart again afterwards.
 */
export function contractJsonSchemas(endpoints: readonly EndpointWithSchemas[]): { shared: Record<string, JsonSchema>; byEndpoint: Record<string, EndpointJsonSchemas> } {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(SHARED_SCHEMAS)) registry.add(schema, { id });
  for (const endpoint of endpoints) {
    const { body, query, response } = endpoint.schemas;
    registry.add(z.object({ response, ...(body ? { body } : {}), ...(query ? { query } : {}) }), { id: OPERATION_ID(endpoint.name) });
  }
  const { schemas } = z.toJSONSchema(registry, { io: 'input', unrepresentable, override, uri: (id) => `${SCHEMA_REF_PREFIX}${id}` });

  const withoutIdentity = (schema: JsonSchema): JsonSchema => {
    // `$id` and `$schema` belong to stand-alone documents; inside OpenAPI's components a `$id`
    // holding only a fragment would be invalid JSON Schema.
    const { $id: _id, $schema: _schema, ...rest } = schema;
    return rest;
  };
  const shared = Object.fromEntries(Object.keys(SHARED_SCHEMAS).map((id) => [id, withoutIdentity(schemas[id] as JsonSchema)]));
  const byEndpoint: Record<string, EndpointJsonSchemas> = {};
  for (const endpoint of endpoints) {
    const properties = (schemas[OPERATION_ID(endpoint.name)] as { properties: Record<string, JsonSchema> }).properties;
    byEndpoint[endpoint.name] = { response: properties.response, ...(properties.body ? { body: properties.body } : {}), ...(properties.query ? { query: properties.query } : {}) };
  }
  markExtensionFields(shared, RECORD_EXTENSIONS);
  for (const schemas of Object.values(byEndpoint)) {
    markExtensionFields(schemas.response, RECORD_EXTENSIONS);
    markExtensionFields(schemas.body, RECORD_EXTENSIONS);
    markExtensionFields(schemas.query, QUERY_EXTENSIONS);
  }
  return { shared, byEndpoint };
}
