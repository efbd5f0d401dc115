import { describe, expect, it } from '@jest/globals';
import type { CostCentreEvent } from '@khru/contracts';
import { recorded } from '../testing/recorded.js';
import { documentBeforeAndAfterReplay } from '../testing/replay.js';
import { costCentresProjection } from './cost-centres.projection.js';

const costCentreId = 'cc-1';
const at = '2026-11-01T09:00:00.000Z';
const events: CostCentreEvent[] = [
  {
    type: 'CostCentreOpened',
    data: { costCentreId, orgId: 'org-1', code: 'OPS', name: 'Operations', unlimited: false, expiresAt: '2027-01-01T00:00:00.000Z', by: 'admin', at },
  },
  { type: 'CreditsDeposited', data: { costCentreId, amount: 100, invoiceRef: 'INV-1', by: 'admin', at } },
  {
    type: 'CreditsDeducted',
    data: { costCentreId, orgId: 'org-1', enrolmentId: 'e1', userId: 'u1', itemId: 'excel', isBundle: false, courseIds: ['excel'], amount: 30, at },
  },
  {
    type: 'CreditsDeducted',
    data: { costCentreId, orgId: 'org-1', enrolmentId: 'e2', userId: 'u2', itemId: 'excel', isBundle: false, courseIds: ['excel'], amount: 30, at },
  },
  { type: 'CreditsReversed', data: { costCentreId, enrolmentId: 'e2', userId: 'u2', amount: 30, by: 'hr', at } },
  { type: 'CreditsTransferredOut', data: { costCentreId, transferId: 't1', toCostCentreId: 'cc-2', amount: 20, by: 'org-admin', at } },
  { type: 'CreditsTransferredIn', data: { costCentreId, transferId: 't2', fromCostCentreId: 'cc-2', amount: 5, by: 'org-admin', at } },
];

describe('cost-centres projection', () => {
  it('keeps the balance, credits used and deposited, the same when applied twice', async () => {
    const { once, twice } = await documentBeforeAndAfterReplay(
      costCentresProjection,
      events.map((e) => recorded(e)),
      costCentreId,
    );
    expect(once).toMatchObject({
      _id: costCentreId,
      orgId: 'org-1',
      code: 'OPS',
      unlimited: false,
      balance: 55,
      used: 30,
      deposited: 100,
      expired: false,
      openedAt: at,
    });
    expect(twice).toEqual(once);
  });

  it('marks the cost centre expired with nothing left at the contract end', async () => {
    const expired: CostCentreEvent = { type: 'CreditsExpired', data: { costCentreId, amount: 55, at: '2027-01-01T00:00:00.000Z' } };
    const { once } = await documentBeforeAndAfterReplay(
      costCentresProjection,
      [...events, expired].map((e) => recorded(e)),
      costCentreId,
    );
    expect(once).toMatchObject({ balance: 0, expired: true });
  });
});
