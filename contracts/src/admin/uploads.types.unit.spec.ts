import { describe, expect, it } from '@jest/globals';
import { resizedImageKey, resizedImageSrcSet } from './uploads.types.js';

describe('resizedImageSrcSet', () => {
  const id = '0b6d7c2e-4f1a-4c7e-9a55-1d2e3f4a5b6c';
  const url = (width: number) => `/api/files/${resizedImageKey(id, width)}`;

  it('names every width an uploaded image was resized to, up to the one the record keeps', () => {
    expect(resizedImageSrcSet(url(1280))).toBe(`${url(320)} 320w, ${url(640)} 640w, ${url(1280)} 1280w`);
    expect(resizedImageSrcSet(url(640))).toBe(`${url(320)} 320w, ${url(640)} 640w`);
  });

  it('gives nothing for an image kept at one width, or any other address', () => {
    expect(resizedImageSrcSet(url(320))).toBeUndefined();
    expect(resizedImageSrcSet(url(200))).toBeUndefined();
    expect(resizedImageSrcSet('/media/demo/banners/certificates.svg')).toBeUndefined();
    expect(resizedImageSrcSet(`https://example.com/api/files/${resizedImageKey(id, 1280)}`)).toBeUndefined();
  });
});
