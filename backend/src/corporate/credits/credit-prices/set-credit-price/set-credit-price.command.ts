import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../../kernel/commands/command-metadata.js';
import type { CommandResult } from '../../../../kernel/commands/command-result.js';

/** `PUT orgsapi/credit-prices/{itemId}` (platform admin). */
export class SetCreditPriceCommand extends Command<CommandResult> {
  constructor(
    readonly itemId: string,
    readonly isBundle: boolean,
    readonly credits: number,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
