/** How long an inbox line's preview may be, in characters as a reader counts them. */
export const PREVIEW_LENGTH = 140;

const graphemes = new Intl.Segmenter('th', { granularity: 'grapheme' });

/**
 * A message as one line of the inbox: its whitespace folded, cut to PREVIEW_LENGTH with an ellipsis. Cut between
 * graphemes, so a Thai vowel or tone mark is never parted from its consonant.
 */
export function inboxPreview(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const parts = [...graphemes.segment(line)];
  if (parts.length <= PREVIEW_LENGTH) return line;
  return `${parts
    .slice(0, PREVIEW_LENGTH - 1)
    .map((p) => p.segment)
    .join('')
    .trimEnd()}…`;
}
