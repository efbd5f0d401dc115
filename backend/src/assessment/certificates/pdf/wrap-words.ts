import { wordsOf } from '../../../kernel/pdf/thai-word-breaks.js';

/**
 * The text in lines that each fit, broken only between words (Thai words found by `Intl.Segmenter`), never
 * inside one: a word too long for a line on its own takes a line of its own. Spaces at a break are dropped.
 */
export function wrapWords(text: string, fits: (line: string) => boolean): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of wordsOf(text)) {
    const longer = line + word;
    if (line.trim() === '' || fits(longer.trimEnd())) {
      line = line.trim() === '' ? word.trimStart() : longer;
      continue;
    }
    lines.push(line.trimEnd());
    line = word.trimStart();
  }
  if (line.trim() !== '') lines.push(line.trimEnd());
  return lines;
}
