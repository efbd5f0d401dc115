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
import { DraftCourseCommand } from './draft-course.command.js';

/** Drafts a course after checking that what it refers to is in the catalogue, and the files it names in the store. */
@CommandHandler(DraftCourseCommand)
export class DraftCourseHandler implements ICommandHandler<DraftCourseCommand, CommandResult> {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    @Inject(FILE_STORE) private readonly files: FileStore,
  ) {}

  async execute({ payload, metadata }: DraftCourseCommand): Promise<CommandResult> {
    await assertCourseReferences(this.documents, payload);
    await assertCurriculumFiles(this.files, payload.curriculum);
    return this.executor.execute(courseDecider, courseStream(payload.courseId), payload, metadata);
  }
}
