/**
 * Which API the stack of this run serves: apps/api in full (the default), or its spec-only profile
 * (`E2E_API_PROFILE=spec`: only SPEC §7's calls, no extension endpoints, no version fields) —
 * the stand-in for an organisation's own services. The second e2e pass runs the spec's scenarios,
 * tagged {@link SPEC_SCENARIO}, against it.
 */
export const SPEC_ONLY = process.env['E2E_API_PROFILE'] === 'spec';

/** The tag of the scenarios SPEC §1–§9 describe (sign-in, each area's list/create/edit/delete, sync, geocoding, blueprint icon). */
export const SPEC_SCENARIO = '@spec';

/** Tags a viewport's describe block: the spec-only pass runs the desktop variant (wider than SPEC §9's 768 px) of an area's journey. */
export const specScenarioOn = (viewport: { width: number }): string[] => (viewport.width > 768 ? [SPEC_SCENARIO] : []);

/**
 * SPEC §7: the client sends a new user's account one fixed initial password. The spec-only
 * profile sets it, as a service that implements the spec does; apps/api in full never does (its
 * accounts open through an invitation).
 */
export const SPEC_INITIAL_PASSWORD = 'Einsatzbereit2026!';
