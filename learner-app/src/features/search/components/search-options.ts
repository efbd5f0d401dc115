import { SEARCH_GROUPS, type GlobalSuggestResponse, type Locale, type SearchGroup } from '@khru/contracts';
import { byLocale } from '../../../lib/format';
import { suggestionLink } from './suggestion-link';

export interface SearchOption {
  key: string;
  to: string;
  label: string;
}
export interface SearchOptionGroup {
  group: SearchGroup;
  options: SearchOption[];
}

/** The suggestions as the combobox lists them: non-empty groups in the spec's order, each option with where it leads. */
export function searchOptionGroups(data: GlobalSuggestResponse, locale: Locale): SearchOptionGroup[] {
  return SEARCH_GROUPS.filter((group) => data[group].length > 0).map((group) => ({
    group,
    options: data[group].map((item) => ({
      key: `${group}:${item.id}:${String(item.fields.subCategoryId ?? '')}`,
      to: suggestionLink(group, item),
      label: byLocale(locale, item.titleEn, item.titleTh),
    })),
  }));
}

/** Where the full results for `text` are. */
export const searchResultsPath = (text: string) => `/search?${new URLSearchParams({ search: text })}`;
