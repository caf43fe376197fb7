import { endpoints, entity } from '../call';
import type { INSPECTION_SCHEMAS, InspectionInterval, InspectionResult, HydrantStatus } from '../areas/inspections';

/**
 * Not in SPEC §7: hydrant inspections („Prüfungen“), the status they give a hydrant and when the
 * next one is due. Served by apps/api only; a service that implements only the spec answers 404
 * and the hydrant screens stay as SPEC §9 describes them. A hydrant's inspection state travels as
 * extension fields of its list row (`HYDRANT_INSPECTION_FIELDS`), which the spec-only profile
 * leaves out like every extension field.
 */

/** What an inspection found. */
export const INSPECTION_RESULTS = ['IN_ORDNUNG', 'MIT_MAENGELN', 'AUSSER_BETRIEB'] as const;

/** A hydrant's status, from its latest inspection: in Betrieb, eingeschränkt (with defects), außer Betrieb. */
export const HYDRANT_STATUSES = ['IN_BETRIEB', 'EINGESCHRAENKT', 'AUSSER_BETRIEB'] as const;

/** The status an inspection result sets. */
export const STATUS_OF_RESULT: Record<InspectionResult, HydrantStatus> = {
  IN_ORDNUNG: 'IN_BETRIEB',
  MIT_MAENGELN: 'EINGESCHRAENKT',
  AUSSER_BETRIEB: 'AUSSER_BETRIEB',
};

/** The defects an inspector picks from (German labels in the hydrants feature's texts); SONSTIGES needs `otherDefect`. */
export const DEFECTS = [
  'DECKEL_KLEMMT',
  'SCHILD_FEHLT',
  'SCHILD_FALSCH',
  'OEFFNET_NICHT',
  'SCHLIESST_NICHT',
  'UNDICHT',
  'ENTWAESSERUNG_DEFEKT',
  'BESCHAEDIGT',
  'ZUGANG_ZUGEPARKT',
  'ZUGANG_ZUGEWACHSEN',
  'SONSTIGES',
] as const;

/** The inspection cycles a register may have, in months (DVGW W 400-3: commonly 48; many services inspect yearly). */
export const INSPECTION_INTERVALS = [12, 24, 48] as const;
export const DEFAULT_INSPECTION_INTERVAL: InspectionInterval = 12;

/** How long after recording an inspection may still be corrected; afterwards only a new inspection follows it. */
export const INSPECTION_EDIT_WINDOW_MS = 24 * 60 * 60 * 1000;
/** At most this many photos per inspection. */
export const MAX_INSPECTION_PHOTOS = 3;
/** Largest photo the storage accepts (the browser resizes before upload, to at most {@link INSPECTION_PHOTO_MAX_EDGE} px). */
export const MAX_INSPECTION_PHOTO_BYTES = 5 * 1024 * 1024;
export const INSPECTION_PHOTO_MAX_EDGE = 1600;
/** "Fällig in 30 Tagen": how far ahead a due date counts as soon. */
export const DUE_SOON_DAYS = 30;

/** Where an inspection's photo lives in Storage: `inspections/<hydrantUid>/<photoUid>` (image/jpeg, image/png or image/webp by content). */
export const INSPECTION_PHOTO_PATH = /^inspections\/([A-Za-z0-9_-]{1,128})\/([A-Za-z0-9_-]{1,128})$/;

/** The most rows one page of a Mängelbericht holds. */
export const MAX_DEFECT_REPORT_ROWS = 2_000;

export const INSPECTION_ENDPOINTS = endpoints<typeof INSPECTION_SCHEMAS>()('base', {
  /** A hydrant's inspections, newest first. */
  'inspection.ofHydrant': { extension: true, method: 'GET', path: 'inspection/all/', query: 'hydrantUid', answer: 'list' },
  'inspection.create': { extension: true, method: 'POST', path: 'inspection/', body: true, answer: 'uid', idempotent: true, success: 201 },
  'inspection.update': { extension: true, method: 'POST', path: 'inspection/update/', body: true, answer: 'stored' },
  'inspection.history': { extension: true, method: 'GET', path: 'inspection/history/', query: 'inspectionUid', answer: 'list' },
  'inspection.settings': { extension: true, method: 'GET', path: 'inspection/settings/', answer: 'record' },
  'inspection.updateSettings': { extension: true, method: 'POST', path: 'inspection/settings/', body: true, answer: 'stored' },
  /** The Mängelbericht: hydrants with defects or out of service, inspected in the range. */
  'inspection.report': { extension: true, method: 'GET', path: 'inspection/report/', query: 'from', answer: 'list' },
  /** The file storage asks here whether a caller may upload or delete a photo of this existing hydrant's inspections (403: may not; 404: no such hydrant). */
  'inspection.photoPermit': { extension: true, method: 'GET', path: 'inspection/photo/', query: 'hydrantUid', answer: 'ok' },
});

export const INSPECTIONS = entity({
  key: 'inspections',
  noun: { one: 'Inspection', many: 'Inspections' },
  create: INSPECTION_ENDPOINTS['inspection.create'],
  update: INSPECTION_ENDPOINTS['inspection.update'],
  history: INSPECTION_ENDPOINTS['inspection.history'],
  /** An inspection changes its hydrant's status and due date: the hydrant lists refresh. */
  invalidates: ['hydrants'],
});
