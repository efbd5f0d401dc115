const THAI_CONSONANT = /^[\u0E01-\u0E2E]/u;
const LATIN_OR_DIGIT = /^[\p{Script=Latin}\p{Nd}]/u;
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * The letter a name is known by on a tile or avatar: the first Thai consonant (a Thai word may open
 * with a leading vowel, as in เดวิด, and vowel or tone marks above a lone consonant read as a
 * fragment, so they are left off), or the first Latin letter or digit with its accents, in capitals.
 * Empty when the text has neither.
 */
export function initialOf(text: string): string {
  for (const { segment } of graphemes.segment(text)) {
    if (THAI_CONSONANT.test(segment)) return segment.charAt(0);
    if (LATIN_OR_DIGIT.test(segment)) return segment.toUpperCase();
  }
  return '';
}
