import { describe, expect, it } from '@jest/globals';
import { jsonNestsDeeperThan } from './json-depth.js';

const deeper = (text: string, limit: number) => jsonNestsDeeperThan(Buffer.from(text, 'utf8'), limit);
const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

describe('JSON nesting depth', () => {
  it('counts objects and arrays together, up to the limit inclusive', () => {
    expect(deeper('{"a":[{"b":[1]}]}', 4)).toBe(false);
    expect(deeper('{"a":[{"b":[1]}]}', 3)).toBe(true);
    expect(deeper(nested(32), 32)).toBe(false);
    expect(deeper(nested(33), 32)).toBe(true);
    expect(deeper(`{"email":${nested(2400)}}`, 32)).toBe(true);
  });

  it('measures the deepest point, not the number of brackets', () => {
    expect(deeper(`[${Array.from({ length: 1000 }, () => '{"a":[1]}').join(',')}]`, 3)).toBe(false);
    expect(deeper('{}', 1)).toBe(false);
    expect(deeper('"just text"', 0)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(deeper(`{"text":"${'[{'.repeat(100)}"}`, 1)).toBe(false);
    expect(deeper(`{"text":"say \\"[[[[\\" and \\\\","more":"[[["}`, 1)).toBe(false);
    expect(deeper('{"a":"\\\\"}', 1)).toBe(false);
    expect(deeper('{"a":"\\\\",  "b":[[1]]}', 2)).toBe(true);
  });

  it('scans multi-byte UTF-8 text as it is', () => {
    expect(deeper('{"th":"หลักสูตร [ภาษาไทย]","emoji":"😀"}', 1)).toBe(false);
    expect(deeper('{"th":"หลักสูตร","a":[["😀"]]}', 2)).toBe(true);
  });
});
