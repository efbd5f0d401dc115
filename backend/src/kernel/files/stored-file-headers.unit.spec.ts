import { describe, expect, it } from '@jest/globals';
import type { Response } from 'express';
import { setStoredFileHeaders, storedFilePolicy } from './stored-file-headers.js';

const headersFor = (contentType: string) => {
  const headers: Record<string, string> = {};
  setStoredFileHeaders({ setHeader: (name: string, value: string) => (headers[name] = value) } as unknown as Response, contentType);
  return headers;
};

describe('the headers of a stored file', () => {
  it('give its recorded type, never sniffed, in a sandbox that runs no script and loads nothing from elsewhere', () => {
    expect(headersFor('image/webp')).toEqual({
      'Content-Type': 'image/webp',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox",
    });
    for (const type of ['image/svg+xml', 'application/pdf', 'text/vtt; charset=utf-8']) expect(storedFilePolicy(type)).toMatch(/; sandbox$/);
  });

  it('let a video opened on its own keep our origin, so the browser’s player can load it, still without script', () => {
    expect(storedFilePolicy('video/mp4')).toMatch(/; sandbox allow-same-origin$/);
    expect(storedFilePolicy('video/mp4')).not.toContain('allow-scripts');
  });

  it('show pictures, video and captions inline, and make anything else a download', () => {
    for (const type of ['image/png', 'image/svg+xml', 'video/mp4', 'text/vtt; charset=utf-8']) expect(headersFor(type)['Content-Disposition']).toBeUndefined();
    for (const type of ['application/pdf', 'application/zip']) expect(headersFor(type)['Content-Disposition']).toBe('attachment');
  });
});
