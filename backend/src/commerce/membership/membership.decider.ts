import { MEMBERSHIP_PLAN, type FieldError, type MembershipEvent, type MembershipPeriod, type MembershipStatus, type Role } from '@khru/contracts';
import { corporateRefusal } from '../personal-buyer.js';
import type { Decider } from '../../kernel/commands/decider.js';
import { DomainError } from '../../kernel/errors/domain-error.js';

export type MembershipCommand =
  /** `retryOrderId`: the order that charges the new card at once when the membership is suspended. */
  | { type: 'SaveCard'; userId: string; cardToken: string; last4: string; retryOrderId: string; at: string }
  | { type: 'StartTrial'; userId: string; buyerRole: Role; at: string }
  | { type: 'RecordPeriodPaid'; userId: string; orderId: string; at: string }
  | { type: 'RecordRenewalFailed'; userId: string; orderId: string; at: string }
  | { type: 'Cancel'; userId: string; at: string }
  | { type: 'Resume'; userId: string; at: string }
  | { type: 'Subscribe'; userId: string; buyerRole: Role; orderId: string; at: string }
  | { type: 'ReachPeriodEnd'; userId: string; dueAt: string; orderId: string; at: string };

export interface MembershipState {
  status: MembershipStatus;
  autoRenew: boolean;
  card: { token: string; last4: string } | null;
  trialUsed: boolean;
  accessUntil: string | null;
  periods: MembershipPeriod[];
  paidOrders: Set<string>;
  failedOrders: Set<string>;
  /** Orders a charge was asked for: each is asked for once. */
  chargedOrders: Set<string>;
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
  initialState: () => ({
    status: 'none',
    autoRenew: false,
    card: null,
    trialUsed: false,
    accessUntil: null,
    periods: [],
    paidOrders: new Set(),
    failedOrders: new Set(),
    chargedOrders: new Set(),
  }),

  evolve(state, event) {
    switch (event.type) {
      case 'MembershipCardSaved':
        return { ...state, card: { token: event.data.cardToken, last4: event.data.last4 } };
      case 'MembershipTrialStarted':
        return {
          ...state,
          status: 'trial',
          trialUsed: true,
          autoRenew: true,
          accessUntil: event.data.endsAt,
          periods: [...state.periods, { start: event.data.startedAt, end: event.data.endsAt }],
        };
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
      case 'MembershipChargeDue':
        return { ...state, chargedOrders: new Set(state.chargedOrders).add(event.data.orderId) };
      default: {
        const _exhaustive: never = event;
        return state;
      }
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'SaveCard': {
        if (state.card?.token === command.cardToken) return [];
        const saved: MembershipEvent = {
          type: 'MembershipCardSaved',
          data: { userId: command.userId, cardToken: command.cardToken, last4: command.last4, at: command.at },
        };
        // Spec section 4: a suspended membership is used again once a card that pays is saved.
        if (state.status !== 'suspended' || state.chargedOrders.has(command.retryOrderId)) return [saved];
        return [saved, { type: 'MembershipChargeDue', data: { userId: command.userId, orderId: command.retryOrderId, reason: 'renewal', at: command.at } }];
      }
      case 'StartTrial': {
        const corporate = corporateRefusal(command.buyerRole);
        if (corporate) return corporate;
        if (state.trialUsed || state.status !== 'none') return refuse(inForce(state) ? 'membershipInForce' : 'membershipTrialUsed');
        if (!state.card) return refuse('membershipNeedsCard');
        return [
          { type: 'MembershipTrialStarted', data: { userId: command.userId, startedAt: command.at, endsAt: addDays(command.at, MEMBERSHIP_PLAN.trialDays) } },
        ];
      }
      case 'RecordPeriodPaid': {
        if (state.paidOrders.has(command.orderId)) return [];
        const start = inForce(state) && state.accessUntil && state.accessUntil > command.at ? state.accessUntil : command.at;
        return [
          {
            type: 'MembershipPeriodPaid',
            data: { userId: command.userId, orderId: command.orderId, start, end: addMonths(start, MEMBERSHIP_PLAN.periodMonths) },
          },
        ];
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
      case 'Subscribe': {
        if (state.chargedOrders.has(command.orderId)) return [];
        const refusal = corporateRefusal(command.buyerRole) ?? subscribeRefusal(state);
        if (refusal) return refusal;
        return [{ type: 'MembershipChargeDue', data: { userId: command.userId, orderId: command.orderId, reason: 'subscribe', at: command.at } }];
      }
      case 'ReachPeriodEnd':
        // Only the deadline that is still current acts: a renewing membership is charged for the next year, one that will not renew lapses.
        if (!inForce(state) || state.accessUntil !== command.dueAt || command.at < command.dueAt || state.chargedOrders.has(command.orderId)) return [];
        if (!state.autoRenew) return [{ type: 'MembershipLapsed', data: { userId: command.userId, at: command.at } }];
        return [{ type: 'MembershipChargeDue', data: { userId: command.userId, orderId: command.orderId, reason: 'renewal', at: command.at } }];
      default: {
        const _exhaustive: never = command;
        throw new Error('unknown command');
      }
    }
  },
};
