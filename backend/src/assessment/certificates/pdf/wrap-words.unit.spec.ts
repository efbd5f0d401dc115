import { describe, expect, it } from '@jest/globals';
import { wrapWords } from './wrap-words.js';

const atMost = (characters: number) => (line: string) => line.length <= characters;

describe('wrapping a title between words', () => {
  it('keeps a title that fits on one line', () => {
    expect(wrapWords('หลักสูตรผู้นำที่นี่', atMost(40))).toEqual(['หลักสูตรผู้นำที่นี่']);
  });

  it('breaks Thai only between words, keeping every character and mark', () => {
    const title = 'ชุดหลักสูตรการวิเคราะห์ข้อมูลสำหรับผู้จัดการที่ต้องการตัดสินใจด้วยข้อมูล';
    const lines = wrapWords(title, atMost(20));
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.join('')).toBe(title);
    const boundaries = new Set([...new Intl.Segmenter('th', { granularity: 'word' }).segment(title)].map((s) => s.index));
    let offset = 0;
    for (const line of lines) {
      expect(boundaries.has(offset)).toBe(true);
      expect(line.length).toBeLessThanOrEqual(20);
      offset += line.length;
    }
  });

  it('breaks English at spaces and drops the spaces at the break', () => {
    expect(wrapWords('Data analysis for managers who decide', atMost(14))).toEqual(['Data analysis', 'for managers', 'who decide']);
  });

  it('gives a word too long for any line a line of its own', () => {
    expect(wrapWords('a Pneumonoultramicroscopic b', atMost(5))).toEqual(['a', 'Pneumonoultramicroscopic', 'b']);
  });
});
