import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { FALLBACK_LOCALE, contactMessageStream, isLocale } from '@khru/contracts';
import type { Mailer } from '@khru/platform';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';
import { MAILER } from '../../../kernel/infrastructure/tokens.js';
import { WorkflowRegistry } from '../../../kernel/workflows/workflow-registry.js';
import { contactMessageDecider } from '../contact-message.decider.js';
import { contactReplyMail } from './contact-reply-mail.js';
import { contactReplyMailWorkflow } from './contact-reply-mail.workflow.js';
import { SEND_CONTACT_REPLY_MAIL, type SendContactReplyMailInput } from './send-contact-reply-mail.js';

/**
 * Registers the `contact-reply-mail` workflow and does its effect. Mails a reply once: a reply the message's stream records as mailed is not mailed again when the
 * feed delivers it again. The record follows the sending, so a crash in between sends it twice
 * rather than never.
 */
@Injectable()
export class SendContactReplyMailEffect implements OnModuleInit {
  constructor(
    private readonly registry: WorkflowRegistry,
    private readonly executor: CommandExecutor,
    @Inject(MAILER) private readonly mailer: Mailer,
  ) {}

  onModuleInit(): void {
    this.registry.register(contactReplyMailWorkflow);
    this.registry.registerEffect(SEND_CONTACT_REPLY_MAIL, (input, metadata) => this.send(input, metadata));
  }

  private async send({ messageId, replyId }: SendContactReplyMailInput, metadata: CommandMetadata): Promise<void> {
    const stream = contactMessageStream(messageId);
    const state = await this.executor.load(contactMessageDecider, stream);
    const reply = state.replies.get(replyId);
    if (!state.message || reply === undefined || state.mailed.has(replyId)) return;
    const { email, name, locale, message, submittedAt } = state.message;
    await this.mailer.send(contactReplyMail({ to: email, name, locale: isLocale(locale) ? locale : FALLBACK_LOCALE, reply, original: message, submittedAt }));
    await this.executor.execute(
      contactMessageDecider,
      stream,
      { type: 'RecordContactReplyMailed', messageId, replyId, at: metadata.now.toISOString() },
      metadata,
    );
  }
}
