import { describe, expect, it } from '@jest/globals';
import { allowedAttachmentType, attachmentName } from './attachment-rules.js';

describe('what a chat message may carry', () => {
  it('takes images and PDFs only, as the bytes say', () => {
    for (const [mime, ext] of [
      ['image/jpeg', 'jpg'],
      ['image/png', 'png'],
      ['image/webp', 'webp'],
      ['image/gif', 'gif'],
      ['application/pdf', 'pdf'],
    ] as const) {
      expect(allowedAttachmentType({ mime, ext })).toEqual({ mime, ext });
    }
    expect(allowedAttachmentType({ mime: 'image/svg+xml', ext: 'svg' })).toBeNull();
    expect(allowedAttachmentType({ mime: 'application/x-msdownload', ext: 'exe' })).toBeNull();
    expect(allowedAttachmentType(undefined)).toBeNull();
  });
});

describe('the name an attachment keeps', () => {
  it('is the file\u2019s own name, Thai included, without any folder', () => {
    expect(attachmentName('ใบเสร็จ.pdf')).toBe('ใบเสร็จ.pdf');
    expect(attachmentName('../../etc/passwd')).toBe('passwd');
    expect(attachmentName('C:\\Users\\ann\\screen shot.png')).toBe('screen shot.png');
  });

  it('drops control characters and leading dots, and names an empty name `file`', () => {
    expect(attachmentName('a\u0000b\nc.png')).toBe('abc.png');
    expect(attachmentName('.hidden.png')).toBe('hidden.png');
    expect(attachmentName('/')).toBe('file');
    expect(attachmentName('')).toBe('file');
  });

  it('is cut to 120 characters, keeping the end so the extension stays', () => {
    const name = attachmentName(`${'ก'.repeat(200)}.png`);
    expect([...name]).toHaveLength(120);
    expect(name.endsWith('.png')).toBe(true);
  });
});
