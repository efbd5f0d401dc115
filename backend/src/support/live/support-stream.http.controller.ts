import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { hasAnyPermission, SUPPORT_STREAM_EVENT, type SupportConversationView, type SupportStreamMessage } from '@khru/contracts';
import type { Request, Response } from 'express';
import { OptionalCaller } from '../../kernel/auth/access.decorators.js';
import type { Caller } from '../../kernel/auth/caller.js';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { EventStreamResponse } from '../../kernel/live/event-stream-response.js';
import { StreamCaller } from '../../kernel/live/stream-caller.js';
import { requestLocale } from '../../kernel/locale/request-locale.js';
import { learnerRefOf, SupportCallers } from '../callers/support-callers.js';
import { SUPPORT_PERMISSION } from '../support-permission.js';
import { SupportHub, type SupportListener } from './support-hub.js';
import { SupportPresence } from './support-presence.js';

const STREAM_DOC = { content: { 'text/event-stream': { schema: { type: 'string' } } } };

/** A listener writing `event: conversation` to the stream. */
const listenerOn = (stream: EventStreamResponse): SupportListener => ({
  send: (message: SupportStreamMessage<SupportConversationView>) => stream.send(SUPPORT_STREAM_EVENT, message),
  end: () => stream.end(),
});

/**
 * Server-Sent Events of support chat (ADR 29): `event: conversation` with the conversation as the listener may see it,
 * whenever one they may read changes, and a heartbeat comment. A `: listening` comment says the stream is following.
 * EventSource sends no headers, so the tokens come in the query (and request logs keep them out: loggedUrl). A stream
 * opened with an access token ends when the token expires or its session ends (ADR 25); a visitor's has no session.
 */
@ApiTags('support')
@Controller('supportapi')
export class SupportStreamHttpController {
  constructor(
    private readonly supportCallers: SupportCallers,
    private readonly streamCallers: StreamCaller,
    private readonly hub: SupportHub,
    private readonly presence: SupportPresence,
  ) {}

  /** A learner's or visitor's stream: their own conversations. While it is open they count as present (no reply mail). */
  @Get('stream')
  @ApiQuery({ name: 'access_token', required: false, description: 'A learner’s access token, for clients that cannot send an Authorization header' })
  @ApiQuery({ name: 'visitor_token', required: false, description: 'A visitor’s token, when there is no access token' })
  @ApiOkResponse({ description: 'A stream of `conversation` events', ...STREAM_DOC })
  async learnerStream(
    @Query('access_token') accessToken: string | undefined,
    @Query('visitor_token') visitorToken: string | undefined,
    @OptionalCaller() bearer: Caller | null,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const session = bearer || accessToken ? await this.streamCallers.ofRequest(request, accessToken) : null;
    const caller = session ? await this.supportCallers.learnerOf(session.caller) : await this.supportCallers.visitorOf(visitorToken);
    const learner = learnerRefOf(caller);
    const stream = new EventStreamResponse(response);
    stream.whenClosed(this.presence.enter(learner));
    stream.whenClosed(await this.hub.listenAsLearner(learner, listenerOn(stream), session));
    if (!stream.closed) stream.comment('listening');
  }

  /** Support's stream: every conversation, as support sees it, the organisation named in the request's language. */
  @Get('admin/stream')
  @ApiQuery({ name: 'access_token', required: false, description: 'The access token, for clients that cannot send an Authorization header' })
  @ApiOkResponse({ description: 'A stream of `conversation` events with AdminConversationView', ...STREAM_DOC })
  async supportStream(@Query('access_token') accessToken: string | undefined, @Req() request: Request, @Res() response: Response): Promise<void> {
    const session = await this.streamCallers.ofRequest(request, accessToken);
    if (!hasAnyPermission(session.caller.permissions, [SUPPORT_PERMISSION])) throw new DomainError('FORBIDDEN');
    const stream = new EventStreamResponse(response);
    stream.whenClosed(await this.hub.listenAsSupport(requestLocale(request), listenerOn(stream), session));
    if (!stream.closed) stream.comment('listening');
  }
}
