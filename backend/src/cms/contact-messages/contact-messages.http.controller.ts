import { Body, Controller, Get, Post, Query, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { CommandAccepted, ContactMessageResponse } from '@khru/contracts';
import { ContactMessageRequest, PageParams } from '@khru/contracts/requests';
import type { Request } from 'express';
import { randomUUID } from 'node:crypto';
import { OptionalCaller, RequirePermissions } from '../../kernel/auth/access.decorators.js';
import type { Caller } from '../../kernel/auth/caller.js';
import { accepted } from '../../kernel/commands/command-result.js';
import { requestLocale } from '../../kernel/http/request-locale.js';
import { requestMetadata } from '../../kernel/http/request-metadata.js';
import { ListContactMessagesQuery } from './list-contact-messages/list-contact-messages.query.js';
import { SubmitContactMessageCommand } from './submit-contact-message/submit-contact-message.command.js';

/** The contact-us form: anyone may write; administrators read. */
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
  list(@Query() params: PageParams): Promise<{ data: ContactMessageResponse[]; totalCount: number }> {
    return this.queries.execute(new ListContactMessagesQuery(params.skip ?? 0, params.take ?? 10));
  }
}
