import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { NotificationStreamMessage } from '@khru/contracts';
import type { Request, Response } from 'express';
import { EventStreamResponse } from '../../kernel/live/event-stream-response.js';
import { StreamCaller } from '../../kernel/live/stream-caller.js';
import { NotificationList } from '../bell/notification-list.js';
import { NotificationHub } from './notification-hub.js';

/**
 * `GET cmsapi/user-notifications/stream` (ours): Server-Sent Events for the bell. It sends `event: notifications` with
 * `{totalUnread}` at once, then `{totalUnread, notification?}` whenever the caller's notifications change, and a
 * heartbeat comment. Login as for the other routes (a bearer token), or `?access_token=` for EventSource. The stream
 * ends when the token expires or its session ends (ADR 25).
 */
@ApiTags('notifications')
@Controller('cmsapi/user-notifications')
export class NotificationStreamHttpController {
  constructor(
    private readonly callers: StreamCaller,
    private readonly hub: NotificationHub,
    private readonly notifications: NotificationList,
  ) {}

  @Get('stream')
  @ApiQuery({ name: 'access_token', required: false, description: 'The access token, for clients that cannot send an Authorization header' })
  @ApiOkResponse({ description: 'A stream of `notifications` events', content: { 'text/event-stream': { schema: { type: 'string' } } } })
  async stream(@Query('access_token') token: string | undefined, @Req() request: Request, @Res() response: Response): Promise<void> {
    const session = await this.callers.ofRequest(request, token);
    const stream = new EventStreamResponse(response);
    const send = (message: NotificationStreamMessage) => stream.send('notifications', message);
    stream.whenClosed(await this.hub.listen(session, { send, end: () => stream.end() }));
    if (stream.closed) return;
    send({ totalUnread: await this.notifications.unread(session.caller.userId) });
  }
}
