import { normalizeVoucherCode } from '@khru/contracts';
import type { Filter } from '@khru/platform';
import { escapeRegex } from '../../../kernel/read-models/text-search.js';

export type VoucherState = 'active' | 'inactive' | 'expired';

/**
 * The read-model filter of the voucher list: part of a code (any case), and a state at `now`:
 * active (not deactivated, window not over), inactive (deactivated), expired (window over, never deactivated).
 */
export function voucherFilter(search: string | undefined, state: VoucherState | undefined, now: Date): Filter {
  const code = search?.trim() ? { _id: { $regex: escapeRegex(normalizeVoucherCode(search)) } } : {};
  const at = now.toISOString();
  const byState =
    state === 'active'
      ? { active: true, validUntil: { $gt: at } }
      : state === 'inactive'
        ? { active: false }
        : state === 'expired'
          ? { active: true, validUntil: { $lte: at } }
          : {};
  return { ...code, ...byState };
}
