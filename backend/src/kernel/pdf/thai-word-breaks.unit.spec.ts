import { describe, expect, it } from '@jest/globals';
import { withThaiWordBreaks, wordsOf } from './thai-word-breaks.js';

describe('Thai word breaks for PDF lines', () => {
  it('puts a zero-width space between Thai words and keeps every character', () => {
    const text = 'ใบกำกับภาษีเต็มรูป';
    const broken = withThaiWordBreaks(text);
    expect(broken.replaceAll('\u200B', '')).toBe(text);
    expect(broken.split('\u200B').length).toBeGreaterThan(1);
    expect(broken).toContain('ภาษี');
  });

  it('cuts Thai into words with their marks and English at its spaces, losing nothing', () => {
    const words = wordsOf('หลักสูตรผู้นำที่นี่ for teams');
    expect(words.join('')).toBe('หลักสูตรผู้นำที่นี่ for teams');
    expect(words).toContain('ผู้นำ');
    expect(words).toContain('teams');
  });
});
