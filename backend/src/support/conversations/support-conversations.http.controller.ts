import { Body, Controller, HttpCode, Param, Post, Req, UploadedFile, UseInterceptors } from '@nestjs/common';
import { CommandBus, type Command } from '@nestjs/cqrs';
import { ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { CommandAccepted, PostSupportMessageResponse, StartConversationResponse } from '@khru/contracts';
import { PostSupportMessageRequest, StartConversationRequest, SupportRatingRequest, SupportSeqRequest } from '@khru/contracts/requests';
import { newEventId } from '@khru/platform';
import type { Request } from 'express';
import type { CommandMetadata } from '../../kernel/commands/command-metadata.js';
import { accepted, type CommandResult } from '../../kernel/commands/command-result.js';
import { requestMetadata } from '../../kernel/http/request-metadata.js';
import { requestLocale } from '../../kernel/locale/request-locale.js';
import { AttachmentInterceptor } from '../attachments/attachment.interceptor.js';
import type { ReceivedFile } from '../attachments/support-attachments.js';
import { CurrentSupportCaller, RequireSupportCaller } from '../callers/support-caller.guard.js';
import { learnerRefOf, type SupportCaller } from '../callers/support-callers.js';
import { CloseConversationCommand } from './close-conversation/close-conversation.command.js';
import { MarkDeliveredCommand } from './mark-delivered/mark-delivered.command.js';
import { MarkReadCommand } from './mark-read/mark-read.command.js';
import { PostMessageCommand } from './post-message/post-message.command.js';
import { RateConversationCommand } from './rate-conversation/rate-conversation.command.js';
import { StartConversationCommand } from './start-conversation/start-conversation.command.js';

/** A message as multipart: its text and an optional image or PDF. */
export const MESSAGE_FORM = {
  schema: {
    type: 'object',
    properties: {
      body: { type: 'string', description: 'The text; may be empty when a file is sent' },
      file: { type: 'string', format: 'binary', description: 'An image (JPEG, PNG, WebP, GIF) or a PDF' },
    },
  },
};

/** Command metadata naming the sender: a learner by user id, a visitor as `visitor:<id>`. */
const metadataOf = (request: Request, caller: SupportCaller): CommandMetadata =>
  requestMetadata(request, caller.kind === 'learner' ? caller.userId : `visitor:${caller.visitorId}`);

/**
 * The learner's and the visitor's side of support chat (ADR 29): start a conversation, write, mark what arrived and
 * what was read, close and rate. The caller is a learner by bearer token or a visitor by `x-support-visitor`; the
 * conversation decider refuses anyone else's conversation.
 */
@ApiTags('support')
@Controller('supportapi/conversations')
@RequireSupportCaller()
export class SupportConversationsHttpController {
  constructor(private readonly commands: CommandBus) {}

  /** Who it is with comes from the caller, the language from Accept-Language. */
  @Post()
  async start(
    @Body() body: StartConversationRequest,
    @CurrentSupportCaller() caller: SupportCaller,
    @Req() request: Request,
  ): Promise<StartConversationResponse> {
    const metadata = metadataOf(request, caller);
    // A retry under the same Idempotency-Key names the same conversation; the sender is in the seed, so another
    // caller's key never names it.
    const seed = metadata.idempotencyKey && `support-conversation:${metadata.userId}:${metadata.idempotencyKey}`;
    const conversationId = newEventId(seed, 0);
    const messageId = newEventId(seed, 1);
    const command = new StartConversationCommand(conversationId, messageId, caller, body.page, body.body, requestLocale(request), metadata);
    return { conversationId, messageId, ...accepted(await this.commands.execute(command)) };
  }

  @Post(':id/messages')
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiBody(MESSAGE_FORM)
  @UseInterceptors(AttachmentInterceptor)
  post(
    @Param('id') id: string,
    @Body() body: PostSupportMessageRequest,
    @UploadedFile() file: ReceivedFile | undefined,
    @CurrentSupportCaller() caller: SupportCaller,
    @Req() request: Request,
  ): Promise<PostSupportMessageResponse> {
    const sender = { side: 'learner' as const, caller, locale: requestLocale(request) };
    return this.commands.execute(new PostMessageCommand(id, sender, body.body ?? '', file, metadataOf(request, caller)));
  }

  /** The learner's app received support's messages up to `upToSeq`. */
  @Post(':id/delivered')
  @HttpCode(200)
  delivered(
    @Param('id') id: string,
    @Body() body: SupportSeqRequest,
    @CurrentSupportCaller() caller: SupportCaller,
    @Req() request: Request,
  ): Promise<CommandAccepted> {
    const metadata = metadataOf(request, caller);
    const at = metadata.now.toISOString();
    return this.dispatch(
      new MarkDeliveredCommand({ type: 'MarkDelivered', conversationId: id, actor: this.actor(caller), upToSeq: body.upToSeq, at }, metadata),
    );
  }

  /** The learner saw support's messages up to `upToSeq`. */
  @Post(':id/read')
  @HttpCode(200)
  read(
    @Param('id') id: string,
    @Body() body: SupportSeqRequest,
    @CurrentSupportCaller() caller: SupportCaller,
    @Req() request: Request,
  ): Promise<CommandAccepted> {
    const metadata = metadataOf(request, caller);
    const at = metadata.now.toISOString();
    return this.dispatch(new MarkReadCommand({ type: 'MarkRead', conversationId: id, actor: this.actor(caller), upToSeq: body.upToSeq, at }, metadata));
  }

  @Post(':id/close')
  @HttpCode(200)
  close(@Param('id') id: string, @CurrentSupportCaller() caller: SupportCaller, @Req() request: Request): Promise<CommandAccepted> {
    const metadata = metadataOf(request, caller);
    return this.dispatch(
      new CloseConversationCommand({ type: 'Close', conversationId: id, actor: this.actor(caller), at: metadata.now.toISOString() }, metadata),
    );
  }

  /** 1 to 5, once the conversation is closed; a later rating replaces it. */
  @Post(':id/rating')
  @HttpCode(200)
  rate(
    @Param('id') id: string,
    @Body() body: SupportRatingRequest,
    @CurrentSupportCaller() caller: SupportCaller,
    @Req() request: Request,
  ): Promise<CommandAccepted> {
    const metadata = metadataOf(request, caller);
    const at = metadata.now.toISOString();
    return this.dispatch(new RateConversationCommand({ type: 'Rate', conversationId: id, learner: learnerRefOf(caller), rating: body.rating, at }, metadata));
  }

  private actor(caller: SupportCaller) {
    return { side: 'learner' as const, learner: learnerRefOf(caller) };
  }

  private async dispatch(command: Command<CommandResult>): Promise<CommandAccepted> {
    return accepted(await this.commands.execute(command));
  }
}
