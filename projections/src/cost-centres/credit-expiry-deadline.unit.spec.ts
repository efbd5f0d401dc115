import { describe, expect, it } from '@jest/globals';
import { deadlineId, type CostCentreEvent, type DeadlineEvent } from '@khru/contracts';
import { deadlinesProjection } from '../deadlines/deadlines.projection.js';
import { recorded } from '../testing/recorded.js';
import { documentBeforeAndAfterReplay } from '../testing/replay.js';

const costCentreId = 'cc-1';
const expiresAt = '2027-01-01T00:00:00.000Z';
const opened: CostCentreEvent = {
  type: 'CostCentreOpened',
  data: { costCentreId, orgId: 'org-1', code: 'OPS', name: 'Operations', unlimited: false, expiresAt, by: 'admin', at: '2026-11-01T00:00:00.000Z' },
};
const id = deadlineId('credit-expiry', costCentreId);

describe('the credit expiry deadline', () => {
  it('falls due at the contract end when a cost centre opens', async () => {
    const { once, twice } = await documentBeforeAndAfterReplay(deadlinesProjection, [recorded(opened)], id);
    expect(once).toMatchObject({ _id: id, kind: 'credit-expiry', key: costCentreId, dueAt: expiresAt });
    expect(twice).toEqual(once);
  });

  it('is gone once reached, and once the credits expired', async () => {
    const reached: DeadlineEvent = { type: 'DeadlineReached', data: { kind: 'credit-expiry', key: costCentreId, dueAt: expiresAt, at: expiresAt } };
    const expired: CostCentreEvent = { type: 'CreditsExpired', data: { costCentreId, amount: 10, at: expiresAt } };
    expect((await documentBeforeAndAfterReplay(deadlinesProjection, [recorded(opened), recorded(reached)], id)).once).toBeNull();
    expect((await documentBeforeAndAfterReplay(deadlinesProjection, [recorded(opened), recorded(expired)], id)).once).toBeNull();
  });
});
