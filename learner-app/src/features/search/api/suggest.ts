import type { GlobalSuggestResponse } from '@khru/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { searchKeys } from './search-keys';

export const suggest = (text: string) => api<GlobalSuggestResponse>(`searchapi/suggest/global?search=${encodeURIComponent(text)}`);

/** Spec section 5: only non-empty text is sent; search errors are swallowed (section 8). */
export const useSuggestions = (text: string) =>
  useQuery({
    queryKey: searchKeys.suggestions(text),
    queryFn: () => suggest(text),
    enabled: text.trim().length > 0,
    placeholderData: keepPreviousData,
    meta: { toastErrors: false },
  });
