/*
 * The codes of refused requests, zod-free, so that the client's HTTP layer can check error bodies
 * against them without loading zod.
 */

/**
 * Field error codes the API sends in a 400. The client translates each code into German
 * (i18n `common:validation.<code>`); the API itself sends no UI text.
 */
export const FIELD_ERROR_CODES = [
  'required',
  'invalid_type',
  'invalid_format',
  'invalid_value',
  'too_small',
  'too_big',
  'too_long',
  'not_found',
  'duplicate',
  'duplicate_material',
  /** Text that the client would read as a date (an ISO date-time such as „2026-01-01T00:00Z“). */
  'date_like',
  /** Text with control characters (NUL, escape …), or a line break in a one-line field. */
  'invalid_characters',
  /** A value outside what the field allows (an inspection dated in the future or before 2000, a report's range that ends before it starts). */
  'out_of_range',
  /** Something the rest of the record rules out (defects on an inspection „in Ordnung“). */
  'not_allowed',
  /** An inspection „außer Betrieb“ without its reason (a defect or a note). */
  'reason_required',
] as const;

/**
 * Why a request was refused, for answers whose status alone does not say what the client should
 * do. A 403 always carries one of the first two.
 */
export const API_ERROR_CODES = [
  /** The access policy does not allow this caller this action on this record. */
  'forbidden',
  /** A valid sign-in account without a user record: nobody has given it access. */
  'no_user_record',
  /** 404 from an invitation's check or acceptance: no such open invitation (unknown, used, revoked or replaced). */
  'invitation_invalid',
  /** 410: the invitation's time ran out; the administrator can send a new one. */
  'invitation_expired',
  /** 409: the user has set their own password already; there is nothing to invite to. */
  'already_active',
  /** Too many failed sign-in attempts from this address (429, with Retry-After). */
  'too_many_attempts',
  /** 409: the record was changed since the version the request names; `changedBy` and `current` say by whom and to what. */
  'stale',
  /** 409: an inspection is past its edit window (INSPECTION_EDIT_WINDOW_MS); only a new inspection can follow it. */
  'inspection_locked',
  /** 503: a service the API depends on (the sign-in service, the geocoder) did not answer in time; try again. */
  'unavailable',
  /** 502: the geocoder answered with something that is not an answer. */
  'bad_gateway',
  /** 409: an inspection's 24 hours of correction are over; only a new inspection may follow it. */
  'inspection_locked',
] as const;
