import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { courseStream } from '@khru/contracts';
import type { DocumentStore, FileStore } from '@khru/platform';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { DOCUMENT_STORE, FILE_STORE } from '../../../kernel/infrastructure/tokens.js';
import { assertCourseReferences } from '../course-references.js';
import { assertCurriculumFiles } from '../curriculum-files.js';
import { courseDecider } from '../course.decider.js';
import { AuthorCourseCommand } from './author-course.command.js';

/** An authoring step on a course; revised details and curricula are checked as a draft's are. */
@CommandHandler(AuthorCourseCommand)
export class AuthorCourseHandler implements ICommandHandler<AuthorCourseCommand, CommandResult> {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    @Inject(FILE_STORE) private readonly files: FileStore,
  ) {}

  async execute({ payload, metadata }: AuthorCourseCommand): Promise<CommandResult> {
    if (payload.type === 'ReviseCourseDetails') await assertCourseReferences(this.documents, payload);
    if (payload.type === 'ReviseCurriculum') await assertCurriculumFiles(this.files, payload.curriculum);
    return this.executor.execute(courseDecider, courseStream(payload.courseId), payload, metadata);
  }
}
