import type { Filter } from '@khru/platform';
import { searchWords } from '../../../kernel/read-models/search-words.js';
import { containsEveryWord } from '../../../kernel/read-models/text-search.js';

/** Where the inbox search looks: who wrote and what they wrote. */
const SEARCHED_FIELDS = ['name', 'email', 'companyName', 'message'] as const;

/** Messages holding every word of the search, each in any searched field, ignoring case; no filter for a blank search. */
export function contactMessageSearch(query: string | null): Filter {
  return containsEveryWord(SEARCHED_FIELDS, searchWords(query ?? ''));
}
