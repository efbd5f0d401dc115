import { normalizeVoucherCode, voucherStream } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import type { CommandExecutor } from '../../kernel/commands/command-executor.js';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { courseCategories } from './course-categories.js';
import { voucherDecider, voucherRefusal } from './voucher.decider.js';
import { voucherDiscount } from './voucher-discount.js';
import type { EligibilityLine } from './voucher-eligibility.js';

/**
 * What a voucher would take off these priced lines for this learner now, or the refusal (unknown,
 * deactivated, out of its window, used up, not applicable). A voucher limited to categories reads
 * the categories of the lines' courses.
 */
export async function quoteVoucher(
  executor: CommandExecutor,
  documents: DocumentStore,
  code: string,
  userId: string,
  lines: (EligibilityLine & { price: number })[],
  now: Date,
) {
  const voucherCode = normalizeVoucherCode(code);
  const state = await executor.load(voucherDecider, voucherStream(voucherCode));
  const refusal = voucherRefusal(state, userId, now.toISOString());
  if (refusal) throw refusal;
  const voucher = state.voucher!;
  const categoriesOf = voucher.eligibleCategoryIds?.length
    ? await courseCategories(
        documents,
        lines.flatMap((l) => l.courseIds),
      )
    : new Map();
  const { discount, eligibleItemIds } = voucherDiscount(voucher, lines, categoriesOf);
  if (eligibleItemIds.length === 0) throw DomainError.badRequest([{ field: 'voucherCode', code: 'BAD_REQUEST', rule: 'voucherNotEligible' }]);
  return { voucherCode, discount, eligibleItemIds };
}
