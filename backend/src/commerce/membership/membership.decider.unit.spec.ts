import { describe, expect, it } from '@jest/globals';
import { membershipCovers, type MembershipEvent } from '@khru/contracts';
import { deciderSpec } from '../../kernel/commands/decider-spec.js';
import { membershipDecider } from './membership.decider.js';

const userId = 'u1';
const t0 = '2026-11-22T10:00:00.000Z';
const trialEnd = '2026-11-29T10:00:00.000Z';
const card: MembershipEvent = { type: 'MembershipCardSaved', data: { userId, cardToken: 'card_1', last4: '4242', at: t0 } };
const trial: MembershipEvent = { type: 'MembershipTrialStarted', data: { userId, startedAt: t0, endsAt: trialEnd } };
const paid = (orderId: string, start: string, end: string): MembershipEvent => ({ type: 'MembershipPeriodPaid', data: { userId, orderId, start, end } });
const given = deciderSpec(membershipDecider);

describe('membership decider', () => {
  it('given a card, when a trial starts, then it runs 7 days; without a card or a second time it is refused', () => {
    given([card]).when({ type: 'StartTrial', userId, buyerRole: 'MEMBER', at: t0 }).then([trial]);
    given([])
      .when({ type: 'StartTrial', userId, buyerRole: 'MEMBER', at: t0 })
      .thenThrows('BAD_REQUEST', [{ field: 'membership', code: 'BAD_REQUEST', rule: 'membershipNeedsCard' }]);
    given([card, trial, { type: 'MembershipLapsed', data: { userId, at: trialEnd } }])
      .when({ type: 'StartTrial', userId, buyerRole: 'MEMBER', at: t0 })
      .thenThrows('BAD_REQUEST', [{ field: 'membership', code: 'BAD_REQUEST', rule: 'membershipTrialUsed' }]);
  });

  it('given a trial, when its charge is paid, then the year starts at the trial\u2019s end; the same order again adds nothing', () => {
    const history = [card, trial];
    given(history)
      .when({ type: 'RecordPeriodPaid', userId, orderId: 'o1', at: trialEnd })
      .then([paid('o1', trialEnd, '2027-11-29T10:00:00.000Z')]);
    given([...history, paid('o1', trialEnd, '2027-11-29T10:00:00.000Z')])
      .when({ type: 'RecordPeriodPaid', userId, orderId: 'o1', at: trialEnd })
      .thenNothing();
  });

  it('given a trial that was cancelled, when its end comes, then it lapses without a charge; a stale deadline does nothing', () => {
    const cancelled: MembershipEvent = { type: 'MembershipCancelled', data: { userId, at: t0, accessUntil: trialEnd } };
    given([card, trial]).when({ type: 'Cancel', userId, at: t0 }).then([cancelled]);
    const end = (dueAt: string) => ({ type: 'ReachPeriodEnd' as const, userId, dueAt, orderId: 'renewal-1', at: trialEnd });
    given([card, trial, cancelled])
      .when(end(trialEnd))
      .then([{ type: 'MembershipLapsed', data: { userId, at: trialEnd } }]);
    given([card, trial, cancelled]).when(end('2026-01-01T00:00:00.000Z')).thenNothing();
  });

  it('given a renewing trial, when its end comes, then a year falls due once, on the order named for that end', () => {
    const end = { type: 'ReachPeriodEnd' as const, userId, dueAt: trialEnd, orderId: 'renewal-1', at: trialEnd };
    const due: MembershipEvent = { type: 'MembershipChargeDue', data: { userId, orderId: 'renewal-1', reason: 'renewal', at: trialEnd } };
    given([card, trial]).when(end).then([due]);
    given([card, trial, due]).when(end).thenNothing();
    given([card, trial])
      .when({ ...end, at: '2026-11-23T10:00:00.000Z' })
      .thenNothing();
  });

  it('given a corporate account, when it starts a trial or subscribes, then FORBIDDEN', () => {
    given([card]).when({ type: 'StartTrial', userId, buyerRole: 'HR', at: t0 }).thenThrows('FORBIDDEN');
    given([card]).when({ type: 'Subscribe', userId, buyerRole: 'ORG_ADMIN', orderId: 'o9', at: t0 }).thenThrows('FORBIDDEN');
    given([card])
      .when({ type: 'Subscribe', userId, buyerRole: 'MEMBER', orderId: 'o9', at: t0 })
      .then([{ type: 'MembershipChargeDue', data: { userId, orderId: 'o9', reason: 'subscribe', at: t0 } }]);
  });

  it('given a suspended membership, when a new card is saved, then the year is charged again on it, once', () => {
    const failed: MembershipEvent = { type: 'MembershipRenewalFailed', data: { userId, orderId: 'o1', at: trialEnd } };
    const save = { type: 'SaveCard' as const, userId, cardToken: 'card_2', last4: '4242', retryOrderId: 'retry-1', at: trialEnd };
    const saved: MembershipEvent = { type: 'MembershipCardSaved', data: { userId, cardToken: 'card_2', last4: '4242', at: trialEnd } };
    const due: MembershipEvent = { type: 'MembershipChargeDue', data: { userId, orderId: 'retry-1', reason: 'renewal', at: trialEnd } };
    given([card, trial, failed]).when(save).then([saved, due]);
    given([card, trial]).when(save).then([saved]);
  });

  it('given a cancelled membership still in force, when resumed, then it renews again', () => {
    const cancelled: MembershipEvent = { type: 'MembershipCancelled', data: { userId, at: t0, accessUntil: trialEnd } };
    given([card, trial, cancelled])
      .when({ type: 'Resume', userId, at: t0 })
      .then([{ type: 'MembershipResumed', data: { userId, at: t0 } }]);
    given([card])
      .when({ type: 'Cancel', userId, at: t0 })
      .thenThrows('BAD_REQUEST', [{ field: 'membership', code: 'BAD_REQUEST', rule: 'membershipNotInForce' }]);
  });

  it('given a failed renewal, then suspended; when a working card pays, then a new year starts from then', () => {
    const year = paid('o1', trialEnd, '2027-11-29T10:00:00.000Z');
    const failed: MembershipEvent = { type: 'MembershipRenewalFailed', data: { userId, orderId: 'o2', at: '2027-11-29T10:00:00.000Z' } };
    given([card, trial, year]).when({ type: 'RecordRenewalFailed', userId, orderId: 'o2', at: '2027-11-29T10:00:00.000Z' }).then([failed]);
    given([card, trial, year, failed])
      .when({ type: 'RecordPeriodPaid', userId, orderId: 'o3', at: '2027-12-10T00:00:00.000Z' })
      .then([paid('o3', '2027-12-10T00:00:00.000Z', '2028-12-10T00:00:00.000Z')]);
  });
});

describe('membership coverage (spec section 4)', () => {
  const membership = {
    status: 'active' as const,
    accessUntil: '2028-12-10T00:00:00.000Z',
    periods: [
      { start: '2026-11-22T00:00:00.000Z', end: '2027-11-22T00:00:00.000Z' },
      { start: '2027-12-10T00:00:00.000Z', end: '2028-12-10T00:00:00.000Z' },
    ],
  };
  const now = new Date('2028-01-01T00:00:00.000Z');
  it('covers courses published before and after the lapse, not during it', () => {
    expect(membershipCovers(membership, '2020-01-01T00:00:00.000Z', now)).toBe(true);
    expect(membershipCovers(membership, '2027-06-01T00:00:00.000Z', now)).toBe(true);
    expect(membershipCovers(membership, '2027-12-01T00:00:00.000Z', now)).toBe(false);
    expect(membershipCovers(membership, '2027-12-20T00:00:00.000Z', now)).toBe(true);
  });
  it('covers nothing while suspended, lapsed, or past the paid end', () => {
    expect(membershipCovers({ ...membership, status: 'suspended' }, '2020-01-01T00:00:00.000Z', now)).toBe(false);
    expect(membershipCovers({ ...membership, status: 'lapsed' }, '2020-01-01T00:00:00.000Z', now)).toBe(false);
    expect(membershipCovers(membership, '2020-01-01T00:00:00.000Z', new Date('2029-01-01T00:00:00.000Z'))).toBe(false);
  });
});
