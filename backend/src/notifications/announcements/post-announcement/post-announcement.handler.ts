import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { announcementStream, COURSES_COLLECTION, INSTRUCTORS_COLLECTION, type CourseDocument, type InstructorDocument } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { sanitiseContent } from '../../delivery/sanitise-content.js';
import { announcementDecider } from '../announcement.decider.js';
import { PostAnnouncementCommand } from './post-announcement.command.js';

/**
 * The course's instructor (the account its instructor profile is linked to) or a platform admin writes to the
 * course's learners. The HTML is sanitised to div, p and strong before it is recorded.
 */
@CommandHandler(PostAnnouncementCommand)
export class PostAnnouncementHandler implements ICommandHandler<PostAnnouncementCommand, CommandResult> {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
  ) {}

  async execute({ announcementId, courseId, content, caller, metadata }: PostAnnouncementCommand): Promise<CommandResult> {
    const course = await this.documents.collection<CourseDocument>(COURSES_COLLECTION).findOne({ _id: courseId });
    if (!course) throw DomainError.notFound();
    const instructor = await this.documents.collection<InstructorDocument>(INSTRUCTORS_COLLECTION).findOne({ _id: course.instructorId });
    if (instructor?.userId !== caller.userId && !caller.permissions.includes('ADMIN')) throw new DomainError('FORBIDDEN');
    const command = {
      type: 'PostAnnouncement',
      announcementId,
      courseId,
      courseTitleEn: course.titleEn,
      courseTitleTh: course.titleTh,
      contentEn: sanitiseContent(content.en),
      contentTh: sanitiseContent(content.th),
      by: caller.userId,
      at: metadata.now.toISOString(),
    } as const;
    return this.executor.execute(announcementDecider, announcementStream(announcementId), command, metadata);
  }
}
