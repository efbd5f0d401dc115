const segmenter = new Intl.Segmenter('th', { granularity: 'word' });
const THAI = /[\u0E00-\u0E7F]/;
const LATIN_WORD = /^[a-z0-9]+$/;

/**
 * Words of Thai and English text: Thai has no spaces, so ICU's dictionary segmenter finds the word
 * boundaries; punctuation and spaces are dropped.
 */
export function words(text: string): string[] {
  return [...segmenter.segment(text)].filter((s) => s.isWordLike).map((s) => s.segment);
}

/**
 * Case- and accent-insensitive form of a word. Only Latin accents are dropped: Thai vowels and tone
 * marks are combining characters too, and they carry meaning.
 */
export function normalizeWord(word: string): string {
  return word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase();
}

export const isThai = (text: string) => THAI.test(text);

/** One typo is forgiven in an English word of four letters or more; Thai words must be spelled right. */
export const typoAllowance = (word: string): number | false => (LATIN_WORD.test(word) && word.length >= 4 ? 1 : false);

/**
 * Runs of Thai letters in the query as the user typed them: a partial Thai word ("อังกฤ") is split
 * by the segmenter into pieces that are not words, so the whole run is also tried as a prefix.
 */
export const thaiRuns = (text: string): string[] => text.split(/\s+/).filter((chunk) => isThai(chunk) && words(chunk).length > 1);
