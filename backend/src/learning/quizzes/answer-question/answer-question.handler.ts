import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { quizAttemptStream, type QuizAnswerResponse } from '@khru/contracts';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { CourseHolders } from '../../course-access/course-holders.js';
import { quizAttemptDecider } from '../quiz-attempt.decider.js';
import { attemptProgress, feedback } from '../quiz-attempt.view.js';
import { quizOfCourse } from '../quiz-of-course.js';
import { AnswerQuestionCommand } from './answer-question.command.js';

/**
 * The attempt's owner answers one question; only now do the right options and the explanation reach the
 * browser. A retry under the same Idempotency-Key answers the same feedback.
 */
@CommandHandler(AnswerQuestionCommand)
export class AnswerQuestionHandler implements ICommandHandler<AnswerQuestionCommand, QuizAnswerResponse> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly holders: CourseHolders,
  ) {}

  async execute({ caller, courseId, lessonId, attemptId, answer, metadata }: AnswerQuestionCommand): Promise<QuizAnswerResponse> {
    const course = await this.holders.assertHolds(caller, courseId, metadata.now);
    const questions = quizOfCourse(course, lessonId);
    if (!questions) throw DomainError.notFound();
    const { state } = await this.executor.executeWithState(
      quizAttemptDecider,
      quizAttemptStream(attemptId),
      {
        type: 'AnswerQuizQuestion',
        attemptId,
        userId: caller.userId,
        courseId,
        lessonId,
        questionId: answer.questionId,
        optionIds: answer.optionIds,
        questions,
        at: metadata.now.toISOString(),
      },
      metadata,
    );
    const given = state.status === 'absent' ? undefined : state.answers.find((a) => a.questionId === answer.questionId);
    if (state.status === 'absent' || !given) throw DomainError.notFound();
    return {
      feedback: feedback(
        given,
        questions.find((q) => q.id === given.questionId),
      ),
      progress: attemptProgress(state),
    };
  }
}
