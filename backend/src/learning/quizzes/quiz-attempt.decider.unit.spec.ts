import { describe, expect, it } from '@jest/globals';
import type { QuizAttemptEvent, QuizQuestion } from '@khru/contracts';
import fc from 'fast-check';
import { foldEvents } from '../../kernel/commands/decider.js';
import { deciderSpec } from '../../kernel/commands/decider-spec.js';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { quizAttemptDecider, studySeconds, type AnswerQuizQuestion, type QuizAttemptState } from './quiz-attempt.decider.js';

const text = (en: string) => ({ en, th: `${en} (ไทย)` });
const question = (id: string, kind: QuizQuestion['kind'], correctOptionIds: string[]): QuizQuestion => ({
  id,
  kind,
  text: text(`Question ${id}`),
  options: ['a', 'b', 'c'].map((o) => ({ id: o, text: text(o) })),
  correctOptionIds,
  explanation: text('Why'),
});
const questions = [question('q1', 'single', ['b']), question('q2', 'multiple', ['a', 'c'])];
const ids = { attemptId: 'at1', courseId: 'c1', lessonId: 'quiz' };
const t0 = Date.parse('2026-11-22T10:00:00.000Z');
const at = (seconds: number) => new Date(t0 + seconds * 1000).toISOString();

const started: QuizAttemptEvent = { type: 'QuizAttemptStarted', data: { ...ids, userId: 'u1', questionIds: ['q1', 'q2'], at: at(0) } };
const answered = (questionId: string, optionIds: string[], correct: boolean, seconds: number): QuizAttemptEvent => ({
  type: 'QuizQuestionAnswered',
  data: { attemptId: 'at1', questionId, optionIds, correct, at: at(seconds) },
});
const answer = (questionId: string, optionIds: string[], seconds = 30, userId = 'u1'): AnswerQuizQuestion => ({
  type: 'AnswerQuizQuestion',
  ...ids,
  userId,
  questionId,
  optionIds,
  questions,
  at: at(seconds),
});
const finished = (correctCount: number, passed: boolean, seconds: number, study: number): QuizAttemptEvent => ({
  type: 'QuizAttemptFinished',
  data: { ...ids, userId: 'u1', correctCount, total: 2, passed, studySeconds: study, at: at(seconds) },
});
const given = deciderSpec(quizAttemptDecider);

describe('quiz attempt decider', () => {
  it('given nothing, when a holder starts a quiz, then the attempt asks its questions in order', () => {
    given([])
      .when({ type: 'StartQuizAttempt', ...ids, userId: 'u1', questions, at: at(0) })
      .then([started]);
  });

  it('given nothing, when the lesson is no quiz or has no questions, then BAD_REQUEST on the lesson', () => {
    given([])
      .when({ type: 'StartQuizAttempt', ...ids, userId: 'u1', questions: null, at: at(0) })
      .thenThrows('BAD_REQUEST', [{ field: 'lessonId', code: 'BAD_REQUEST', rule: 'notAQuiz' }]);
    given([])
      .when({ type: 'StartQuizAttempt', ...ids, userId: 'u1', questions: [], at: at(0) })
      .thenThrows('BAD_REQUEST', [{ field: 'lessonId', code: 'BAD_REQUEST', rule: 'notAQuiz' }]);
  });

  it('given a started attempt, when a question is answered wrongly, then it is judged incorrect', () => {
    given([started])
      .when(answer('q1', ['a']))
      .then([answered('q1', ['a'], false, 30)]);
  });

  it('given a started attempt, when a multiple-choice question is answered with all its right options in any order, then it is correct', () => {
    given([started])
      .when(answer('q2', ['c', 'a']))
      .then([answered('q2', ['c', 'a'], true, 30)]);
    given([started])
      .when(answer('q2', ['a']))
      .then([answered('q2', ['a'], false, 30)]);
  });

  it('given one question answered wrongly, when the last is answered, then the attempt finishes, not passed', () => {
    given([started, answered('q1', ['a'], false, 20)])
      .when(answer('q2', ['a', 'c'], 50))
      .then([answered('q2', ['a', 'c'], true, 50), finished(1, false, 50, 50)]);
  });

  it('given every other question right, when the last is right, then the attempt passes with its time capped at a minute per question', () => {
    given([started, answered('q1', ['b'], true, 20)])
      .when(answer('q2', ['a', 'c'], 500))
      .then([answered('q2', ['a', 'c'], true, 500), finished(2, true, 500, 120)]);
  });

  it('given a question answered, when it is answered again, then CONFLICT and nothing changes', () => {
    given([started, answered('q1', ['a'], false, 20)])
      .when(answer('q1', ['b']))
      .thenThrows('CONFLICT', [{ field: 'questionId', code: 'CONFLICT', rule: 'questionAnswered' }]);
  });

  it('given a finished attempt, when anything is answered, then CONFLICT: a retry is a new attempt', () => {
    const done = [started, answered('q1', ['b'], true, 20), answered('q2', ['a'], false, 30), finished(1, false, 30, 30)];
    given(done)
      .when(answer('q2', ['a', 'c']))
      .thenThrows('CONFLICT', [{ field: 'attemptId', code: 'CONFLICT', rule: 'attemptFinished' }]);
  });

  it('refuses unknown questions and options, several options on a single-choice question, and questions removed since', () => {
    given([started])
      .when(answer('q9', ['a']))
      .thenThrows('BAD_REQUEST', [{ field: 'questionId', code: 'BAD_REQUEST', rule: 'unknownQuestion' }]);
    given([started])
      .when(answer('q1', ['z']))
      .thenThrows('BAD_REQUEST', [{ field: 'optionIds', code: 'BAD_REQUEST', rule: 'unknownOption' }]);
    given([started])
      .when(answer('q1', ['a', 'b']))
      .thenThrows('BAD_REQUEST', [{ field: 'optionIds', code: 'BAD_REQUEST', rule: 'chooseOne' }]);
    given([started])
      .when({ ...answer('q2', ['a']), questions: [questions[0]!] })
      .thenThrows('BAD_REQUEST', [{ field: 'questionId', code: 'BAD_REQUEST', rule: 'unknownQuestion' }]);
  });

  it('refuses another learner (FORBIDDEN), and an attempt that does not exist or is of another quiz (NOT_FOUND)', () => {
    given([started])
      .when(answer('q1', ['b'], 30, 'u2'))
      .thenThrows('FORBIDDEN', []);
    given([])
      .when(answer('q1', ['b']))
      .thenThrows('NOT_FOUND', []);
    given([started])
      .when({ ...answer('q1', ['b']), lessonId: 'other' })
      .thenThrows('NOT_FOUND', []);
  });

  it('property: whatever is answered, each question is judged once and the attempt finishes exactly when all are answered', () => {
    const step = fc.record({ questionId: fc.constantFrom('q1', 'q2', 'q3'), optionIds: fc.subarray(['a', 'b', 'c', 'z']), gap: fc.nat(200) });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 12 }), (steps) => {
        let state: QuizAttemptState = foldEvents(quizAttemptDecider, [started]);
        let clock = 0;
        const judged: string[] = [];
        for (const { questionId, optionIds, gap } of steps) {
          clock += gap;
          const decision = quizAttemptDecider.decide(answer(questionId, optionIds, clock), state);
          if (decision instanceof DomainError) continue;
          for (const event of decision) {
            if (event.type === 'QuizQuestionAnswered') judged.push(event.data.questionId);
            if (event.type === 'QuizAttemptFinished' && (event.data.total !== judged.length || event.data.studySeconds > 120)) return false;
            state = quizAttemptDecider.evolve(state, event);
          }
        }
        const once = new Set(judged).size === judged.length;
        return once && state.status === (judged.length === 2 ? 'finished' : 'open');
      }),
    );
  });

  it('credits no negative time when clocks disagree', () => {
    expect(studySeconds(at(10), at(5), 3)).toBe(0);
  });
});
