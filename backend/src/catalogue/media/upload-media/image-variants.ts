import { IMAGE_WIDTHS } from '@khru/contracts';
import sharp from 'sharp';

/** About 40 megapixels (8000 x 5000): larger pictures are refused, so a small file that decodes huge cannot exhaust memory. */
const MAX_INPUT_PIXELS = 40_000_000;

export interface ImageVariant {
  width: number;
  bytes: Buffer;
}

/**
 * The image as WebP at each of IMAGE_WIDTHS no wider than it (never enlarged), or at its own width when it is
 * narrower than all of them; turned upright from its EXIF orientation, which is dropped with the rest of its metadata.
 * Throws when the bytes cannot be decoded.
 */
export async function imageVariants(path: string): Promise<ImageVariant[]> {
  const image = sharp(path, { autoOrient: true, limitInputPixels: MAX_INPUT_PIXELS });
  const { width } = (await image.metadata()).autoOrient;
  const widths = IMAGE_WIDTHS.filter((w) => w <= width);
  const variants: ImageVariant[] = [];
  // One width at a time: a large picture decoded three times at once would hold three copies in memory.
  for (const w of widths.length > 0 ? widths : [width]) {
    variants.push({ width: w, bytes: await image.clone().resize({ width: w, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer() });
  }
  return variants;
}
