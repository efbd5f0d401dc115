import type { Filter } from '@khru/platform';
import { containsEveryWord } from '../../../kernel/read-models/text-search.js';

/** Where the inbox search looks: who wrote and what they wrote. */
const SEARCHED_FIELDS = ['name', 'email', 'companyName', 'message'] as const;

const segmenter = new Intl.Segmenter('th', { granularity: 'word' });
const THAI = /[\u0E00-\u0E7F]/;
const EDGE_PUNCTUATION = /^[^\p{L}\p{M}\p{N}]+|[^\p{L}\p{M}\p{N}]+$/gu;

/**
 * The words of a search. Thai has no spaces, so a chunk with Thai in it is cut at ICU's dictionary word
 * boundaries; any other chunk stays whole (an email address is one word), without punctuation at its ends.
 */
export function searchWords(query: string): string[] {
  const words = query
    .split(/\s+/)
    .flatMap((chunk) =>
      THAI.test(chunk)
        ? [...segmenter.segment(chunk)].filter((segment) => segment.isWordLike).map((segment) => segment.segment)
        : [chunk.replace(EDGE_PUNCTUATION, '')],
    )
    .filter(Boolean);
  return [...new Set(words)];
}

/** Messages holding every word of the search, each in any searched field, ignoring case; no filter for a blank search. */
export function contactMessageSearch(query: string | null): Filter {
  return containsEveryWord(SEARCHED_FIELDS, searchWords(query ?? ''));
}
