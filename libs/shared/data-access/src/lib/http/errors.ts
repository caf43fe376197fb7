import { HTTPError } from 'ky';
import { ApiErrorBody, type FieldErrorCode, type ServiceName } from '@rescue-admin/api-contract';

/**
 * The one typed error for a non-2xx answer. It is a ky `HTTPError` (so `response` and `request`
 * stay available) plus the parsed `ApiErrorBody` and its field errors, which forms show next to
 * their fields.
 */
export class ApiError extends HTTPError {
  readonly status: number;
  /** The server's error body; undefined when it sent none or something else (a proxy's HTML page). */
  readonly body?: ApiErrorBody;
  /** Field error codes by dotted path ("address.city"); empty when the server named no field. */
  readonly fieldErrors: Record<string, FieldErrorCode>;

  constructor(error: HTTPError, body?: ApiErrorBody) {
    super(error.response, error.request, error.options);
    this.name = 'ApiError';
    this.status = error.response.status;
    this.body = body;
    this.fieldErrors = body?.fieldErrors ?? {};
    if (body?.message) this.message = `${body.message} (${this.status} ${error.request.method} ${error.request.url})`;
  }
}

/** Reads the error body of a failed answer; anything that is not an `ApiErrorBody` is ignored. */
export async function toApiError(error: HTTPError): Promise<ApiError> {
  let body: ApiErrorBody | undefined;
  try {
    const parsed = ApiErrorBody.safeParse(JSON.parse(await error.response.clone().text()));
    body = parsed.success ? parsed.data : undefined;
  } catch {
    body = undefined;
  }
  return new ApiError(error, body);
}

/** The exact console message SPEC §8 prescribes for a call to a missing or invalid service base. */
export const BASE_URL_MISSING_MESSAGE = 'BaseUrl for service not available';

/** Raised (after logging {@link BASE_URL_MISSING_MESSAGE}) by every call to a service without a valid base. */
export class BaseUrlMissingError extends Error {
  constructor(readonly service: ServiceName) {
    super(`${BASE_URL_MISSING_MESSAGE}: ${service}`);
    this.name = 'BaseUrlMissingError';
  }
}

export type OperationFailureReason =
  /** No HTTP client yet: nobody is signed in, or the ID token is not available yet (SPEC §4). */
  | 'no-client'
  /** A 2xx answer, but not the status the call expects (e.g. 200 where a create must answer 201). */
  | 'unexpected-status'
  /** The answer's body is not what the call returns (e.g. no uid after a create). */
  | 'invalid-response';

/**
 * A call that did not do what was asked although no HTTP error occurred. Mutation hooks raise it
 * where the SPEC §8 function would quietly return false/''/null, so the UI can tell the user.
 */
export class OperationFailedError extends Error {
  constructor(
    /** The endpoint name from the contract's ENDPOINTS table, e.g. 'hydrant.update'. */
    readonly operation: string,
    readonly reason: OperationFailureReason,
    readonly status?: number,
  ) {
    super(`${operation} failed: ${reason}${status === undefined ? '' : ` (status ${status})`}`);
    this.name = 'OperationFailedError';
  }
}

/**
 * Saving a qualification together with a new group is two calls. When the second fails, the group
 * already exists: `createdGroupId` names it, and `useSaveQualification` reuses it on the next
 * attempt instead of creating a duplicate.
 */
export class QualificationSaveError extends Error {
  constructor(
    readonly step: 'group' | 'qualification',
    readonly createdGroupId: string | null,
    override readonly cause: unknown,
  ) {
    super(
      step === 'group'
        ? 'Creating the qualification group failed; the qualification was not saved'
        : `The qualification group ${createdGroupId} was created, but saving the qualification failed`,
    );
    this.name = 'QualificationSaveError';
  }
}

/** The field errors a failed call carries, wherever they sit (for forms). */
export function fieldErrorsOf(error: unknown): Record<string, FieldErrorCode> {
  if (error instanceof ApiError) return error.fieldErrors;
  if (error instanceof QualificationSaveError) return fieldErrorsOf(error.cause);
  return {};
}
