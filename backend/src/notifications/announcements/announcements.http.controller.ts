import { Body, Controller, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AnnouncementPostedResponse } from '@khru/contracts';
import { InstructorAnnouncementRequest } from '@khru/contracts/requests';
import type { Request } from 'express';
import { randomUUID } from 'node:crypto';
import { CurrentCaller, RequireLogin } from '../../kernel/auth/access.decorators.js';
import type { Caller } from '../../kernel/auth/caller.js';
import { accepted } from '../../kernel/commands/command-result.js';
import { requestMetadata } from '../../kernel/http/request-metadata.js';
import { derivedId } from '../../kernel/ids/derived-id.js';
import { PostAnnouncementCommand } from './post-announcement/post-announcement.command.js';

/**
 * `POST cmsapi/courses/{id}/announcements` (ours): the course's instructor (the account its instructor profile is
 * linked to) or a platform admin writes to the course's learners. The HTML is sanitised to div, p and strong before it
 * is recorded; the learners' notifications follow from the recorded announcement.
 */
@ApiTags('notifications')
@ApiBearerAuth()
@Controller('cmsapi/courses/:id/announcements')
export class AnnouncementsHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @RequireLogin()
  async post(
    @Param('id') courseId: string,
    @Body() body: InstructorAnnouncementRequest,
    @CurrentCaller() caller: Caller,
    @Req() request: Request,
  ): Promise<AnnouncementPostedResponse> {
    const metadata = requestMetadata(request, caller.userId);
    // A retry with the same Idempotency-Key meets the stream it wrote, so it posts nothing twice.
    const announcementId = metadata.idempotencyKey ? derivedId('announcement', metadata.idempotencyKey) : randomUUID();
    const content = { en: body.contentEn, th: body.contentTh };
    const result = await this.commands.execute(new PostAnnouncementCommand(announcementId, courseId, content, caller, metadata));
    return { id: announcementId, ...accepted(result) };
  }
}
