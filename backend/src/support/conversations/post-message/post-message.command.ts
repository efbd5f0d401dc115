import { Command } from '@nestjs/cqrs';
import type { Locale, PostSupportMessageResponse } from '@khru/contracts';
import type { Caller } from '../../../kernel/auth/caller.js';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';
import type { ReceivedFile } from '../../attachments/support-attachments.js';
import type { SupportCaller } from '../../callers/support-callers.js';

/** Who writes: the learner or visitor, in the language of their request, or an admin answering for support. */
export type MessageSender = { side: 'learner'; caller: SupportCaller; locale: Locale } | { side: 'support'; caller: Caller };

export class PostMessageCommand extends Command<PostSupportMessageResponse> {
  constructor(
    readonly conversationId: string,
    readonly sender: MessageSender,
    readonly body: string,
    readonly file: ReceivedFile | undefined,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
