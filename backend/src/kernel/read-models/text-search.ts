import type { Filter } from '@khru/platform';

/** Text a user typed, safe to put in a `$regex`: every regex character taken literally. */
export const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Documents whose `fields` hold every one of `words`, each in any of them, ignoring case (no filter for no words). */
export function containsEveryWord(fields: readonly string[], words: readonly string[]): Filter {
  if (words.length === 0) return {};
  return { $and: words.map((word) => ({ $or: fields.map((field) => ({ [field]: { $regex: escapeRegex(word), $options: 'i' } })) })) };
}

/** Documents whose `fields` hold every space-separated word of `text`, in any of them, ignoring case (no filter for blank text). */
export const containsWords = (fields: readonly string[], text: string | undefined): Filter =>
  containsEveryWord(fields, (text ?? '').trim().split(/\s+/).filter(Boolean));
