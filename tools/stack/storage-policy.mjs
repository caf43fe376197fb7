// The access policy of the storage server (the JS twin of storage.rules, plus what rules cannot
// check), and the refusal of the emulator's admin credential.

/**
 * @typedef {import('./storage-token.mjs').VerifiedUser} VerifiedUser
 * @typedef {import('./storage-permit.mjs').Decision} Decision
 * @typedef {import('./storage-permit.mjs').IconPermitChecker} IconPermitChecker
 * @typedef {import('./storage-permit.mjs').PhotoPermitChecker} PhotoPermitChecker
 * @typedef {{ size?: number | string, contentType?: string }} RulesResource
 * @typedef {{ method: string, path: string, file?: { before?: RulesResource, after?: RulesResource }, token?: string }} RulesRequest
 */

/** Largest icon or inspection photo the policy accepts. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Objects the admin client may touch: one icon per vehicle blueprint (group 1: its uid). */
export const ICON_PATH = /^blueprints\/([^/]+)\/icon$/;
/**
 * An inspection's photo (the contract's INSPECTION_PHOTO_PATH; group 1: the hydrant's uid): written
 * once, never replaced or deleted — the record of a round must be trustworthy.
 */
export const PHOTO_PATH = /^inspections\/([A-Za-z0-9_-]{1,128})\/([A-Za-z0-9_-]{1,128})$/;
/** Who may see inspection photos: the roles that may read hydrants (the contract's policy, area 'inspection'). */
export const PHOTO_READER_ROLES = /** @type {const} */ (['SUPER_ADMIN', 'ADMIN', 'UNIT_ADMIN']);
/** The content types an icon may be declared as — and the formats its bytes must be. */
export const ICON_CONTENT_TYPES = /** @type {const} */ (['image/png', 'image/jpeg', 'image/webp']);
/**
 * The roles a user record can have (the contract's USER_ROLES). The API puts the record's role
 * into the account's tokens as the `role` claim when it enables the account; reading needs one,
 * so an account that signed itself up (no user record, no claim) reads nothing.
 */
export const USER_ROLES = /** @type {const} */ (['SUPER_ADMIN', 'ADMIN', 'UNIT_ADMIN', 'SUPER_USER', 'USER', 'UNIT_USER']);
/** The emulator's admin credential, which firebase-tools lets past every rule: refused here (see isOwnerCredential). */
const OWNER_TOKEN = 'owner';

/**
 * The access policy (the JS twin of storage.rules, plus what rules cannot check):
 * - signed-in users whose token carries a user record's `role` claim may read blueprint icons and
 *   list the blueprints folder;
 * - uploading (create/update, metadata changes included) and deleting a blueprint's icon is for
 *   whoever the API's access policy lets update blueprints, and only while the blueprint exists
 *   (askIconPermit asks the API); where the API has no permit endpoint (a service that implements
 *   only the spec), for any signed-in user whose token carries a role claim, as storage.rules
 *   alone would allow; uploads must be declared PNG, JPEG or WebP and be ≤ 5 MB;
 * - an inspection's photo (`inspections/<hydrantUid>/<photoUid>`) is read by the roles that may
 *   read hydrants; it is created (PNG, JPEG or WebP as declared, ≤ 5 MB) by whoever the API lets
 *   record inspections of that existing hydrant (askPhotoPermit; a service without the permit
 *   endpoint has no inspections: refused); it is never replaced or deleted;
 * - nothing else. The bytes of an upload are checked separately (checkImageUploads in storage-content.mjs),
 *   because rules see only the metadata.
 * @param {RulesRequest} request
 * @param {VerifiedUser | null} user
 * @param {IconPermitChecker} askIconPermit
 * @param {PhotoPermitChecker} [askPhotoPermit] default: refuses every photo upload
 * @returns {Promise<Decision>}
 */
export async function evaluatePolicy(request, user, askIconPermit, askPhotoPermit = async () => ({ permitted: false, reason: 'no photo permit checker' })) {
  if (!user) return { permitted: false, reason: 'not signed in' };
  // request.path is "b/<bucket>/o/<object path>" (the object path may be empty for a list).
  const match = /^\/?b\/[^/]+\/o\/?(.*)$/.exec(request.path);
  if (!match) return { permitted: false, reason: `unexpected path ${request.path}` };
  const objectPath = match[1];
  const hydrantUid = PHOTO_PATH.exec(objectPath)?.[1];
  if (hydrantUid !== undefined) return evaluatePhoto(request, user, hydrantUid, askPhotoPermit);
  const blueprintUid = ICON_PATH.exec(objectPath)?.[1];
  const hasRole = /** @type {readonly string[]} */ (USER_ROLES).includes(user.role ?? '');
  /** The API's permit; without a permit endpoint, the role claim. */
  const permit = async (/** @type {string} */ uid) => {
    const answer = await askIconPermit(request.token ?? '', uid);
    if (!answer.noPermitEndpoint) return { permitted: answer.permitted, ...(answer.reason ? { reason: answer.reason } : {}) };
    return hasRole ? { permitted: true } : { permitted: false, reason: `${answer.reason ?? 'no icon permit endpoint'} and no role claim (the account has no user record)` };
  };
  switch (request.method) {
    case 'list':
      if (!hasRole) return { permitted: false, reason: 'no role claim (the account has no user record)' };
      return objectPath === 'blueprints' || objectPath.startsWith('blueprints/')
        ? { permitted: true }
        : { permitted: false, reason: 'listing is limited to blueprints/' };
    case 'get':
      if (!hasRole) return { permitted: false, reason: 'no role claim (the account has no user record)' };
      return blueprintUid ? { permitted: true } : { permitted: false, reason: `no access to ${objectPath}` };
    case 'delete':
      if (!blueprintUid) return { permitted: false, reason: `no access to ${objectPath}` };
      return permit(blueprintUid);
    case 'create':
    case 'update': {
      if (!blueprintUid) return { permitted: false, reason: `no access to ${objectPath}` };
      const after = request.file?.after ?? {};
      if (!(/** @type {readonly string[]} */ (ICON_CONTENT_TYPES).includes(after.contentType ?? ''))) {
        return { permitted: false, reason: `content type ${after.contentType ?? '(none)'} is not one of ${ICON_CONTENT_TYPES.join(', ')}` };
      }
      if (Number(after.size ?? 0) > MAX_UPLOAD_BYTES) return { permitted: false, reason: 'file larger than 5 MB' };
      return permit(blueprintUid);
    }
    default:
      return { permitted: false, reason: `unsupported operation ${request.method}` };
  }
}

/**
 * The policy of an inspection photo (see evaluatePolicy).
 * @param {RulesRequest} request
 * @param {VerifiedUser} user
 * @param {string} hydrantUid
 * @param {PhotoPermitChecker} askPhotoPermit
 * @returns {Promise<Decision>}
 */
async function evaluatePhoto(request, user, hydrantUid, askPhotoPermit) {
  switch (request.method) {
    case 'get':
      return /** @type {readonly string[]} */ (PHOTO_READER_ROLES).includes(user.role ?? '')
        ? { permitted: true }
        : { permitted: false, reason: 'inspection photos are for those who may read hydrants' };
    case 'create': {
      const after = request.file?.after ?? {};
      if (!(/** @type {readonly string[]} */ (ICON_CONTENT_TYPES).includes(after.contentType ?? ''))) {
        return { permitted: false, reason: `content type ${after.contentType ?? '(none)'} is not one of ${ICON_CONTENT_TYPES.join(', ')}` };
      }
      if (Number(after.size ?? 0) > MAX_UPLOAD_BYTES) return { permitted: false, reason: 'file larger than 5 MB' };
      const answer = await askPhotoPermit(request.token ?? '', hydrantUid);
      return { permitted: answer.permitted, ...(answer.reason ? { reason: answer.reason } : {}) };
    }
    case 'update':
    case 'delete':
      return { permitted: false, reason: 'an inspection photo is never replaced or deleted' };
    default:
      return { permitted: false, reason: `unsupported operation ${request.method} on an inspection photo` };
  }
}

/**
 * Whether an Authorization header carries the emulator's admin credential (`Bearer owner`,
 * `Firebase owner`, any case and spacing). firebase-tools skips every rule for it; no client of
 * the local stack needs it, so the server refuses it rather than let anyone who knows the word
 * upload anything, list everything or overwrite icons without the API's permit.
 * @param {string | undefined} header
 */
export function isOwnerCredential(header) {
  const [, token] = /^\s*(?:bearer|firebase)\s+(\S+)\s*$/i.exec(header ?? '') ?? [];
  return token?.toLowerCase() === OWNER_TOKEN;
}
