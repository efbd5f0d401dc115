import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { NotificationStreamMessage } from '@khru/contracts';
import type { Response } from 'express';
import { OptionalCaller } from '../../kernel/auth/access.decorators.js';
import type { Caller } from '../../kernel/auth/caller.js';
import { NotificationList } from '../bell/notification-list.js';
import { NotificationHub } from './notification-hub.js';
import { StreamCaller } from './stream-caller.js';

/** A comment line this often keeps proxies from closing a quiet stream. */
export const HEARTBEAT_MS = 25_000;

/**
 * `GET cmsapi/user-notifications/stream` (ours): Server-Sent Events for the bell. It sends `event: notifications` with
 * `{totalUnread}` at once, then `{totalUnread, notification?}` whenever the caller's notifications change, and a
 * comment every HEARTBEAT_MS. Login as for the other routes (a bearer token), or `?access_token=` for EventSource.
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
  async stream(@Query('access_token') token: string | undefined, @OptionalCaller() bearer: Caller | null, @Res() response: Response): Promise<void> {
    const caller = bearer ?? (await this.callers.of(token));
    response.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    response.flushHeaders();
    const send = (message: NotificationStreamMessage) => response.write(`event: notifications\ndata: ${JSON.stringify(message)}\n\n`);
    const heartbeat = setInterval(() => response.write(': heartbeat\n\n'), HEARTBEAT_MS);
    let stop: (() => void) | null = null;
    let closed = false;
    response.once('close', () => {
      closed = true;
      clearInterval(heartbeat);
      stop?.();
    });
    stop = await this.hub.listen(caller.userId, { send, end: () => response.end() });
    if (closed) return stop();
    send({ totalUnread: await this.notifications.unread(caller.userId) });
  }
}
