import { describe, expect, it } from '@jest/globals';
import { findUnsafeText, isUnsafeText } from './unsafe-text.js';

describe('unsafe text', () => {
  it('is U+0000 or a surrogate without its pair; Thai, emoji and control-free text are fine', () => {
    expect(isUnsafeText('a\u0000b')).toBe(true);
    expect(isUnsafeText('a\ud800@example.com')).toBe(true);
    expect(isUnsafeText('\udc00 trailing half first')).toBe(true);
    expect(isUnsafeText('ends with a high half \ud83d')).toBe(true);
    expect(isUnsafeText('สวัสดี 😀 tab\tand newline\n')).toBe(false);
    expect(isUnsafeText('')).toBe(false);
  });

  it('names the field path of the first unsafe string, in document order', () => {
    expect(findUnsafeText({ email: 'ok@example.com', name: 'a\u0000b' })).toBe('name');
    expect(findUnsafeText({ items: [{ id: 'a' }, { id: 'b', title: { en: 'x', th: '\ud800' } }], later: '\u0000' })).toBe('items.1.title.th');
    expect(findUnsafeText([{ op: 'replace', path: '/firstName', value: 'x\u0000' }])).toBe('0.value');
  });

  it('names the object that holds an unsafe key', () => {
    expect(findUnsafeText({ profile: { 'bad\u0000key': 'x' } })).toBe('profile');
    expect(findUnsafeText({ 'bad\u0000key': 'x' })).toBe('');
  });

  it('starts from the given root, as a path parameter is named', () => {
    expect(findUnsafeText('a\u0000b', 'id')).toBe('id');
    expect(findUnsafeText('fine', 'id')).toBeNull();
  });

  it('finds nothing in clean or non-text values', () => {
    expect(findUnsafeText({ n: 1, b: true, nothing: null, list: [1, 'two', { three: 3 }] })).toBeNull();
    expect(findUnsafeText(undefined)).toBeNull();
    expect(findUnsafeText({ upload: Buffer.from([0, 0xd8, 0]) })).toBeNull();
  });
});
