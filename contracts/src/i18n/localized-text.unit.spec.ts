import { describe, expect, it } from '@jest/globals';
import { storedText } from './localized-text.js';

describe('stored text', () => {
  it('keeps both languages of a stored text', () => {
    expect(storedText({ en: 'Business', th: 'ธุรกิจ' })).toEqual({ en: 'Business', th: 'ธุรกิจ' });
  });

  it('reads a text missing from an older document, or one language of it, as empty', () => {
    expect(storedText(undefined)).toEqual({ en: '', th: '' });
    expect(storedText(null)).toEqual({ en: '', th: '' });
    expect(storedText({ en: 'Business' })).toEqual({ en: 'Business', th: '' });
  });
});
