import sharp, { type ResizeOptions, type Sharp } from 'sharp';
import { uploadRefused } from './upload-refusals.js';

/**
 * About 40 megapixels (8000 x 5000): a larger picture is refused from its header, before it is decoded, so a small file
 * that decodes huge (a 20000 x 20000 PNG of a few hundred KB) exhausts neither the server nor a browser showing it.
 */
export const MAX_INPUT_PIXELS = 40_000_000;

/** A picture as the server keeps it. */
export interface EncodedImage {
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * A user's picture, about to be re-encoded: its first frame only (an animated GIF stands still), turned upright from
 * its EXIF orientation. sharp writes none of the input's metadata (EXIF, GPS, comments) unless asked, and is never asked.
 */
export const uploadedImage = (input: string | Buffer): Sharp => sharp(input, { autoOrient: true, limitInputPixels: MAX_INPUT_PIXELS, pages: 1 });

/** The picture resized within `resize` (never enlarged), as WebP. */
export async function webpImage(image: Sharp, resize: ResizeOptions): Promise<EncodedImage> {
  const { data, info } = await image
    .resize({ ...resize, withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}

/**
 * How a profile image or a chat image is kept: WebP, its longest side at most `maxSide`, upright, without metadata,
 * first frame only. Bytes that cannot be decoded, or a picture over MAX_INPUT_PIXELS, are refused with
 * FILE_UPLOAD_FAILED on `field`, as catalogue images are.
 */
export async function normalisedImage(bytes: Buffer, maxSide: number, field = 'file'): Promise<EncodedImage> {
  try {
    return await webpImage(uploadedImage(bytes), { width: maxSide, height: maxSide, fit: 'inside' });
  } catch {
    throw uploadRefused.unreadable(field);
  }
}

/**
 * A picture kept at its own size and in its own format (a course's downloadable resource: a worksheet keeps its print
 * resolution), upright, first frame only, without metadata; refused as normalisedImage refuses.
 */
export async function reencodedImage(input: string | Buffer, format: 'jpeg' | 'png'): Promise<Buffer> {
  const image = uploadedImage(input);
  try {
    return await (format === 'png' ? image.png() : image.jpeg({ quality: 90 })).toBuffer();
  } catch {
    throw uploadRefused.unreadable();
  }
}
