import { MEMBERSHIP_PLAN, type FieldError, type MembershipEvent, type MembershipPeriod, type MembershipStatus } from '@khru/contracts';
import type { Decider } from '../../kernel/commands/decider.js';
import { DomainError } from '../../kernel/errors/domain-error.js';

export type MembershipCommand =
  | { type: 'SaveCard'; userId: string; cardToken: string; last4: string; at: string }
  | { type: 'StartTrial'; userId: string; at: string }
  | { type: 'RecordPeriodPaid'; userId: string; orderId: string; at: string }
  | { type: 'RecordRenewalFailed'; userId: string; orderId: string; at: string }
  | { type: 'Cancel'; userId: string; at: string }
  | { type: 'Resume'; userId: string; at: string }
  | { type: 'Lapse'; userId: string; dueAt: string; at: string };

export interface MembershipState {
  status: MembershipStatus;
  autoRenew: boolean;
  card: { token: string; last4: string } | null;
  trialUsed: boolean;
  accessUntil: string | null;
  periods: MembershipPeriod[];
  paidOrders: Set<string>;
  failedOrders: Set<string>;
}

const refuse = (rule: NonNullable<FieldError['rule']>) => DomainError.badRequest([{ field: 'membership', code: 'BAD_REQUEST', rule }]);
const inForce = (s: MembershipState) => s.status === 'trial' || s.status === 'active';

const addDays = (at: string, days: number) => new Date(Date.parse(at) + days * 24 * 3600 * 1000).toISOString();
export function addMonths(at: string, months: number): string {
  const date = new Date(at);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString();
}

/** What a learner may start with now: a trial needs a card and is once only; paying needs a card and no membership in force. */
export function subscribeRefusal(state: MembershipState): DomainError | null {
  if (!state.card) return refuse('membershipNeedsCard');
  if (inForce(state)) return refuse('membershipInForce');
  return null;
}

/**
 * One learner's yearly membership (spec section 4). A trial (once, with a card on file) runs 7
 * days and is charged at its end unless cancelled; each paid year starts where the last one ends
 * (or now, after a lapse); cancelling keeps access to the end of what was paid; a failed renewal
 * suspends use until a card that pays is saved; a membership not renewed lapses at its end.
 */
export const membershipDecider: Decider<MembershipCommand, MembershipEvent, MembershipState> = {
  initialState: { status: 'none', autoRenew: false, card: null, trialUsed: false, accessUntil: null, periods: [], paidOrders: new Set(), failedOrders: new Set() },

  evolve(state, event) {
    switch (event.type) {
      case 'MembershipCardSaved':
        return { ...state, card: { token: event.data.cardToken, last4: event.data.last4 } };
      case 'MembershipTrialStarted':
        return { ...state, status: 'trial', trialUsed: true, autoRenew: true, accessUntil: event.data.endsAt, periods: [...state.periods, { start: event.data.startedAt, end: event.data.endsAt }] };
      case 'MembershipPeriodPaid':
        return {
          ...state,
          status: 'active',
          autoRenew: true,
          accessUntil: event.data.end,
          periods: [...state.periods, { start: event.data.start, end: event.data.end }],
          paidOrders: new Set(state.paidOrders).add(event.data.orderId),
        };
      case 'MembershipCancelled':
        return { ...state, autoRenew: false };
      case 'MembershipResumed':
        return { ...state, autoRenew: true };
      case 'MembershipRenewalFailed':
        return { ...state, status: 'suspended', failedOrders: new Set(state.failedOrders).add(event.data.orderId) };
      case 'MembershipLapsed':
        return { ...state, status: 'lapsed', autoRenew: false };
      default: {
        const _exhaustive: never = event;
        return state;
      }
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'SaveCard':
        return state.card?.token === command.cardToken ? [] : [{ type: 'MembershipCardSaved', data: { userId: command.userId, cardToken: command.cardToken, last4: command.last4, at: command.at } }];
      case 'StartTrial': {
        if (state.trialUsed || state.status !== 'none') return refuse(inForce(state) ? 'membershipInForce' : 'membershipTrialUsed');
        if (!state.card) return refuse('membershipNeedsCard');
        return [{ type: 'MembershipTrialStarted', data: { userId: command.userId, startedAt: command.at, endsAt: addDays(command.at, MEMBERSHIP_PLAN.trialDays) } }];
      }
      case 'RecordPeriodPaid': {
        if (state.paidOrders.has(command.orderId)) return [];
        const start = inForce(state) && state.accessUntil && state.accessUntil > command.at ? state.accessUntil : command.at;
        return [{ type: 'MembershipPeriodPaid', data: { userId: command.userId, orderId: command.orderId, start, end: addMonths(start, MEMBERSHIP_PLAN.periodMonths) } }];
      }
      case 'RecordRenewalFailed':
        if (state.failedOrders.has(command.orderId) || state.paidOrders.has(command.orderId) || !inForce(state)) return [];
        return [{ type: 'MembershipRenewalFailed', data: { userId: command.userId, orderId: command.orderId, at: command.at } }];
      case 'Cancel':
        if (!inForce(state)) return refuse('membershipNotInForce');
        return state.autoRenew ? [{ type: 'MembershipCancelled', data: { userId: command.userId, at: command.at, accessUntil: state.accessUntil! } }] : [];
      case 'Resume':
        if (!inForce(state)) return refuse('membershipNotInForce');
        return state.autoRenew ? [] : [{ type: 'MembershipResumed', data: { userId: command.userId, at: command.at } }];
      case 'Lapse':
        // Only the deadline that is still current lapses a membership that will not renew.
        if (!inForce(state) || state.autoRenew || state.accessUntil !== command.dueAt || command.at < command.dueAt) return [];
        return [{ type: 'MembershipLapsed', data: { userId: command.userId, at: command.at } }];
      default: {
        const _exhaustive: never = command;
        throw new Error('unknown command');
      }
    }
  },
};
