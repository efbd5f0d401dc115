import { describe, expect, it } from '@jest/globals';
import { searchWords } from './search-words.js';

describe('search words', () => {
  it('cuts Thai into words, keeps other words whole without the punctuation at their ends', () => {
    expect(searchWords('ราคาแพ็กเกจ')).toEqual(['ราคา', 'แพ็ก', 'เกจ']);
    expect(searchWords('  "Invoice," somchai@example.com  ')).toEqual(['Invoice', 'somchai@example.com']);
    expect(searchWords('React, สำหรับทีม')).toEqual(['React', 'สำหรับ', 'ทีม']);
  });

  it('answers each word once, and no words for blanks and symbols', () => {
    expect(searchWords('ทีม ทีม team team')).toEqual(['ทีม', 'team']);
    expect(searchWords(' ?! ')).toEqual([]);
    expect(searchWords('')).toEqual([]);
  });
});
