// Uploads' content: an icon's or inspection photo's bytes must be a PNG, JPEG or WebP (magic numbers), whatever content
// type was declared. Rules see only the declared type, so the bytes are checked here, before an
// upload is stored.
import { createRequire } from 'node:module';
import { ICON_PATH, PHOTO_PATH } from './storage-policy.mjs';

const require = createRequire(import.meta.url);
const { ForbiddenError } = require('firebase-tools/lib/emulator/storage/errors.js');

/**
 * The file format of an image by its first bytes (magic numbers), whatever content type was
 * declared: PNG, JPEG or WebP — null for anything else (SVG, text, GIF, an empty file …).
 * @param {Uint8Array} bytes the file's first bytes (16 are enough)
 * @returns {(typeof import('./storage-policy.mjs').ICON_CONTENT_TYPES)[number] | null}
 */
export function detectImageType(bytes) {
  const ascii = (/** @type {number} */ start, /** @type {number} */ end) => String.fromCharCode(...bytes.subarray(start, end));
  // PNG: the 8-byte signature, then the first chunk, which must be IHDR.
  if (bytes.length >= 16 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => bytes[i] === byte) && ascii(12, 16) === 'IHDR') {
    return 'image/png';
  }
  // JPEG: start-of-image marker, then another marker (APPn, DQT, SOF, COM …).
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff && bytes[3] >= 0xc0 && bytes[3] < 0xff) {
    return 'image/jpeg';
  }
  // WebP: a RIFF container of type WEBP whose first chunk is VP8 (lossy), VP8L or VP8X.
  if (bytes.length >= 16 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP' && ['VP8 ', 'VP8L', 'VP8X'].includes(ascii(12, 16))) {
    return 'image/webp';
  }
  return null;
}

/** How many leading bytes detectImageType needs. */
const SNIFF_BYTES = 16;

/**
 * Checks the bytes of every icon and inspection photo upload before it is stored. Every upload of the Firebase protocol
 * — media, multipart and the last request of a resumable one — ends in storageLayer.uploadObject
 * with the bytes in a staging file, before the rules are asked and the object is stored. An icon
 * whose bytes are not a PNG, JPEG or WebP has its staging file removed and is refused like a rules
 * refusal (403, which the SDK reports as storage/unauthorized); a previous icon stays as it was.
 * Photos are checked alike.
 * @param {FirebaseToolsStorageLayer} layer the emulator's storage layer (its uploadObject is wrapped)
 * @param {FirebaseToolsPersistence} persistence where the staging files are
 * @param {(line: string) => void} log
 */
export function checkImageUploads(layer, persistence, log) {
  const store = layer.uploadObject.bind(layer);
  layer.uploadObject = async (upload) => {
    if (ICON_PATH.test(upload.objectId) || PHOTO_PATH.test(upload.objectId)) {
      const head = upload.size > 0 ? persistence.readBytes(upload.path, Math.min(upload.size, SNIFF_BYTES)) : new Uint8Array();
      if (!detectImageType(head)) {
        persistence.deleteFile(upload.path, true);
        log(`denied create b/${upload.bucketId}/o/${upload.objectId}: the content is not a PNG, JPEG or WebP image`);
        throw new ForbiddenError();
      }
    }
    return store(upload);
  };
}
