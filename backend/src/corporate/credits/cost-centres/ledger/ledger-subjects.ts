import type { CostCentreEvent, ItemRef, LedgerEntry, LedgerPageEntry } from '@khru/contracts';
import type { RecordedEvent } from '@khru/platform';
import { titleOf, type ItemTitles } from '../../../audit/item-titles.js';

/** What a ledger line is about beyond its reference: the item enrolled in, the other cost centre of a transfer. */
export interface LedgerSubject {
  item: ItemRef | null;
  counterpartId: string | null;
}

/**
 * Each event's subject, in stream order. A reversal names only its enrolment, so its item is the one its
 * deduction (earlier in the same stream) enrolled in.
 */
export function ledgerSubjects(events: readonly RecordedEvent[]): LedgerSubject[] {
  const enrolled = new Map<string, ItemRef>();
  return events.map((recorded) => {
    const event = { type: recorded.type, data: recorded.data } as unknown as CostCentreEvent;
    switch (event.type) {
      case 'CreditsDeducted': {
        const item = { itemId: event.data.itemId, isBundle: event.data.isBundle };
        enrolled.set(event.data.enrolmentId, item);
        return { item, counterpartId: null };
      }
      case 'CreditsReversed':
        return { item: enrolled.get(event.data.enrolmentId) ?? null, counterpartId: null };
      case 'CreditsTransferredOut':
        return { item: null, counterpartId: event.data.toCostCentreId };
      case 'CreditsTransferredIn':
        return { item: null, counterpartId: event.data.fromCostCentreId };
      case 'CostCentreOpened':
      case 'CreditsDeposited':
      case 'CreditsExpired':
        return { item: null, counterpartId: null };
      default: {
        const _exhaustive: never = event;
        return { item: null, counterpartId: null };
      }
    }
  });
}

/** A ledger line with its subject named: the item's title in both languages, the other cost centre's name. */
export function namedEntry(
  entry: LedgerEntry,
  { item, counterpartId }: LedgerSubject,
  titles: ItemTitles,
  costCentreNames: ReadonlyMap<string, string>,
): LedgerPageEntry {
  return {
    ...entry,
    item: item ? { ...item, title: titleOf(titles, item) } : null,
    counterpart: counterpartId ? { costCentreId: counterpartId, name: costCentreNames.get(counterpartId) ?? null } : null,
  };
}
