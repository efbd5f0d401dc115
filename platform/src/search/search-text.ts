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

/** Runs of Thai letters (Thai digits and symbols included), whatever separates them. */
const THAI_RUN = /[\u0E01-\u0E5B]+/g;
/** Thai consonants, which may start a syllable. */
const CONSONANT = /[\u0E01-\u0E2E]/;
/** Vowels written before the consonant they follow in speech (เ แ โ ใ ไ): a syllable starts at them. */
const LEADING_VOWEL = /[\u0E40-\u0E44]/;
/** Longer sub-words are rare in queries, and each part costs memory in every index that holds titles. */
const MAX_PART = 20;

/**
 * Every tail of each Thai run that starts where a syllable can start, cut at MAX_PART letters. The
 * segmenter's dictionary keeps compounds whole (ความเครียด, รถยก) or splits loanwords wrongly
 * (โซ·เชีย·ลมี·เดีย), so their sub-words are not words of the index; a query word that is the
 * beginning of one of these tails is found inside the compound instead.
 */
export function thaiParts(text: string): string[] {
  const parts = new Set<string>();
  for (const [run] of text.matchAll(THAI_RUN)) {
    for (let at = 0; at < run.length - 1; at += 1) {
      const letter = run[at]!;
      const syllableStart = LEADING_VOWEL.test(letter) || (CONSONANT.test(letter) && !LEADING_VOWEL.test(run[at - 1] ?? ''));
      if (syllableStart) parts.add(run.slice(at, at + MAX_PART));
    }
  }
  return [...parts];
}

/** One typo is forgiven in an English word of four letters or more; Thai words must be spelled right. */
export const typoAllowance = (word: string): number | false => (LATIN_WORD.test(word) && word.length >= 4 ? 1 : false);

/**
 * Runs of Thai letters in the query as the user typed them: a partial Thai word ("อังกฤ") is split
 * by the segmenter into pieces that are not words, so the whole run is also tried as a prefix.
 */
export const thaiRuns = (text: string): string[] => text.split(/\s+/).filter((chunk) => isThai(chunk) && words(chunk).length > 1);
