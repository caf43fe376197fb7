export * from './lib/primitives';
export * from './lib/iso-date-time';
// How the client reads the wire's dates (SPEC §3), zod-free for its HTTP layer and JSON worker.
export * from './lib/date-revival';
export * from './lib/error-codes';
export * from './lib/errors';
export * from './lib/error-body';
// The endpoint tables' rows and entities, zod-free: all the client's start evaluates of the contract.
export * from './lib/call';
export * from './lib/endpoint';
export * from './lib/address';
export * from './lib/bulk';
export * from './lib/endpoints';
// The access policy (role × area × action), read by the API's guard and the client's menu and screens.
export * from './lib/policy';
// Two files per area: calls/ (its enums, endpoint table and entities, zod-free) and areas/ (its
// records and payloads as zod schemas, and the schemas of its calls).
export * from './lib/calls/users';
export * from './lib/areas/users';
export * from './lib/calls/invitations';
export * from './lib/areas/invitations';
export * from './lib/calls/customers';
export * from './lib/areas/customers';
export * from './lib/calls/staging';
export * from './lib/areas/staging';
export * from './lib/calls/hydrants';
export * from './lib/areas/hydrants';
export * from './lib/calls/inspections';
export * from './lib/areas/inspections';
export * from './lib/calls/assets';
export * from './lib/areas/assets';
export * from './lib/calls/materials';
export * from './lib/areas/materials';
export * from './lib/calls/qualifications';
export * from './lib/areas/qualifications';
export * from './lib/calls/blueprints';
export * from './lib/areas/blueprints';
export * from './lib/calls/missions';
export * from './lib/areas/missions';
export * from './lib/calls/geocoding';
export * from './lib/areas/geocoding';
export * from './lib/calls/summary';
export * from './lib/areas/summary';
export * from './lib/calls/session';
export * from './lib/areas/session';
// Not an area: apps/api's live event stream and editors' presence.
export * from './lib/calls/live';
export * from './lib/areas/live';
// The endpoint table as an OpenAPI 3.1 document (apps/api serves it at /openapi.json).
export * from './lib/openapi/openapi';
