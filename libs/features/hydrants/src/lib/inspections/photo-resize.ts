import { INSPECTION_PHOTO_MAX_EDGE } from '@rescue-admin/api-contract';

/** JPEG quality of an uploaded photo: defects stay readable at a few hundred KB. */
const JPEG_QUALITY = 0.85;

/**
 * The size a photo of `width` × `height` px gets when its longer edge is at most `maxEdge`: scaled
 * down with its proportions kept (whole pixels, at least 1), never scaled up.
 */
export function fitWithin(width: number, height: number, maxEdge: number): { width: number; height: number } {
  const longer = Math.max(width, height);
  if (longer <= maxEdge) return { width, height };
  const scale = maxEdge / longer;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * A photo as the storage gets it: a JPEG whose longer edge is at most `maxEdge` px, drawn in the
 * browser (createImageBitmap honours the camera's orientation), so a phone's 12-megapixel picture
 * travels as a few hundred KB. Rejects when the browser cannot decode the file.
 */
export async function resizePhoto(file: Blob, maxEdge: number = INSPECTION_PHOTO_MAX_EDGE): Promise<Blob> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height, maxEdge);
    if (typeof OffscreenCanvas !== 'undefined') {
      const canvas = new OffscreenCanvas(width, height);
      canvas.getContext('2d')?.drawImage(bitmap, 0, 0, width, height);
      return await canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY });
    }
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, width, height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be encoded'))), 'image/jpeg', JPEG_QUALITY),
    );
  } finally {
    bitmap.close();
  }
}
