import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CURRENCY, type VoucherApplyResponse } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { priceLines } from '../../price-lines.js';
import { assertItemsOnSale } from '../../items-on-sale.js';
import { quoteVoucher } from '../quote-voucher.js';
import { ApplyVoucherQuery } from './apply-voucher.query.js';

/** The cart's voucher field: what the code would take off these items now, without using it. */
@QueryHandler(ApplyVoucherQuery)
export class ApplyVoucherHandler implements IQueryHandler<ApplyVoucherQuery, VoucherApplyResponse> {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
  ) {}

  async execute({ userId, voucherCode, items, now }: ApplyVoucherQuery): Promise<VoucherApplyResponse> {
    await assertItemsOnSale(this.documents, items, (i) => `items.${i}.itemId`);
    const lines = await priceLines(this.documents, items, now);
    const quote = await quoteVoucher(this.executor, this.documents, voucherCode, userId, lines, now);
    const subtotal = lines.reduce((sum, l) => sum + l.price, 0);
    return {
      voucherCode: quote.voucherCode,
      subtotal,
      discount: quote.discount,
      total: subtotal - quote.discount,
      eligibleItemIds: quote.eligibleItemIds,
      currency: CURRENCY,
    };
  }
}
