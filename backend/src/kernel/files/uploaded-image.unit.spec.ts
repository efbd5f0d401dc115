import { describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { MAX_INPUT_PIXELS, normalisedImage, reencodedImage } from './uploaded-image.js';

const picture = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#2a6' } });

describe('a user’s picture as the server keeps it', () => {
  it('is WebP, its longest side cut to the cap and never enlarged', async () => {
    const wide = await normalisedImage(await picture(3000, 1000).png().toBuffer(), 1024);
    expect(wide).toMatchObject({ width: 1024, height: 341 });
    expect(await sharp(wide.bytes).metadata()).toMatchObject({ format: 'webp', width: 1024, height: 341 });
    const small = await normalisedImage(await picture(100, 50).png().toBuffer(), 1024);
    expect(small).toMatchObject({ width: 100, height: 50 });
  });

  it('is turned upright and keeps none of the metadata it came with', async () => {
    const photo = await picture(300, 100)
      .jpeg()
      .withExif({ IFD0: { Artist: 'Somchai' }, IFD3: { GPSLatitudeRef: 'N' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif?.toString('latin1')).toContain('Somchai');
    const kept = await normalisedImage(photo, 1024);
    expect(kept).toMatchObject({ width: 100, height: 300 });
    const metadata = await sharp(kept.bytes).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
  });

  it('keeps the first frame of an animated GIF only', async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 40, height: 30, channels: 3, background } })
        .png()
        .toBuffer();
    const frames = await sharp([await frame('#e33'), await frame('#3e3'), await frame('#33e')], { join: { animated: true } })
      .gif()
      .toBuffer();
    expect((await sharp(frames, { animated: true }).metadata()).pages).toBe(3);
    const kept = await normalisedImage(frames, 1024);
    expect(kept).toMatchObject({ width: 40, height: 30 });
    expect((await sharp(kept.bytes, { animated: true }).metadata()).pages).toBeUndefined();
  });

  it('is refused with FILE_UPLOAD_FAILED on its field when it is not a picture, or one of too many pixels', async () => {
    const refusal = { code: 'FILE_UPLOAD_FAILED', fields: [{ field: 'image', code: 'FILE_UPLOAD_FAILED' }] };
    await expect(normalisedImage(Buffer.from('not a picture'), 512, 'image')).rejects.toMatchObject(refusal);
    const huge = await picture(10_000, Math.floor(MAX_INPUT_PIXELS / 10_000) + 1)
      .jpeg({ quality: 10 })
      .toBuffer();
    await expect(normalisedImage(huge, 512, 'image')).rejects.toMatchObject(refusal);
    await expect(reencodedImage(huge, 'jpeg')).rejects.toMatchObject({ code: 'FILE_UPLOAD_FAILED' });
  });
});

describe('a picture kept at its own size (a course resource)', () => {
  it('keeps its format and pixels, upright, without metadata', async () => {
    const worksheet = await picture(3000, 1000)
      .jpeg()
      .withExif({ IFD0: { Artist: 'Somchai' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const kept = await sharp(await reencodedImage(worksheet, 'jpeg')).metadata();
    expect(kept).toMatchObject({ format: 'jpeg', width: 1000, height: 3000 });
    expect(kept.exif).toBeUndefined();
    expect(await sharp(await reencodedImage(await picture(50, 20).png().toBuffer(), 'png')).metadata()).toMatchObject({ format: 'png', width: 50, height: 20 });
  });
});
