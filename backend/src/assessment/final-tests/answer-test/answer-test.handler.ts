import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { testStream, type TestAnswerResponse } from '@khru/contracts';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import { accepted } from '../../../kernel/commands/command-result.js';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { AttemptLookup } from '../read/attempt-lookup.js';
import { TestReadModels } from '../read/test-read-models.js';
import { testRecordDecider } from '../test-record/test-record.decider.js';
import { attemptSummary } from '../views/test-views.js';
import { AnswerTestCommand } from './answer-test.command.js';

/**
 * Records one answer in the caller's own test record (the attempt is looked for there, so another learner's
 * attempt is NOT_FOUND). The answer is never judged aloud: the response says how many are answered and, once
 * the attempt has finished, its result. A retry under the same Idempotency-Key answers the same.
 */
@CommandHandler(AnswerTestCommand)
export class AnswerTestHandler implements ICommandHandler<AnswerTestCommand, TestAnswerResponse> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly lookup: AttemptLookup,
    private readonly reads: TestReadModels,
  ) {}

  async execute({ caller, attemptId, answer, metadata }: AnswerTestCommand): Promise<TestAnswerResponse> {
    const courseId = await this.lookup.courseOf(attemptId, caller.userId);
    const definition = await this.reads.definition(courseId);
    const { result, state } = await this.executor.executeWithState(
      testRecordDecider,
      testStream(caller.userId, courseId),
      { type: 'AnswerTest', attemptId, ...answer, definition, at: metadata.now.toISOString() },
      metadata,
    );
    const attempt = state.attempts.find((a) => a.attemptId === attemptId);
    if (!attempt) throw DomainError.notFound();
    const finished = attempt.finished;
    return {
      attemptId,
      answeredCount: attempt.answers.length,
      total: attempt.questions.length,
      finished: finished !== null,
      result: finished ? attemptSummary(attemptId, attempt.startedAt, attempt.passMarkPercent, { ...finished, finishedAt: finished.at }) : null,
      position: accepted(result).position,
    };
  }
}
