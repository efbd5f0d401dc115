import { describe, expect, it } from '@jest/globals';
import type { CostCentreEvent } from '@khru/contracts';
import type { RecordedEvent } from '@khru/platform';
import { costCentreBalanceOf } from './cost-centre-as-of.js';
import { ledgerEntries } from './ledger-entries.js';

const costCentreId = 'cc-1';
let position = 0n;
const recorded = (event: CostCentreEvent, occurredAt: string, userId?: string): RecordedEvent => {
  position += 1n;
  return {
    id: `event-${position}`,
    streamId: `cost-centre-${costCentreId}`,
    streamPosition: Number(position) - 1,
    position: { commit: 7n, prepare: position },
    type: event.type,
    data: event.data as unknown as Record<string, unknown>,
    metadata: { correlationId: 'c', causationId: 'c', occurredAt, ...(userId ? { userId } : {}) },
    createdAt: occurredAt,
  };
};
const events = [
  recorded(
    {
      type: 'CostCentreOpened',
      data: { costCentreId, orgId: 'org-1', code: 'OPS', name: 'Operations', unlimited: false, expiresAt: '2027-01-01T00:00:00.000Z', by: 'admin', at: 't' },
    },
    '2026-11-01T00:00:00.000Z',
    'admin',
  ),
  recorded({ type: 'CreditsDeposited', data: { costCentreId, amount: 100, invoiceRef: 'INV-1', by: 'admin', at: 't' } }, '2026-11-02T00:00:00.000Z', 'admin'),
  recorded(
    {
      type: 'CreditsDeducted',
      data: { costCentreId, orgId: 'org-1', enrolmentId: 'e1', userId: 'u1', itemId: 'excel', isBundle: false, courseIds: ['excel'], amount: 30, at: 't' },
    },
    '2026-11-03T00:00:00.000Z',
    'u1',
  ),
  recorded(
    { type: 'CreditsTransferredIn', data: { costCentreId, transferId: 't1', fromCostCentreId: 'cc-2', amount: 5, by: 'org-admin', at: 't' } },
    '2026-11-04T00:00:00.000Z',
    'system',
  ),
  recorded({ type: 'CreditsExpired', data: { costCentreId, amount: 75, at: 't' } }, '2027-01-01T00:00:00.000Z', 'system'),
];

describe('cost centre ledger', () => {
  it('gives one line per event, oldest first, with the signed amount, the balance after, who and what about', () => {
    expect(ledgerEntries(events).map((e) => [e.type, e.amount, e.balanceAfter, e.by, e.reference, e.at])).toEqual([
      ['CostCentreOpened', 0, 0, 'admin', 'OPS', '2026-11-01T00:00:00.000Z'],
      ['CreditsDeposited', 100, 100, 'admin', 'INV-1', '2026-11-02T00:00:00.000Z'],
      ['CreditsDeducted', -30, 70, 'u1', 'e1', '2026-11-03T00:00:00.000Z'],
      ['CreditsTransferredIn', 5, 75, 'org-admin', 't1', '2026-11-04T00:00:00.000Z'],
      ['CreditsExpired', -75, 0, 'system', null, '2027-01-01T00:00:00.000Z'],
    ]);
    expect(ledgerEntries(events)[0]).toMatchObject({ eventId: 'event-1', position: expect.stringMatching(/^0+7-0+\d+$/) });
  });

  it('folds the balance from the events given, and knows nothing before the opening', () => {
    expect(costCentreBalanceOf(events.slice(0, 3), '2026-11-03T12:00:00.000Z')).toEqual({
      id: costCentreId,
      orgId: 'org-1',
      code: 'OPS',
      name: 'Operations',
      unlimited: false,
      balance: 70,
      used: 30,
      expiresAt: '2027-01-01T00:00:00.000Z',
      asOf: '2026-11-03T12:00:00.000Z',
    });
    expect(costCentreBalanceOf(events, '2027-02-01T00:00:00.000Z')).toMatchObject({ balance: 0, used: 30 });
    expect(costCentreBalanceOf([], '2026-10-01T00:00:00.000Z')).toBeNull();
  });
});
