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
