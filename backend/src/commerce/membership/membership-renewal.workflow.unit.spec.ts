import { describe, it } from '@jest/globals';
import { MEMBERSHIP_PLAN, membershipStream, orderStream } from '@khru/contracts';
import { command } from '../../kernel/workflows/workflow.js';
import { workflowSpec } from '../../kernel/workflows/workflow-spec.js';
import { MEMBERSHIP_LINE, membershipRenewalWorkflow, renewalOrderId } from './membership-renewal.workflow.js';

const dueAt = '2026-11-29T10:00:00.000Z';
const given = workflowSpec(membershipRenewalWorkflow);

describe('membership renewal workflow', () => {
  it('given nothing, when a membership period end is reached, then the membership decides on it with the order named for that end', () => {
    given()
      .when({ type: 'DeadlineReached', data: { kind: 'membership-due', key: 'u1', dueAt, at: dueAt } })
      .then([command('membership', membershipStream('u1'), { type: 'ReachPeriodEnd', userId: 'u1', dueAt, orderId: renewalOrderId('u1', dueAt), at: dueAt })]);
  });

  it('given nothing, when a year falls due, then its order is placed for the plan price', () => {
    given()
      .when({ type: 'MembershipChargeDue', data: { userId: 'u1', orderId: 'm1', reason: 'renewal', at: dueAt } })
      .then([
        command('order', orderStream('m1'), {
          type: 'PlaceOrder',
          buyerRole: 'MEMBER',
          orderId: 'm1',
          userId: 'u1',
          lines: [MEMBERSHIP_LINE],
          subtotal: MEMBERSHIP_PLAN.price,
          discount: 0,
          total: MEMBERSHIP_PLAN.price,
          voucherCode: null,
          placedAt: dueAt,
        }),
      ]);
  });

  it('given nothing, when another kind of deadline is reached, then it is not this workflow\u2019s', () => {
    given()
      .when({ type: 'DeadlineReached', data: { kind: 'checkout-expiry', key: 'o1', dueAt, at: dueAt } })
      .thenNothing();
  });
});
