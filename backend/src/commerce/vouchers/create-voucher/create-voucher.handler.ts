import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { voucherStream } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { assertCategoriesExist } from '../assert-categories-exist.js';
import { voucherDecider } from '../voucher.decider.js';
import { CreateVoucherCommand } from './create-voucher.command.js';

/** Creates a voucher; the categories or sub-categories it is limited to must exist. */
@CommandHandler(CreateVoucherCommand)
export class CreateVoucherHandler implements ICommandHandler<CreateVoucherCommand, CommandResult> {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
  ) {}

  async execute({ payload, metadata }: CreateVoucherCommand): Promise<CommandResult> {
    if (payload.eligibleCategoryIds?.length) await assertCategoriesExist(this.documents, payload.eligibleCategoryIds);
    return this.executor.execute(voucherDecider, voucherStream(payload.code), payload, metadata);
  }
}
