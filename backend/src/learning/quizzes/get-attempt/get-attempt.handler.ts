import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { quizAttemptStream, type QuizAttemptResponse } from '@khru/contracts';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { CourseHolders } from '../../course-access/course-holders.js';
import { quizAttemptDecider } from '../quiz-attempt.decider.js';
import { attemptView } from '../quiz-attempt.view.js';
import { quizOfCourse } from '../quiz-of-course.js';
import { GetAttemptQuery } from './get-attempt.query.js';

/**
 * The attempt as its owner left it, read by folding its stream (ADR 20, "Quizzes"): a handful of events that
 * only its owner reads, so no read model is kept; what the answer just appended is always there.
 */
@QueryHandler(GetAttemptQuery)
export class GetAttemptHandler implements IQueryHandler<GetAttemptQuery, QuizAttemptResponse> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly holders: CourseHolders,
  ) {}

  async execute({ caller, courseId, lessonId, attemptId, now }: GetAttemptQuery): Promise<QuizAttemptResponse> {
    const course = await this.holders.assertHolds(caller, courseId, now);
    const attempt = await this.executor.load(quizAttemptDecider, quizAttemptStream(attemptId));
    if (attempt.status === 'absent' || attempt.courseId !== courseId || attempt.lessonId !== lessonId) throw DomainError.notFound();
    if (attempt.userId !== caller.userId) throw new DomainError('FORBIDDEN');
    return attemptView(attemptId, attempt, quizOfCourse(course, lessonId) ?? []);
  }
}
