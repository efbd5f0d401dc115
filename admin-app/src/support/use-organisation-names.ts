import type { OrganisationResponse } from '@khru/contracts';
import { useGetList, useLocaleState } from 'react-admin';

/**
 * Organisation names by id, in the admin's language, for the inbox's rows (which carry only the id). The list is
 * small and read whole in one request, so every row shares it.
 */
export function useOrganisationNames(enabled: boolean): Map<string, string> {
  const [locale] = useLocaleState();
  const { data } = useGetList<OrganisationResponse>('organisations', { pagination: { page: 1, perPage: 1000 } }, { enabled, staleTime: 5 * 60_000 });
  return new Map((data ?? []).map((organisation) => [organisation.id, locale === 'th' ? organisation.name.th : organisation.name.en]));
}
