import { Body, Controller, HttpCode, Param, Patch, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { CommandAccepted, NotificationListResponse } from '@khru/contracts';
import { NotificationListRequest } from '@khru/contracts/requests';
import type { Request } from 'express';
import { CurrentCaller, RequireLogin } from '../../kernel/auth/access.decorators.js';
import type { Caller } from '../../kernel/auth/caller.js';
import { accepted } from '../../kernel/commands/command-result.js';
import { requestMetadata } from '../../kernel/http/request-metadata.js';
import { MarkAllSeenCommand } from './mark-all-seen/mark-all-seen.command.js';
import { MarkNotificationReadCommand } from './mark-notification-read/mark-notification-read.command.js';
import { NotificationList } from './notification-list.js';

/**
 * `cmsapi/user-notifications` (spec section 7): the caller's own notifications, newest first, and marking them read.
 * Every command goes to the caller's own stream, so another user's notification is NOT_FOUND.
 */
@ApiTags('notifications')
@ApiBearerAuth()
@RequireLogin()
@Controller('cmsapi/user-notifications')
export class UserNotificationsHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly notifications: NotificationList,
  ) {}

  /** `requireTotalCount` and `stringTolower` are the spec's load options: the count is always given, and there is no text to compare. */
  @Post('list')
  @HttpCode(200)
  list(@Body() body: NotificationListRequest, @CurrentCaller() caller: Caller): Promise<NotificationListResponse> {
    const newestFirst = body.sort?.[0]?.desc ?? true;
    return this.notifications.page(caller.userId, { skip: body.skip, take: body.take, newestFirst });
  }

  @Patch('seen')
  async seen(@CurrentCaller() caller: Caller, @Req() request: Request): Promise<CommandAccepted> {
    const metadata = requestMetadata(request, caller.userId);
    const command = { type: 'MarkAllSeen', userId: caller.userId, at: metadata.now.toISOString() } as const;
    return accepted(await this.commands.execute(new MarkAllSeenCommand(command, metadata)));
  }

  @Patch(':id/read')
  async read(@Param('id') notificationId: string, @CurrentCaller() caller: Caller, @Req() request: Request): Promise<CommandAccepted> {
    const metadata = requestMetadata(request, caller.userId);
    const command = { type: 'MarkNotificationRead', notificationId, userId: caller.userId, at: metadata.now.toISOString() } as const;
    return accepted(await this.commands.execute(new MarkNotificationReadCommand(command, metadata)));
  }
}
