import type { FieldError, VoucherData, VoucherEvent, VoucherRefusalReason } from '@khru/contracts';
import type { Decider } from '../../kernel/commands/decider.js';
import { DomainError } from '../../kernel/errors/domain-error.js';

export type VoucherCommand =
  | ({ type: 'CreateVoucher' } & VoucherData)
  | { type: 'RedeemVoucher'; code: string; orderId: string; userId: string; at: string }
  | { type: 'ReleaseVoucher'; code: string; orderId: string; at: string }
  | { type: 'DeactivateVoucher'; code: string; at: string };

export interface VoucherState {
  voucher: VoucherData | null;
  /** Uses not given back: order id to learner. */
  active: Map<string, string>;
  /** Set once deactivated: no new use after it. */
  deactivatedAt: string | null;
}

/** A voucher refusal as checkout answers it, on the field `voucherCode`. */
export const voucherRefused = (rule: NonNullable<FieldError['rule']>) => DomainError.badRequest([{ field: 'voucherCode', code: 'BAD_REQUEST', rule }]);

/** Why this learner may not use the voucher at this time, or null. */
function refusalReason(state: VoucherState, userId: string, at: string): VoucherRefusalReason | null {
  const v = state.voucher;
  if (!v) return 'voucherUnknown';
  if (state.deactivatedAt) return 'voucherInactive';
  if (at < v.validFrom || at >= v.validUntil) return 'voucherNotValidNow';
  if (state.active.size >= v.usageLimit) return 'voucherUsedUp';
  if ([...state.active.values()].filter((u) => u === userId).length >= v.perUserLimit) return 'voucherUsedUp';
  return null;
}

/** Whether a voucher may be used by this learner at this time (before any order exists). */
export function voucherRefusal(state: VoucherState, userId: string, at: string): DomainError | null {
  const reason = refusalReason(state, userId, at);
  return reason ? voucherRefused(reason) : null;
}

function creationProblems(v: VoucherData): Omit<FieldError, 'message'>[] {
  const problems: Omit<FieldError, 'message'>[] = [];
  const whole = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max;
  if (v.discount.kind === 'percent' ? !whole(v.discount.percent, 1, 100) : !whole(v.discount.amount, 1, 10_000_000))
    problems.push({ field: 'discount', code: 'IS_INT' });
  if (v.validUntil <= v.validFrom) problems.push({ field: 'validUntil', code: 'BAD_REQUEST' });
  if (!whole(v.usageLimit, 1, 1_000_000)) problems.push({ field: 'usageLimit', code: 'IS_INT' });
  if (!whole(v.perUserLimit, 1, v.usageLimit)) problems.push({ field: 'perUserLimit', code: 'IS_INT' });
  return problems;
}

/**
 * One voucher and its uses. A use belongs to an order: redeeming again for the same order changes
 * nothing, and a use is given back when that order is not paid. The limits hold inside this one
 * stream, so twenty learners racing for the last use cannot all win; each loser's order is told so
 * by a recorded refusal (the checkout workflow redeems, and a workflow's refused command is only logged). A deactivated voucher takes
 * no new use; the uses its orders hold stay, and are given back as before.
 */
export const voucherDecider: Decider<VoucherCommand, VoucherEvent, VoucherState> = {
  initialState: () => ({ voucher: null, active: new Map(), deactivatedAt: null }),

  evolve(state, event) {
    switch (event.type) {
      case 'VoucherCreated':
        return { ...state, voucher: event.data };
      case 'VoucherRedeemed':
        return { ...state, active: new Map(state.active).set(event.data.orderId, event.data.userId) };
      case 'VoucherRedemptionReleased': {
        const active = new Map(state.active);
        active.delete(event.data.orderId);
        return { ...state, active };
      }
      case 'VoucherDeactivated':
        return { ...state, deactivatedAt: event.data.at };
      case 'VoucherRedemptionRefused':
        return state;
      default: {
        const _exhaustive: never = event;
        return state;
      }
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'CreateVoucher': {
        if (state.voucher) return DomainError.alreadyExists();
        const { type: _type, ...data } = command;
        const problems = creationProblems(data);
        return problems.length > 0 ? DomainError.badRequest(problems) : [{ type: 'VoucherCreated', data }];
      }
      case 'RedeemVoucher': {
        if (state.active.has(command.orderId)) return [];
        const { code, orderId, userId, at } = command;
        // Recorded, not refused: the order's workflow asked, and reads the answer from this stream.
        const reason = refusalReason(state, userId, at);
        if (reason) return [{ type: 'VoucherRedemptionRefused', data: { code, orderId, userId, reason, at } }];
        return [{ type: 'VoucherRedeemed', data: { code, orderId, userId, at } }];
      }
      case 'ReleaseVoucher':
        return state.active.has(command.orderId)
          ? [{ type: 'VoucherRedemptionReleased', data: { code: command.code, orderId: command.orderId, at: command.at } }]
          : [];
      case 'DeactivateVoucher':
        if (!state.voucher) return DomainError.notFound();
        return state.deactivatedAt ? [] : [{ type: 'VoucherDeactivated', data: { code: command.code, at: command.at } }];
      default: {
        const _exhaustive: never = command;
        throw new Error('unknown command');
      }
    }
  },
};
