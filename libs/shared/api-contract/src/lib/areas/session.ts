import type { EndpointSchemas } from '../call';
import { SessionGrants } from '../policy';

/** The schema of `session.grants` (calls/session.ts). */
export const SESSION_SCHEMAS = {
  'session.grants': { response: SessionGrants },
} satisfies Record<string, EndpointSchemas>;
