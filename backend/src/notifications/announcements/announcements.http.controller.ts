import { Body, Controller, Inject, Param, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  announcementStream,
  COURSES_COLLECTION,
  INSTRUCTORS_COLLECTION,
  type AnnouncementPostedResponse,
  type CourseDocument,
  type InstructorDocument,
} from '@khru/contracts';
import { InstructorAnnouncementRequest } from '@khru/contracts/requests';
import type { DocumentStore } from '@khru/platform';
import type { Request } from 'express';
import { randomUUID } from 'node:crypto';
import { CurrentCaller, RequireLogin } from '../../kernel/auth/access.decorators.js';
import type { Caller } from '../../kernel/auth/caller.js';
import { CommandExecutor } from '../../kernel/commands/command-executor.js';
import { accepted } from '../../kernel/commands/command-result.js';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { requestMetadata } from '../../kernel/http/request-metadata.js';
import { derivedId } from '../../kernel/ids/derived-id.js';
import { DOCUMENT_STORE } from '../../kernel/infrastructure/tokens.js';
import { sanitiseContent } from '../delivery/sanitise-content.js';
import { announcementDecider } from './announcement.decider.js';

/**
 * `POST cmsapi/courses/{id}/announcements` (ours): the course's instructor (the account its instructor profile is
 * linked to) or a platform admin writes to the course's learners. The HTML is sanitised to div, p and strong before it
 * is recorded; the learners' notifications follow from the recorded announcement.
 */
@ApiTags('notifications')
@ApiBearerAuth()
@Controller('cmsapi/courses/:id/announcements')
export class AnnouncementsHttpController {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
  ) {}

  @Post()
  @RequireLogin()
  async post(
    @Param('id') courseId: string,
    @Body() body: InstructorAnnouncementRequest,
    @CurrentCaller() caller: Caller,
    @Req() request: Request,
  ): Promise<AnnouncementPostedResponse> {
    const course = await this.documents.collection<CourseDocument>(COURSES_COLLECTION).findOne({ _id: courseId });
    if (!course) throw DomainError.notFound();
    const instructor = await this.documents.collection<InstructorDocument>(INSTRUCTORS_COLLECTION).findOne({ _id: course.instructorId });
    if (instructor?.userId !== caller.userId && !caller.permissions.includes('ADMIN')) throw new DomainError('FORBIDDEN');
    const metadata = requestMetadata(request, caller.userId);
    // A retry with the same Idempotency-Key meets the stream it wrote, so it posts nothing twice.
    const announcementId = metadata.idempotencyKey ? derivedId('announcement', metadata.idempotencyKey) : randomUUID();
    const command = {
      type: 'PostAnnouncement',
      announcementId,
      courseId,
      courseTitleEn: course.titleEn,
      courseTitleTh: course.titleTh,
      contentEn: sanitiseContent(body.contentEn),
      contentTh: sanitiseContent(body.contentTh),
      by: caller.userId,
      at: metadata.now.toISOString(),
    } as const;
    const result = await this.executor.execute(announcementDecider, announcementStream(announcementId), command, metadata);
    return { id: announcementId, ...accepted(result) };
  }
}
