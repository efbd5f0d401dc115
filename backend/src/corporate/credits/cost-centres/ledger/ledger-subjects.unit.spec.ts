import { describe, expect, it } from '@jest/globals';
import type { CostCentreEvent } from '@khru/contracts';
import type { RecordedEvent } from '@khru/platform';
import { itemKey } from '../../../audit/item-titles.js';
import { ledgerEntries } from './ledger-entries.js';
import { ledgerSubjects, namedEntry } from './ledger-subjects.js';

const costCentreId = 'cc-1';
const recorded = (event: CostCentreEvent, index: number): RecordedEvent => ({
  id: `event-${index}`,
  streamId: `cost-centre-${costCentreId}`,
  streamPosition: index,
  position: { commit: 1n, prepare: BigInt(index + 1) },
  type: event.type,
  data: event.data as unknown as Record<string, unknown>,
  metadata: { correlationId: 'c', causationId: 'c', occurredAt: `2026-11-0${index + 1}T00:00:00.000Z`, userId: 'someone' },
  createdAt: `2026-11-0${index + 1}T00:00:00.000Z`,
});
const at = '2026-11-01T00:00:00.000Z';
const events = [
  {
    type: 'CostCentreOpened',
    data: { costCentreId, orgId: 'o', code: 'OPS', name: 'Operations', unlimited: false, expiresAt: '2027-01-01T00:00:00.000Z', by: 'a', at },
  },
  { type: 'CreditsDeposited', data: { costCentreId, amount: 100, invoiceRef: 'INV-1', by: 'a', at } },
  {
    type: 'CreditsDeducted',
    data: { costCentreId, orgId: 'o', enrolmentId: 'e1', userId: 'u1', itemId: 'office-pack', isBundle: true, courseIds: ['excel', 'word'], amount: 30, at },
  },
  { type: 'CreditsReversed', data: { costCentreId, enrolmentId: 'e1', userId: 'u1', amount: 30, by: 'hr', at } },
  { type: 'CreditsTransferredOut', data: { costCentreId, transferId: 't1', toCostCentreId: 'cc-2', amount: 10, by: 'boss', at } },
  { type: 'CreditsTransferredIn', data: { costCentreId, transferId: 't2', fromCostCentreId: 'cc-gone', amount: 5, by: 'boss', at } },
].map((event, index) => recorded(event as CostCentreEvent, index));

describe('what ledger lines are about, by name', () => {
  it('given an enrolment, its reversal and transfers, when named, then each line carries the bundle\u2019s title or the other cost centre\u2019s name', () => {
    const titles = new Map([[itemKey({ itemId: 'office-pack', isBundle: true }), { en: 'Office pack', th: 'ชุดสำนักงาน' }]]);
    const names = new Map([['cc-2', 'Sales']]);
    const subjects = ledgerSubjects(events);
    const named = ledgerEntries(events).map((entry, index) => namedEntry(entry, subjects[index]!, titles, names));
    const pack = { itemId: 'office-pack', isBundle: true, title: { en: 'Office pack', th: 'ชุดสำนักงาน' } };
    expect(named.map((line) => [line.type, line.reference, line.item, line.counterpart])).toEqual([
      ['CostCentreOpened', 'OPS', null, null],
      ['CreditsDeposited', 'INV-1', null, null],
      ['CreditsDeducted', 'e1', pack, null],
      ['CreditsReversed', 'e1', pack, null],
      ['CreditsTransferredOut', 't1', null, { costCentreId: 'cc-2', name: 'Sales' }],
      ['CreditsTransferredIn', 't2', null, { costCentreId: 'cc-gone', name: null }],
    ]);
  });

  it('given an item the catalogue no longer holds, when named, then its id stays and its title is null', () => {
    const [, , deducted] = ledgerSubjects(events);
    expect(namedEntry(ledgerEntries(events)[2]!, deducted!, new Map(), new Map()).item).toEqual({ itemId: 'office-pack', isBundle: true, title: null });
  });
});
