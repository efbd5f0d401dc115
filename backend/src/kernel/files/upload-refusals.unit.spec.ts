import { describe, expect, it } from '@jest/globals';
import { fieldRuleMessage } from '@khru/contracts';
import { limitBytes, uploadRefused } from './upload-refusals.js';

describe('refused uploads', () => {
  it('count limits in mebibytes', () => {
    expect(limitBytes(5)).toBe(5 * 1024 * 1024);
  });

  it('say in the field error which rule failed, with the limit in MB, in both languages', () => {
    const tooLarge = uploadRefused.tooLarge(5);
    expect(tooLarge.code).toBe('FILE_UPLOAD_FAILED');
    expect(tooLarge.fields).toEqual([{ field: 'file', code: 'FILE_UPLOAD_FAILED', rule: 'fileTooLarge', n: 5 }]);
    expect(fieldRuleMessage('fileTooLarge', 'en', 5)).toBe('The file is larger than 5 MB');
    expect(fieldRuleMessage('fileTooLarge', 'th', 5)).toBe('ไฟล์มีขนาดเกิน 5 MB');
    expect(uploadRefused.typeNotAllowed().fields).toEqual([{ field: 'file', code: 'FILE_UPLOAD_FAILED', rule: 'fileTypeNotAllowed' }]);
    expect(uploadRefused.typeNotAllowed('image').fields).toEqual([{ field: 'image', code: 'FILE_UPLOAD_FAILED', rule: 'fileTypeNotAllowed' }]);
    expect(uploadRefused.unreadable('image').fields).toEqual([{ field: 'image', code: 'FILE_UPLOAD_FAILED' }]);
    expect(uploadRefused.missing()).toMatchObject({ code: 'BAD_REQUEST', fields: [{ field: 'file', code: 'IS_NOT_EMPTY' }] });
  });
});
