import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('a file size as the mail viewer shows it', () => {
  it('stays in bytes below a kilobyte, in either language', () => {
    expect(formatFileSize(532, 'en')).toBe('532 bytes');
    expect(formatFileSize(532, 'th')).toBe('532 ไบต์');
  });

  it('uses the largest unit the size reaches, with one decimal at most', () => {
    expect(formatFileSize(12_636, 'en')).toBe('12.3 kB');
    expect(formatFileSize(3 * 1024 * 1024 + 200_000, 'th')).toBe('3.2 MB');
    expect(formatFileSize(1024, 'en')).toBe('1 kB');
  });
});
