import { normalizeVoucherCode, voucherStream, type ItemRef } from '@khru/contracts';
import type { CommandExecutor } from '../../kernel/commands/command-executor.js';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { voucherDecider, voucherRefusal } from './voucher.decider.js';
import { voucherDiscount } from './voucher-discount.js';

/** What a voucher would take off these priced lines for this learner now, or the refusal (unknown, out of its window, used up, not applicable). */
export async function quoteVoucher(executor: CommandExecutor, code: string, userId: string, lines: (ItemRef & { price: number })[], now: Date) {
  const voucherCode = normalizeVoucherCode(code);
  const state = await executor.load(voucherDecider, voucherStream(voucherCode));
  const refusal = voucherRefusal(state, userId, now.toISOString());
  if (refusal) throw refusal;
  const { discount, eligibleItemIds } = voucherDiscount(state.voucher!, lines);
  if (eligibleItemIds.length === 0) throw DomainError.badRequest([{ field: 'voucherCode', code: 'BAD_REQUEST', rule: 'voucherNotEligible' }]);
  return { voucherCode, discount, eligibleItemIds };
}
