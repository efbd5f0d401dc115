import { Controller, Get, Param, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AdminConversationView, SupportInboxResponse } from '@khru/contracts';
import { SupportInboxParams } from '@khru/contracts/requests';
import type { Request } from 'express';
import { CurrentCaller, RequirePermissions } from '../../kernel/auth/access.decorators.js';
import type { Caller } from '../../kernel/auth/caller.js';
import { requestLocale } from '../../kernel/locale/request-locale.js';
import { SUPPORT_PERMISSION } from '../support-permission.js';
import { SupportAdmins, type SupportAdmin } from './support-admins.js';
import { SupportConversations } from './support-conversations.js';
import { SupportInbox } from './support-inbox.js';

/** Support's side of the chat, read: the inbox, one conversation whole, and who can take one. */
@ApiTags('support')
@ApiBearerAuth()
@RequirePermissions(SUPPORT_PERMISSION)
@Controller('supportapi/admin')
export class SupportAdminReadHttpController {
  constructor(
    private readonly inbox: SupportInbox,
    private readonly conversations: SupportConversations,
    private readonly admins: SupportAdmins,
  ) {}

  /** Chat conversations and contact-form messages, newest activity first; `assigned=me` means the caller. */
  @Get('inbox')
  list(@Query() params: SupportInboxParams, @CurrentCaller() caller: Caller): Promise<SupportInboxResponse> {
    const { status, assigned, kind, q } = params;
    return this.inbox.list({ status, assigned, kind, q }, caller.userId, { skip: params.skip ?? 0, take: params.take ?? 25 });
  }

  @Get('conversations/:id')
  get(@Param('id') id: string, @Req() request: Request): Promise<AdminConversationView> {
    return this.conversations.adminView(id, requestLocale(request));
  }

  @Get('admins')
  async listAdmins(): Promise<{ data: SupportAdmin[] }> {
    return { data: await this.admins.list() };
  }
}
