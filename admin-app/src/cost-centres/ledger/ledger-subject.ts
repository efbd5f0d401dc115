import type { LedgerPageEntry } from '@khru/contracts';
import { useLocaleState, useTranslate } from 'react-admin';
import { localizedName } from './localized-name';

/**
 * What a ledger line is about, by name: the course or bundle enrolled in, the other cost centre of a transfer,
 * else its reference (an invoice, the cost centre's code).
 */
export function useLedgerSubject(): (entry: LedgerPageEntry) => string {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return ({ item, counterpart, type, reference }) => {
    if (item) {
      const title = localizedName(item.title, item.itemId, locale);
      return item.isBundle ? translate('khru.ledger.bundle', { title }) : title;
    }
    if (counterpart) {
      const name = counterpart.name ?? counterpart.costCentreId;
      return translate(type === 'CreditsTransferredOut' ? 'khru.ledger.transferTo' : 'khru.ledger.transferFrom', { name });
    }
    return reference ?? '—';
  };
}
