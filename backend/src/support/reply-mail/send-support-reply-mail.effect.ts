import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { conversationStream, type ConversationEvent } from '@khru/contracts';
import type { EventStore, Mailer, RuntimeConfig } from '@khru/platform';
import { CommandExecutor } from '../../kernel/commands/command-executor.js';
import type { CommandMetadata } from '../../kernel/commands/command-metadata.js';
import { EVENT_STORE, MAILER, RUNTIME_CONFIG } from '../../kernel/infrastructure/tokens.js';
import { WorkflowRegistry } from '../../kernel/workflows/workflow-registry.js';
import { SupportCallers } from '../callers/support-callers.js';
import { conversationDecider } from '../conversation/conversation.decider.js';
import { replyMailFacts } from './reply-mail-facts.js';
import { SEND_SUPPORT_REPLY_MAIL, type SendSupportReplyMailInput } from './send-support-reply-mail.js';
import { supportReplyMail } from './support-reply-mail.js';
import { supportReplyMailWorkflow } from './support-reply-mail.workflow.js';

/**
 * Registers the `support-reply-mail` workflow and does its effect: mails a reply once, in the language the learner last
 * wrote in, with a link that opens the conversation in the learner app (for a visitor, with a token issued for it). A
 * reply the stream records as mailed is not mailed again; the record follows the sending, so a crash in between sends
 * it twice rather than never.
 */
@Injectable()
export class SendSupportReplyMailEffect implements OnModuleInit {
  constructor(
    private readonly registry: WorkflowRegistry,
    private readonly executor: CommandExecutor,
    private readonly callers: SupportCallers,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig,
  ) {}

  onModuleInit(): void {
    this.registry.register(supportReplyMailWorkflow);
    this.registry.registerEffect(SEND_SUPPORT_REPLY_MAIL, (input, metadata) => this.send(input, metadata));
  }

  private async send({ conversationId, messageId }: SendSupportReplyMailInput, metadata: CommandMetadata): Promise<void> {
    const stream = conversationStream(conversationId);
    const events = (await this.store.readStream(stream)).map((e) => ({ type: e.type, data: e.data }) as ConversationEvent);
    const facts = replyMailFacts(events, messageId);
    if (!facts) return;
    // A fresh token, so a link mailed after the visitor's token expired still opens; none once the visitor joined an account.
    const token = facts.visitor && (await this.callers.mailedVisitorToken(facts.visitor, metadata.now));
    const query = new URLSearchParams({ support: conversationId, ...(token ? { visitor: token } : {}) });
    const link = `${this.config.publicUrl}/?${query.toString()}`;
    await this.mailer.send(supportReplyMail({ ...facts, link }));
    await this.executor.execute(
      conversationDecider,
      stream,
      { type: 'RecordReplyMailed', conversationId, messageId, at: metadata.now.toISOString() },
      metadata,
    );
  }
}
