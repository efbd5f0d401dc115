import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { quizAttemptStream, type QuizAttemptResponse } from '@khru/contracts';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { CourseHolders } from '../../course-access/course-holders.js';
import { quizAttemptDecider } from '../quiz-attempt.decider.js';
import { attemptView } from '../quiz-attempt.view.js';
import { quizOfCourse } from '../quiz-of-course.js';
import { StartAttemptCommand } from './start-attempt.command.js';

/** A holder (or an administrator) starts a new attempt at a quiz lesson: its questions without their answers. */
@CommandHandler(StartAttemptCommand)
export class StartAttemptHandler implements ICommandHandler<StartAttemptCommand, QuizAttemptResponse> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly holders: CourseHolders,
  ) {}

  async execute({ caller, courseId, lessonId, attemptId, metadata }: StartAttemptCommand): Promise<QuizAttemptResponse> {
    const course = await this.holders.assertHolds(caller, courseId, metadata.now);
    const questions = quizOfCourse(course, lessonId);
    const { state } = await this.executor.executeWithState(
      quizAttemptDecider,
      quizAttemptStream(attemptId),
      { type: 'StartQuizAttempt', attemptId, userId: caller.userId, courseId, lessonId, questions, at: metadata.now.toISOString() },
      metadata,
    );
    if (state.status === 'absent') throw DomainError.notFound();
    return attemptView(attemptId, state, questions ?? []);
  }
}
