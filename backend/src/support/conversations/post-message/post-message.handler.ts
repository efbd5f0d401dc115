import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { conversationStream, type Locale, type PostSupportMessageResponse, type SupportAttachment } from '@khru/contracts';
import { newEventId } from '@khru/platform';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';
import { accepted } from '../../../kernel/commands/command-result.js';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { SupportAttachments, type ReceivedFile } from '../../attachments/support-attachments.js';
import { SupportCallers, learnerRefOf, type SupportCaller, type SupportLearner } from '../../callers/support-callers.js';
import { conversationDecider, type ConversationCommand } from '../../conversation/conversation.decider.js';
import { SupportPresence } from '../../live/support-presence.js';
import { SupportRateLimits } from '../../rate-limits/support-rate-limits.js';
import { PostMessageCommand } from './post-message.command.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Posts a chat message from either side: the sender's rate limit, the file's type read from its bytes, the file kept,
 * then the message decided and appended to the conversation's stream. A refused message keeps no file.
 */
@CommandHandler(PostMessageCommand)
export class PostMessageHandler implements ICommandHandler<PostMessageCommand, PostSupportMessageResponse> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly attachments: SupportAttachments,
    private readonly presence: SupportPresence,
    private readonly limits: SupportRateLimits,
    private readonly callers: SupportCallers,
  ) {}

  async execute({ conversationId, sender, body, file, metadata }: PostMessageCommand): Promise<PostSupportMessageResponse> {
    if (sender.side === 'learner') return this.fromLearner(sender.caller, conversationId, body, file, sender.locale, metadata);
    return this.fromSupport(await this.callers.learnerOf(sender.caller), conversationId, body, file, metadata);
  }

  private async fromLearner(
    caller: SupportCaller,
    conversationId: string,
    body: string,
    file: ReceivedFile | undefined,
    locale: Locale,
    metadata: CommandMetadata,
  ): Promise<PostSupportMessageResponse> {
    this.assertId(conversationId);
    await this.limits.newMessage(caller);
    const messageId = this.messageId(metadata);
    return this.post(conversationId, messageId, file, metadata, (attachment) => ({
      type: 'PostLearnerMessage',
      conversationId,
      messageId,
      learner: learnerRefOf(caller),
      body,
      attachment,
      locale,
      at: metadata.now.toISOString(),
    }));
  }

  /** Support's reply records whether the learner had the chat open, measured now: one who had not also gets it by mail. */
  private async fromSupport(
    admin: SupportLearner,
    conversationId: string,
    body: string,
    file: ReceivedFile | undefined,
    metadata: CommandMetadata,
  ): Promise<PostSupportMessageResponse> {
    this.assertId(conversationId);
    const { conversation } = await this.executor.load(conversationDecider, conversationStream(conversationId));
    if (!conversation) throw DomainError.notFound();
    const messageId = this.messageId(metadata);
    const learnerOnline = await this.presence.isOnline(conversation);
    return this.post(conversationId, messageId, file, metadata, (attachment) => ({
      type: 'PostSupportMessage',
      conversationId,
      messageId,
      adminId: admin.userId,
      adminName: admin.name,
      body,
      attachment,
      learnerOnline,
      at: metadata.now.toISOString(),
    }));
  }

  private async post(
    conversationId: string,
    messageId: string,
    file: ReceivedFile | undefined,
    metadata: CommandMetadata,
    command: (attachment: SupportAttachment | null) => ConversationCommand,
  ): Promise<PostSupportMessageResponse> {
    const checked = await this.attachments.check(file);
    // A retry names the same message, so its file lands on the first one's key: nothing to discard when it appends nothing.
    const attachment = checked ? await this.attachments.keep(conversationId, messageId, checked) : null;
    try {
      const result = await this.executor.execute(conversationDecider, conversationStream(conversationId), command(attachment), metadata);
      return { messageId, ...accepted(result) };
    } catch (error) {
      await this.attachments.discard(attachment);
      throw error;
    }
  }

  /** Ids name files' folders: anything but a UUID is no conversation. */
  private assertId(conversationId: string): void {
    if (!UUID.test(conversationId)) throw DomainError.notFound();
  }

  /** A retry under the same Idempotency-Key names the same message. */
  private messageId(metadata: CommandMetadata): string {
    return newEventId(metadata.idempotencyKey && `support-message:${metadata.idempotencyKey}`, 0);
  }
}
