import { IMAGE_WIDTHS } from '@khru/contracts';
import { uploadedImage, webpImage } from '../../../kernel/files/uploaded-image.js';

export interface ImageVariant {
  width: number;
  bytes: Buffer;
}

/**
 * The image as WebP at each of IMAGE_WIDTHS no wider than it (never enlarged), or at its own width when it is
 * narrower than all of them; upright, first frame only, without metadata (kernel/files/uploaded-image).
 * Throws when the bytes cannot be decoded or hold too many pixels.
 */
export async function imageVariants(path: string): Promise<ImageVariant[]> {
  const image = uploadedImage(path);
  const { width } = (await image.metadata()).autoOrient;
  const widths = IMAGE_WIDTHS.filter((w) => w <= width);
  const variants: ImageVariant[] = [];
  // One width at a time: a large picture decoded three times at once would hold three copies in memory.
  for (const w of widths.length > 0 ? widths : [width]) {
    variants.push({ width: w, bytes: (await webpImage(image.clone(), { width: w })).bytes });
  }
  return variants;
}
