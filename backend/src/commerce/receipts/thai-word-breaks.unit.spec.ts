import { describe, expect, it } from '@jest/globals';
import { withThaiWordBreaks } from './thai-word-breaks.js';

describe('Thai word breaks for PDF lines', () => {
  it('puts a zero-width space between Thai words and keeps every character', () => {
    const text = 'ใบกำกับภาษีเต็มรูป';
    const broken = withThaiWordBreaks(text);
    expect(broken.replaceAll('\u200B', '')).toBe(text);
    expect(broken.split('\u200B').length).toBeGreaterThan(1);
    expect(broken).toContain('ภาษี');
  });
});
