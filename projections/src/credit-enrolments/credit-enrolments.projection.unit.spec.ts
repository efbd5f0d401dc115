import { describe, expect, it } from '@jest/globals';
import type { CostCentreEvent } from '@khru/contracts';
import { recorded } from '../testing/recorded.js';
import { documentBeforeAndAfterReplay } from '../testing/replay.js';
import { creditEnrolmentsProjection } from './credit-enrolments.projection.js';

const at = '2026-11-24T09:00:00.000Z';
const deducted: CostCentreEvent = {
  type: 'CreditsDeducted',
  data: {
    costCentreId: 'cc-1',
    orgId: 'org-1',
    enrolmentId: 'e1',
    userId: 'u1',
    itemId: 'pdpa-pack',
    isBundle: true,
    courseIds: ['pdpa-essentials', 'pdpa-for-hr'],
    amount: 50,
    at,
  },
};
const reversed: CostCentreEvent = {
  type: 'CreditsReversed',
  data: { costCentreId: 'cc-1', enrolmentId: 'e1', userId: 'u1', amount: 50, by: 'hr', at: '2026-11-25T09:00:00.000Z' },
};

describe('credit enrolments projection', () => {
  it('records an enrolment by credits from its deduction, the same when applied twice', async () => {
    const { once, twice } = await documentBeforeAndAfterReplay(creditEnrolmentsProjection, [recorded(deducted)], 'e1');
    expect(once).toMatchObject({
      _id: 'e1',
      orgId: 'org-1',
      costCentreId: 'cc-1',
      userId: 'u1',
      itemId: 'pdpa-pack',
      isBundle: true,
      courseIds: ['pdpa-essentials', 'pdpa-for-hr'],
      amount: 50,
      at,
      reversedAt: null,
    });
    expect(twice).toEqual(once);
  });

  it('marks a reversed enrolment with the instant of its reversal', async () => {
    const { once, twice } = await documentBeforeAndAfterReplay(creditEnrolmentsProjection, [recorded(deducted), recorded(reversed)], 'e1');
    expect(once).toMatchObject({ _id: 'e1', amount: 50, reversedAt: '2026-11-25T09:00:00.000Z' });
    expect(twice).toEqual(once);
  });
});
