import { MEMBERSHIP_PLAN, membershipStream, orderStream, type DeadlineEvent, type MembershipEvent, type OrderLine } from '@khru/contracts';
import { deterministicEventId } from '@khru/platform';
import { command, type Workflow, type WorkflowOutput } from '../../kernel/workflows/workflow.js';

export const MEMBERSHIP_LINE: OrderLine = {
  itemId: MEMBERSHIP_PLAN.id,
  isBundle: false,
  titleEn: 'Yearly membership',
  titleTh: 'สมาชิกรายปี',
  price: MEMBERSHIP_PLAN.price,
  courseIds: [],
  kind: 'membership',
};

/** The order that renews a membership at the end of `dueAt`: one per learner and instant. */
export const renewalOrderId = (userId: string, dueAt: string): string => deterministicEventId(`membership:${userId}:renewal:${dueAt}`, 0);

type RenewalEvent = MembershipEvent | DeadlineEvent;

/**
 * A membership's period end (a deadline) is taken to the membership, which decides to renew or to
 * lapse; a year that falls due (renewal or subscribing now) becomes an order, which settlement
 * then charges to the card on file. Stateless: every input carries what it needs.
 */
export const membershipRenewalWorkflow: Workflow<RenewalEvent, null> = {
  name: 'membership-renewal',
  handles: ['DeadlineReached', 'MembershipChargeDue'],
  instanceOf: (event) =>
    event.type === 'DeadlineReached'
      ? event.data.kind === 'membership-due'
        ? event.data.key
        : null
      : event.type === 'MembershipChargeDue'
        ? event.data.userId
        : null,
  initialState: () => null,
  evolve: (state) => state,

  decide(event): WorkflowOutput[] {
    switch (event.type) {
      case 'DeadlineReached': {
        const userId = event.data.key;
        return [
          command('membership', membershipStream(userId), {
            type: 'ReachPeriodEnd',
            userId,
            dueAt: event.data.dueAt,
            orderId: renewalOrderId(userId, event.data.dueAt),
            at: event.data.at,
          }),
        ];
      }
      case 'MembershipChargeDue': {
        const { orderId, userId, at } = event.data;
        return [
          // Only personal buyers have a membership (checked when it began).
          command('order', orderStream(orderId), {
            type: 'PlaceOrder',
            buyerRole: 'MEMBER',
            orderId,
            userId,
            lines: [MEMBERSHIP_LINE],
            subtotal: MEMBERSHIP_PLAN.price,
            discount: 0,
            total: MEMBERSHIP_PLAN.price,
            voucherCode: null,
            placedAt: at,
          }),
        ];
      }
      default:
        return [];
    }
  },
};
