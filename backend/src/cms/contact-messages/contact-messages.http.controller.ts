import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { CommandAccepted, ContactMessageResponse } from '@khru/contracts';
import { ContactMessageListParams, ContactMessageRequest, ContactReplyRequest } from '@khru/contracts/requests';
import { newEventId } from '@khru/platform';
import type { Request } from 'express';
import { randomUUID } from 'node:crypto';
import { CurrentCaller, OptionalCaller, RequirePermissions } from '../../kernel/auth/access.decorators.js';
import type { Caller } from '../../kernel/auth/caller.js';
import { accepted } from '../../kernel/commands/command-result.js';
import { requestMetadata } from '../../kernel/http/request-metadata.js';
import { requestLocale } from '../../kernel/locale/request-locale.js';
import { GetContactMessageQuery } from './get-contact-message/get-contact-message.query.js';
import { ListContactMessagesQuery } from './list-contact-messages/list-contact-messages.query.js';
import { MarkContactMessageHandledCommand } from './mark-contact-message-handled/mark-contact-message-handled.command.js';
import { ReplyToContactMessageCommand } from './reply-to-contact-message/reply-to-contact-message.command.js';
import { SubmitContactMessageCommand } from './submit-contact-message/submit-contact-message.command.js';

/**
 * The contact-us form: anyone may write; the inbox's keepers (READ_CONTACT_MESSAGES) read, mark
 * handled and reply. One permission for the whole inbox, so whoever is trusted to read a visitor's
 * message may also answer it.
 */
@ApiTags('contact')
@Controller('cmsapi/contact-messages')
export class ContactMessagesHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post()
  async submit(
    @Body() body: ContactMessageRequest,
    @OptionalCaller() caller: Caller | null,
    @Req() request: Request,
  ): Promise<CommandAccepted & { id: string }> {
    const metadata = requestMetadata(request, caller?.userId);
    const messageId = randomUUID();
    const result = await this.commands.execute(
      new SubmitContactMessageCommand(
        {
          type: 'SubmitContactMessage',
          messageId,
          name: body.name.trim(),
          email: body.email.trim(),
          phoneNumber: body.phoneNumber.trim(),
          companyName: body.companyName?.trim() || null,
          topic: body.topic,
          message: body.message.trim(),
          locale: requestLocale(request),
          userId: caller?.userId ?? null,
          submittedAt: metadata.now.toISOString(),
        },
        metadata,
      ),
    );
    return { id: messageId, ...accepted(result) };
  }

  @Get()
  @ApiBearerAuth()
  @RequirePermissions('READ_CONTACT_MESSAGES')
  list(@Query() params: ContactMessageListParams): Promise<{ data: ContactMessageResponse[]; totalCount: number }> {
    return this.queries.execute(new ListContactMessagesQuery(params.skip ?? 0, params.take ?? 10, params.status ?? null, params.q ?? null));
  }

  @Get(':id')
  @ApiBearerAuth()
  @RequirePermissions('READ_CONTACT_MESSAGES')
  get(@Param('id') id: string): Promise<ContactMessageResponse> {
    return this.queries.execute(new GetContactMessageQuery(id));
  }

  @Post(':id/handled')
  @HttpCode(200)
  @ApiBearerAuth()
  @RequirePermissions('READ_CONTACT_MESSAGES')
  async markHandled(@Param('id') id: string, @CurrentCaller() caller: Caller, @Req() request: Request): Promise<CommandAccepted> {
    const metadata = requestMetadata(request, caller.userId);
    const command = { type: 'MarkContactMessageHandled' as const, messageId: id, at: metadata.now.toISOString() };
    return accepted(await this.commands.execute(new MarkContactMessageHandledCommand(command, metadata)));
  }

  /** The reply is recorded here and mailed by the `contact-reply-mail` workflow, in the message's language. */
  @Post(':id/reply')
  @HttpCode(200)
  @ApiBearerAuth()
  @RequirePermissions('READ_CONTACT_MESSAGES')
  async reply(
    @Param('id') id: string,
    @Body() body: ContactReplyRequest,
    @CurrentCaller() caller: Caller,
    @Req() request: Request,
  ): Promise<CommandAccepted & { replyId: string }> {
    const metadata = requestMetadata(request, caller.userId);
    // A retry under the same Idempotency-Key names the same reply.
    const replyId = newEventId(metadata.idempotencyKey && `reply:${metadata.idempotencyKey}`, 0);
    const command = { type: 'ReplyToContactMessage' as const, messageId: id, replyId, body: body.body, at: metadata.now.toISOString() };
    return { replyId, ...accepted(await this.commands.execute(new ReplyToContactMessageCommand(command, metadata))) };
  }
}
