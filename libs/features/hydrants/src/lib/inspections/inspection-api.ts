import { INSPECTION_ENDPOINTS, INSPECTIONS } from '@rescue-admin/api-contract';
import { createEntity, recordQuery } from '@rescue-admin/data-access';

/**
 * A hydrant's inspections: create, correct and history from the contract's entity, with its
 * inspections (`inspection.ofHydrant`, newest first) as the entity's list — keyed
 * `['inspections', 'list', { hydrantUid }]`, so a save refreshes it like any list.
 */
export const inspectionApi = createEntity({ ...INSPECTIONS, list: INSPECTION_ENDPOINTS['inspection.ofHydrant'] });

/** The inspections of one hydrant, newest first. */
export const inspectionsOf = (hydrantUid: string) => inspectionApi.queries.list({ hydrantUid });

/** The register's inspection cycle (`inspection.settings`). */
export const inspectionSettingsQuery = () => recordQuery(INSPECTION_ENDPOINTS['inspection.settings']);

export const UPDATE_SETTINGS = INSPECTION_ENDPOINTS['inspection.updateSettings'];
