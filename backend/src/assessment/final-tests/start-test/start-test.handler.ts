import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { testStream, type TestAttemptView } from '@khru/contracts';
import { randomInt } from 'node:crypto';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { TestReadModels } from '../read/test-read-models.js';
import { COURSE_ACCESS, type CourseAccessPort } from '../../../kernel/course-access/course-access.port.js';
import { drawQuestions } from '../test-record/draw.js';
import { testRecordDecider } from '../test-record/test-record.decider.js';
import { attemptView } from '../views/test-views.js';
import { StartTestCommand } from './start-test.command.js';

/**
 * A holder starts the course's test: the handler reads what the record cannot know (the test as defined now and
 * whether the learner's progress completed the course), draws this attempt's questions and option orders at random,
 * and lets the learner's test record decide. An open attempt within its time is answered as it stands (resume).
 */
@CommandHandler(StartTestCommand)
export class StartTestHandler implements ICommandHandler<StartTestCommand, TestAttemptView> {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(COURSE_ACCESS) private readonly holders: CourseAccessPort,
    private readonly reads: TestReadModels,
  ) {}

  async execute({ caller, courseId, lang, attemptId, metadata }: StartTestCommand): Promise<TestAttemptView> {
    await this.holders.assertHolds(caller, courseId, metadata.now);
    const [definition, courseCompleted] = await Promise.all([this.reads.definition(courseId), this.reads.courseCompleted(caller.userId, courseId)]);
    const { state } = await this.executor.executeWithState(
      testRecordDecider,
      testStream(caller.userId, courseId),
      {
        type: 'StartTest',
        attemptId,
        userId: caller.userId,
        courseId,
        lang,
        definition,
        courseCompleted,
        draw: definition ? drawQuestions(definition, (n) => randomInt(n)) : [],
        at: metadata.now.toISOString(),
      },
      metadata,
    );
    const open = state.attempts.at(-1);
    if (!open || open.finished || !definition) throw DomainError.notFound();
    const answeredQuestionIds = open.answers.map((a) => a.questionId);
    return attemptView({ ...open, id: open.attemptId, courseId, answeredQuestionIds }, definition, metadata.now);
  }
}
