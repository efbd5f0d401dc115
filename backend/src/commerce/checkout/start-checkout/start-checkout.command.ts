import { Command } from '@nestjs/cqrs';
import type { ItemRef, Locale, PaymentStartedResponse, Role } from '@khru/contracts';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';

/** Checkout of the caller's chosen items with an optional voucher; `idempotencyKey` in the metadata makes a retry the same order. */
export class StartCheckoutCommand extends Command<PaymentStartedResponse> {
  constructor(
    readonly userId: string,
    readonly role: Role,
    readonly items: ItemRef[],
    readonly voucherCode: string | null,
    /** The checkout's language: the order's receipt and refund mail are written in it. */
    readonly locale: Locale,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
