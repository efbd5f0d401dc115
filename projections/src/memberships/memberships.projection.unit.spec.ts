import { describe, expect, it } from '@jest/globals';
import type { MembershipEvent } from '@khru/contracts';
import { recorded } from '../testing/recorded.js';
import { documentBeforeAndAfterReplay } from '../testing/replay.js';
import { membershipsProjection } from './memberships.projection.js';

const userId = 'u1';
const events: MembershipEvent[] = [
  { type: 'MembershipCardSaved', data: { userId, cardToken: 'card_1', last4: '4242', at: 't0' } },
  { type: 'MembershipTrialStarted', data: { userId, startedAt: '2026-11-22T00:00:00.000Z', endsAt: '2026-11-29T00:00:00.000Z' } },
  { type: 'MembershipPeriodPaid', data: { userId, orderId: 'o1', start: '2026-11-29T00:00:00.000Z', end: '2027-11-29T00:00:00.000Z' } },
  { type: 'MembershipCancelled', data: { userId, at: 't1', accessUntil: '2027-11-29T00:00:00.000Z' } },
];

describe('memberships projections', () => {
  it('keep the membership with its periods, the same when applied twice', async () => {
    const { once, twice } = await documentBeforeAndAfterReplay(
      membershipsProjection,
      events.map((e) => recorded(e)),
      userId,
    );
    expect(once).toMatchObject({
      status: 'active',
      autoRenew: false,
      cardLast4: '4242',
      accessUntil: '2027-11-29T00:00:00.000Z',
      periods: [{ start: '2026-11-22T00:00:00.000Z' }, { start: '2026-11-29T00:00:00.000Z' }],
    });
    expect(twice).toEqual(once);
  });
});
