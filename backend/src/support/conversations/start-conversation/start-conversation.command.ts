import { Command } from '@nestjs/cqrs';
import type { Locale } from '@khru/contracts';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import type { SupportCaller } from '../../callers/support-callers.js';

export class StartConversationCommand extends Command<CommandResult> {
  constructor(
    readonly conversationId: string,
    readonly messageId: string,
    readonly caller: SupportCaller,
    readonly page: string,
    readonly body: string,
    readonly locale: Locale,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
