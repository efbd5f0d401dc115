import type { OrganisationResponse } from '@khru/contracts';
import { useLocaleState, useRecordContext } from 'react-admin';

/** An organisation's name in the admin's language. */
export const organisationName = (organisation: Pick<OrganisationResponse, 'name'>, locale: string): string =>
  locale === 'th' ? organisation.name.th : organisation.name.en;

/** The record's name, for titles and references. */
export function OrganisationName() {
  const organisation = useRecordContext<OrganisationResponse>();
  const [locale] = useLocaleState();
  return organisation ? <>{organisationName(organisation, locale)}</> : null;
}
