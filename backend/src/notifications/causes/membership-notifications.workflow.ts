import type { DeadlineEvent, MembershipEvent } from '@khru/contracts';
import type { Workflow, WorkflowOutput } from '../../kernel/workflows/workflow.js';
import { deliver } from '../delivery/deliver-notification.js';

type MembershipNotificationsEvent = MembershipEvent | DeadlineEvent;

export interface MembershipNotificationsState {
  /** The end of the trial under way; null when none is. */
  trialEndsAt: string | null;
  autoRenew: boolean;
  /** Orders charging a renewal (at a period's end, or again with a new card) not settled yet, with when they were due. */
  renewals: { orderId: string; at: string }[];
}

const MEMBERSHIP_PAGE = '/membership';

/**
 * A member is told: that the free trial ends soon (its reminder deadline, unless auto-renewal was turned off or the
 * trial is over by the time it is reached), that the membership was renewed, and that a renewal was declined.
 * Subscribing outright is told by its receipt.
 */
export const membershipNotificationsWorkflow: Workflow<MembershipNotificationsEvent, MembershipNotificationsState> = {
  name: 'membership-notifications',
  handles: [
    'MembershipTrialStarted',
    'MembershipPeriodPaid',
    'MembershipCancelled',
    'MembershipResumed',
    'MembershipRenewalFailed',
    'MembershipLapsed',
    'MembershipChargeDue',
    'DeadlineReached',
  ],
  instanceOf: (event) => (event.type === 'DeadlineReached' ? (event.data.kind === 'trial-reminder' ? event.data.key : null) : event.data.userId),
  initialState: () => ({ trialEndsAt: null, autoRenew: false, renewals: [] }),

  evolve(state, event) {
    switch (event.type) {
      case 'MembershipTrialStarted':
        return { ...state, trialEndsAt: event.data.endsAt, autoRenew: true };
      case 'MembershipPeriodPaid':
        return { trialEndsAt: null, autoRenew: true, renewals: state.renewals.filter((r) => r.orderId !== event.data.orderId) };
      case 'MembershipRenewalFailed':
        return { ...state, trialEndsAt: null, renewals: state.renewals.filter((r) => r.orderId !== event.data.orderId) };
      case 'MembershipLapsed':
        return { ...state, trialEndsAt: null, autoRenew: false };
      case 'MembershipCancelled':
        return { ...state, autoRenew: false };
      case 'MembershipResumed':
        return { ...state, autoRenew: true };
      case 'MembershipChargeDue':
        return event.data.reason === 'renewal' ? { ...state, renewals: [...state.renewals, { orderId: event.data.orderId, at: event.data.at }] } : state;
      default:
        return state;
    }
  },

  decide(event, state): WorkflowOutput[] {
    const common = { about: null, link: MEMBERSHIP_PAGE, locale: null };
    switch (event.type) {
      case 'DeadlineReached': {
        const { trialEndsAt } = state;
        if (!trialEndsAt || !state.autoRenew || event.data.at >= trialEndsAt) return [];
        const userId = event.data.key;
        return [
          deliver({
            ...common,
            message: { kind: 'trialEndingSoon', endsAt: trialEndsAt },
            to: { userIds: [userId] },
            cause: `${userId}:${trialEndsAt}`,
            at: event.data.at,
          }),
        ];
      }
      case 'MembershipPeriodPaid': {
        const { userId, orderId, end } = event.data;
        const renewal = state.renewals.find((r) => r.orderId === orderId);
        if (!renewal) return [];
        return [deliver({ ...common, message: { kind: 'membershipRenewed', until: end }, to: { userIds: [userId] }, cause: orderId, at: renewal.at })];
      }
      case 'MembershipRenewalFailed': {
        const { userId, orderId, at } = event.data;
        return [deliver({ ...common, message: { kind: 'renewalFailed' }, to: { userIds: [userId] }, cause: orderId, at })];
      }
      default:
        return [];
    }
  },
};
