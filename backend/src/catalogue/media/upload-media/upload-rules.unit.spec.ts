import { describe, expect, it } from '@jest/globals';
import { fieldRuleMessage } from '@khru/contracts';
import { allowedType, isWebVtt, limitBytes, uploadRefused } from './upload-rules.js';

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

  it('counts limits in mebibytes', () => {
    expect(limitBytes(5)).toBe(5 * 1024 * 1024);
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

describe('refused uploads', () => {
  it('say in the field error which rule failed, with the limit in MB, in both languages', () => {
    const tooLarge = uploadRefused.tooLarge(5);
    expect(tooLarge.code).toBe('FILE_UPLOAD_FAILED');
    expect(tooLarge.fields).toEqual([{ field: 'file', code: 'FILE_UPLOAD_FAILED', rule: 'fileTooLarge', n: 5 }]);
    expect(fieldRuleMessage('fileTooLarge', 'en', 5)).toBe('The file is larger than 5 MB');
    expect(fieldRuleMessage('fileTooLarge', 'th', 5)).toBe('ไฟล์มีขนาดเกิน 5 MB');
    expect(uploadRefused.typeNotAllowed().fields).toEqual([{ field: 'file', code: 'FILE_UPLOAD_FAILED', rule: 'fileTypeNotAllowed' }]);
    expect(uploadRefused.missing()).toMatchObject({ code: 'BAD_REQUEST', fields: [{ field: 'file', code: 'IS_NOT_EMPTY' }] });
  });
});
