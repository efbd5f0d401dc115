import { QUIZ_RULES, type QuizAttemptEvent, type QuizQuestion } from '@khru/contracts';
import type { Decider } from '../../kernel/commands/decider.js';
import { DomainError } from '../../kernel/errors/domain-error.js';

/** The quiz's questions come from the course read model (the handler reads them); null: the lesson is no quiz. */
export interface StartQuizAttempt {
  type: 'StartQuizAttempt';
  attemptId: string;
  userId: string;
  courseId: string;
  lessonId: string;
  questions: readonly QuizQuestion[] | null;
  at: string;
}

/** Judged against the quiz as authored now; `userId` is the caller, who must own the attempt. */
export interface AnswerQuizQuestion {
  type: 'AnswerQuizQuestion';
  attemptId: string;
  userId: string;
  courseId: string;
  lessonId: string;
  questionId: string;
  optionIds: string[];
  questions: readonly QuizQuestion[];
  at: string;
}

export type QuizAttemptCommand = StartQuizAttempt | AnswerQuizQuestion;

export interface QuizAnswer {
  questionId: string;
  optionIds: string[];
  correct: boolean;
}

export type QuizAttemptState =
  | { status: 'absent' }
  | {
      status: 'open' | 'finished';
      userId: string;
      courseId: string;
      lessonId: string;
      questionIds: string[];
      startedAt: string;
      answers: QuizAnswer[];
    };

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id) => b.includes(id));

const refused = (field: string, rule: 'unknownQuestion' | 'unknownOption' | 'chooseOne') => DomainError.badRequest([{ field, code: 'BAD_REQUEST', rule }]);

/** Time from start to finish, at most QUIZ_RULES.maxSecondsPerQuestion per question, whole seconds. */
export function studySeconds(startedAt: string, finishedAt: string, total: number): number {
  const seconds = Math.round((Date.parse(finishedAt) - Date.parse(startedAt)) / 1000);
  return Math.max(0, Math.min(seconds, total * QUIZ_RULES.maxSecondsPerQuestion));
}

/**
 * One learner's attempt at a quiz lesson (design.md section 4: an attempt answers each question once).
 * Only its owner answers, each question of the attempt once, with options the question offers (one for a
 * single-choice question); the answer is judged at once, and the last answer finishes the attempt, passing
 * when QUIZ_RULES.passShare of the questions are right. A finished attempt takes no more answers: a retry
 * is a new attempt.
 */
export const quizAttemptDecider: Decider<QuizAttemptCommand, QuizAttemptEvent, QuizAttemptState> = {
  initialState: () => ({ status: 'absent' }),

  evolve(state, event) {
    switch (event.type) {
      case 'QuizAttemptStarted': {
        const { userId, courseId, lessonId, questionIds, at } = event.data;
        return { status: 'open', userId, courseId, lessonId, questionIds, startedAt: at, answers: [] };
      }
      case 'QuizQuestionAnswered': {
        if (state.status === 'absent') return state;
        const { questionId, optionIds, correct } = event.data;
        return { ...state, answers: [...state.answers, { questionId, optionIds, correct }] };
      }
      case 'QuizAttemptFinished':
        return state.status === 'absent' ? state : { ...state, status: 'finished' };
      default: {
        const _exhaustive: never = event;
        return state;
      }
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'StartQuizAttempt': {
        if (state.status !== 'absent') return DomainError.alreadyExists();
        const { attemptId, userId, courseId, lessonId, questions, at } = command;
        if (!questions || questions.length === 0) return DomainError.badRequest([{ field: 'lessonId', code: 'BAD_REQUEST', rule: 'notAQuiz' }]);
        return [{ type: 'QuizAttemptStarted', data: { attemptId, userId, courseId, lessonId, questionIds: questions.map((q) => q.id), at } }];
      }
      case 'AnswerQuizQuestion': {
        if (state.status === 'absent' || state.courseId !== command.courseId || state.lessonId !== command.lessonId) return DomainError.notFound();
        if (state.userId !== command.userId) return new DomainError('FORBIDDEN');
        if (state.status === 'finished') return new DomainError('CONFLICT', [{ field: 'attemptId', code: 'CONFLICT', rule: 'attemptFinished' }]);
        const { attemptId, questionId, optionIds, at } = command;
        const question = state.questionIds.includes(questionId) ? command.questions.find((q) => q.id === questionId) : undefined;
        if (!question) return refused('questionId', 'unknownQuestion');
        if (state.answers.some((a) => a.questionId === questionId))
          return new DomainError('CONFLICT', [{ field: 'questionId', code: 'CONFLICT', rule: 'questionAnswered' }]);
        if (optionIds.some((id) => !question.options.some((o) => o.id === id))) return refused('optionIds', 'unknownOption');
        if (question.kind === 'single' && optionIds.length !== 1) return refused('optionIds', 'chooseOne');

        const correct = sameSet(optionIds, question.correctOptionIds);
        const events: QuizAttemptEvent[] = [{ type: 'QuizQuestionAnswered', data: { attemptId, questionId, optionIds, correct, at } }];
        const answers = [...state.answers, { questionId, optionIds, correct }];
        const total = state.questionIds.length;
        if (answers.length === total) {
          const correctCount = answers.filter((a) => a.correct).length;
          events.push({
            type: 'QuizAttemptFinished',
            data: {
              attemptId,
              userId: state.userId,
              courseId: state.courseId,
              lessonId: state.lessonId,
              correctCount,
              total,
              passed: correctCount >= QUIZ_RULES.passShare * total,
              studySeconds: studySeconds(state.startedAt, at, total),
              at,
            },
          });
        }
        return events;
      }
      default: {
        const _exhaustive: never = command;
        return DomainError.badRequest();
      }
    }
  },
};
