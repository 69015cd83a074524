import { readFileSync } from 'node:fs';
import path from 'node:path';
import exifr from 'exifr';
import { imageSize } from 'image-size';
import piexif from 'piexifjs';

/** The tests' real photo of food: a bowl of fruit, 512 × 480 (see ../photos/README.md for its source and licence). */
export const FRUITS_JPG = path.join(__dirname, '..', 'photos', 'fruits.jpg');
export const fruitsPhoto = (): Buffer => readFileSync(FRUITS_JPG);

/** Where a phone's camera says the photo was taken: GPS tags as cameras write them (a kitchen in Turin). */
const TURIN = { latitude: 45.0703, longitude: 7.6869 };

/**
 * The photo with EXIF written in, as a phone's camera writes it: its orientation (6: the camera was turned a
 * quarter, so the picture is shown rotated 90° clockwise) and where it was taken.
 */
export function withExif(photo: Buffer, { orientation, gps }: { orientation?: number; gps?: boolean }): Buffer {
  const zeroth: Record<number, unknown> = { [piexif.ImageIFD.Make]: 'Test phone' };
  if (orientation !== undefined) zeroth[piexif.ImageIFD.Orientation] = orientation;
  const exif = {
    '0th': zeroth,
    ...(gps && {
      GPS: {
        [piexif.GPSIFD.GPSLatitudeRef]: 'N',
        [piexif.GPSIFD.GPSLatitude]: piexif.GPSHelper.degToDmsRational(TURIN.latitude),
        [piexif.GPSIFD.GPSLongitudeRef]: 'E',
        [piexif.GPSIFD.GPSLongitude]: piexif.GPSHelper.degToDmsRational(TURIN.longitude),
      },
    }),
  };
  const written = piexif.insert(piexif.dump(exif), photo.toString('binary'));
  return Buffer.from(written, 'binary');
}

/** A photo as the page sent it: its bytes, from the `data:image/jpeg;base64,…` URL. */
export function sentPhoto(dataUrl: string): Buffer {
  const prefix = 'data:image/jpeg;base64,';
  if (!dataUrl.startsWith(prefix)) throw new Error(`Not a JPEG data URL: ${dataUrl.slice(0, 40)}`);
  return Buffer.from(dataUrl.slice(prefix.length), 'base64');
}

/** A JPEG's width and height, as stored. */
export function sizeOf(jpeg: Buffer): { width: number; height: number } {
  const { width, height } = imageSize(jpeg);
  return { width, height };
}

/** The EXIF a JPEG carries (orientation, GPS, camera), or undefined when it carries none. */
export const exifOf = (jpeg: Buffer): Promise<Record<string, unknown> | undefined> =>
  exifr.parse(jpeg, { gps: true, tiff: true, ifd0: {}, exif: true }) as Promise<Record<string, unknown> | undefined>;
