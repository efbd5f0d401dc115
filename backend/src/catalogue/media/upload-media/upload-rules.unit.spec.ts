import { describe, expect, it } from '@jest/globals';
import { allowedType, isWebVtt } from './upload-rules.js';

describe('what each kind of upload takes', () => {
  it('takes the types of its kind only, read from the bytes', () => {
    expect(allowedType('image', { mime: 'image/png', ext: 'png' })).toEqual({ mime: 'image/png', ext: 'png' });
    expect(allowedType('image', { mime: 'image/gif', ext: 'gif' })).toBeNull();
    expect(allowedType('video', { mime: 'video/mp4', ext: 'mp4' })).toEqual({ mime: 'video/mp4', ext: 'mp4' });
    expect(allowedType('video', { mime: 'image/png', ext: 'png' })).toBeNull();
    expect(allowedType('video', { mime: 'video/quicktime', ext: 'mov' })).toBeNull();
    expect(allowedType('resource', { mime: 'application/pdf', ext: 'pdf' })).toEqual({ mime: 'application/pdf', ext: 'pdf' });
    expect(allowedType('resource', { mime: 'application/x-msdownload', ext: 'exe' })).toBeNull();
    expect(allowedType('captions', { mime: 'image/png', ext: 'png' })).toBeNull();
    expect(allowedType('image', undefined)).toBeNull();
  });
});

describe('recognising WebVTT captions', () => {
  const vtt = 'WEBVTT\n\n1\n00:00:00.500 --> 00:00:03.000\nสวัสดี\n';

  it('takes a file that starts with WEBVTT, with or without a byte order mark, and is UTF-8 throughout', () => {
    expect(isWebVtt(Buffer.from(vtt))).toBe(true);
    expect(isWebVtt(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(vtt)]))).toBe(true);
    expect(isWebVtt(Buffer.from('WEBVTT - Lesson one\r\n\r\n'))).toBe(true);
    expect(isWebVtt(Buffer.from('WEBVTT'))).toBe(true);
  });

  it('refuses text that only looks like it, a subtitle file of another format, and bytes that are not UTF-8', () => {
    expect(isWebVtt(Buffer.from('WEBVTTX\n'))).toBe(false);
    expect(isWebVtt(Buffer.from(' WEBVTT\n'))).toBe(false);
    expect(isWebVtt(Buffer.from('1\n00:00:00,500 --> 00:00:03,000\nHello\n'))).toBe(false);
    expect(isWebVtt(Buffer.concat([Buffer.from('WEBVTT\n\n'), Buffer.from([0xff, 0xfe, 0x00])]))).toBe(false);
    expect(isWebVtt(Buffer.alloc(0))).toBe(false);
  });
});
