import type { LocalizedText } from '@khru/contracts';
import { useLocaleState, useRecordContext } from 'react-admin';
import { inLocale } from './localized';

/** A record's both-language name (or title) in the admin's language: the record's representation in titles and references. */
export function LocalizedName({ source = 'name' }: { source?: 'name' | 'title' }) {
  const record = useRecordContext<Record<string, unknown>>();
  const [locale] = useLocaleState();
  if (!record) return null;
  return <>{inLocale(record[source] as LocalizedText | undefined, locale) || String(record.id)}</>;
}
