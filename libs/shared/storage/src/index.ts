/**
 * @rescue-admin/storage — files in the configured Firebase Storage bucket (the blueprints' icons):
 * a download URL as queryOptions, an upload as a mutation hook, SPEC §7's delete, and SPEC §8's
 * storage error codes, which features translate. See README.md.
 */
export { deleteFile, fileQuery, useUploadFile } from './lib/files';
export { toStorageErrorCode } from './lib/storage-errors';
