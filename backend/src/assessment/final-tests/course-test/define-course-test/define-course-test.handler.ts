import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { COURSES_COLLECTION, courseTestStream, type CourseDocument } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { CommandExecutor } from '../../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../../kernel/commands/command-result.js';
import { DomainError } from '../../../../kernel/errors/domain-error.js';
import { DOCUMENT_STORE } from '../../../../kernel/infrastructure/tokens.js';
import { courseTestDecider } from '../course-test.decider.js';
import { DefineCourseTestCommand } from './define-course-test.command.js';

/** Defines the test of a course of the catalogue (drafts included, so a test can be ready before publishing). */
@CommandHandler(DefineCourseTestCommand)
export class DefineCourseTestHandler implements ICommandHandler<DefineCourseTestCommand, CommandResult> {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
  ) {}

  async execute({ courseId, test, metadata }: DefineCourseTestCommand): Promise<CommandResult> {
    const course = await this.documents.collection<CourseDocument>(COURSES_COLLECTION).findOne({ _id: courseId });
    if (!course) throw DomainError.notFound();
    // Plain objects (not request DTO instances), so that an unchanged definition compares equal to the recorded one.
    const questions = test.questions.map((q) => ({
      id: q.id,
      textEn: q.textEn,
      textTh: q.textTh,
      options: q.options.map((o) => ({ id: o.id, textEn: o.textEn, textTh: o.textTh })),
      correctOptionId: q.correctOptionId,
    }));
    const { informationEn, informationTh, passMarkPercent, timeLimitMinutes, retryWaitDays, questionsPerAttempt } = test;
    return this.executor.execute(
      courseTestDecider,
      courseTestStream(courseId),
      {
        type: 'DefineCourseTest',
        courseId,
        informationEn,
        informationTh,
        passMarkPercent,
        timeLimitMinutes,
        retryWaitDays,
        questionsPerAttempt,
        questions,
        at: metadata.now.toISOString(),
      },
      metadata,
    );
  }
}
