import { MAX_PHOTO_DATA_URL_LENGTH, PHOTO_LONGEST_SIDE, PHOTO_TYPES } from '../../core/photo/photoLimits';

/** Larger than any phone's photo: a file this size is not decoded at all. */
export const MAX_PHOTO_FILE_BYTES = 40 * 1024 * 1024;

/** How the shrunk photo is encoded: JPEG keeps a photo of food small, and every vision model reads it. */
const JPEG_QUALITY = 0.85;

export type PhotoProblemKind = 'not-a-photo' | 'photo-too-large';

/** A file the app cannot send as a photo, and why. */
export class PhotoProblem extends Error {
  constructor(readonly kind: PhotoProblemKind) {
    super(kind);
    // eslint-disable-next-line lingui/no-unlocalized-strings -- an error's name, which the cook never reads (they get its kind's line)
    this.name = 'PhotoProblem';
  }
}

const asDataUrl = (blob: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('The shrunk photo could not be read'));
    reader.readAsDataURL(blob);
  });

/**
 * The photo as it leaves the device: upright (its EXIF orientation applied), its longest side at most
 * `longestSide`, re-encoded as a JPEG data URL, which carries none of the file's metadata (no place, no camera,
 * no time). Throws PhotoProblem for a file that is not a JPEG, PNG or WebP picture the browser can decode, or one
 * too large to send even shrunk.
 */
export async function shrinkPhoto(
  file: Blob,
  { longestSide = PHOTO_LONGEST_SIDE, maxLength = MAX_PHOTO_DATA_URL_LENGTH } = {},
): Promise<string> {
  // A file without a type (some phones' galleries) is tried: decoding it says whether it is a picture.
  if (file.type && !(PHOTO_TYPES as readonly string[]).includes(file.type)) throw new PhotoProblem('not-a-photo');
  if (file.size > MAX_PHOTO_FILE_BYTES) throw new PhotoProblem('photo-too-large');
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new PhotoProblem('not-a-photo');
  }
  const scale = Math.min(1, longestSide / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d')!;
  // A transparent PNG's background would turn black in a JPEG.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const dataUrl = await asDataUrl(await canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY }));
  if (dataUrl.length > maxLength) throw new PhotoProblem('photo-too-large');
  return dataUrl;
}
