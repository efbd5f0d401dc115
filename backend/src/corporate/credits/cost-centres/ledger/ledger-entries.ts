import { creditDelta, type CostCentreEvent, type LedgerEntry } from '@khru/contracts';
import { formatPosition, type RecordedEvent } from '@khru/platform';
import { effectiveAt } from '../../../as-of/read-stream-as-of.js';

/** The enrolment, transfer, invoice or code a ledger line is about. */
function referenceOf(event: CostCentreEvent): string | null {
  switch (event.type) {
    case 'CostCentreOpened':
      return event.data.code;
    case 'CreditsDeposited':
      return event.data.invoiceRef;
    case 'CreditsDeducted':
    case 'CreditsReversed':
      return event.data.enrolmentId;
    case 'CreditsTransferredOut':
    case 'CreditsTransferredIn':
      return event.data.transferId;
    case 'CreditsExpired':
      return null;
    default: {
      const _exhaustive: never = event;
      return null;
    }
  }
}

/**
 * Who caused a line: the person the event names (a transfer's arrival is sent by a workflow, on
 * behalf of the admin who sent it), else the one whose command recorded it (the employee who
 * enrolled; `system` at the contract's end).
 */
function byOf(recorded: RecordedEvent): string | null {
  const named = recorded.data.by;
  return typeof named === 'string' && named !== '' ? named : recorded.metadata.userId || null;
}

/**
 * A cost centre's ledger from its stream, oldest first: one line per event (the opening moves
 * nothing and starts it), each with the signed amount and the balance after it.
 */
export function ledgerEntries(events: readonly RecordedEvent[]): LedgerEntry[] {
  let balance = 0;
  return events.map((recorded) => {
    const event = { type: recorded.type, data: recorded.data } as unknown as CostCentreEvent;
    // `|| 0`: an expiry of nothing is 0, never -0.
    const amount = creditDelta(event) || 0;
    balance += amount;
    return {
      eventId: recorded.id,
      position: formatPosition(recorded.position),
      at: effectiveAt(recorded),
      type: recorded.type,
      amount,
      balanceAfter: balance,
      by: byOf(recorded),
      reference: referenceOf(event),
    };
  });
}
