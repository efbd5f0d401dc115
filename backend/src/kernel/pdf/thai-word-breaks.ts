const segmenter = new Intl.Segmenter('th', { granularity: 'word' });

/** The text cut at its word boundaries (Thai by dictionary, other scripts at spaces and punctuation); joined, the text again. */
export function wordsOf(text: string): string[] {
  return [...segmenter.segment(text)].map((s) => s.segment);
}

/**
 * Thai is written without spaces between words and pdfkit breaks lines only at spaces or anywhere:
 * a zero-width space at each word boundary lets it wrap between words, never inside one.
 */
export function withThaiWordBreaks(text: string): string {
  return wordsOf(text).join('\u200B');
}
