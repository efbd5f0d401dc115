import { costCentreStream, type LedgerEntry } from '@khru/contracts';
import type { EventStore, RecordedEvent } from '@khru/platform';
import { DomainError } from '../../../../kernel/errors/domain-error.js';
import { readStreamAsOf } from '../../../as-of/read-stream-as-of.js';
import { ledgerEntries } from './ledger-entries.js';

/**
 * A cost centre's whole ledger as of an instant, oldest first, from its events (never a read model), with
 * whether it is unlimited and the events it comes from; NOT_FOUND when it was not open then.
 */
export async function costCentreLedger(
  store: EventStore,
  costCentreId: string,
  asOf: Date,
): Promise<{ unlimited: boolean; events: RecordedEvent[]; entries: LedgerEntry[] }> {
  const events = await readStreamAsOf(store, costCentreStream(costCentreId), asOf);
  const opening = events[0];
  if (opening?.type !== 'CostCentreOpened') throw DomainError.notFound();
  return { unlimited: opening.data.unlimited === true, events, entries: ledgerEntries(events) };
}
