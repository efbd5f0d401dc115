import { describe, expect, it } from '@jest/globals';
import type { QuizAttemptEvent, QuizQuestion } from '@khru/contracts';
import fc from 'fast-check';
import { givenWhen } from '../../kernel/commands/given-when-then.js';
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
const when = givenWhen(quizAttemptDecider);
const refusal = (decision: unknown) => {
  const error = decision as DomainError;
  return [error.code, ...error.fields.map((f) => `${f.field}:${f.rule ?? f.code}`)];
};

describe('quiz attempt decider', () => {
  it('given nothing, when a holder starts a quiz, then the attempt asks its questions in order', () => {
    expect(when([], { type: 'StartQuizAttempt', ...ids, userId: 'u1', questions, at: at(0) })).toEqual([started]);
  });

  it('given nothing, when the lesson is no quiz or has no questions, then BAD_REQUEST on the lesson', () => {
    expect(refusal(when([], { type: 'StartQuizAttempt', ...ids, userId: 'u1', questions: null, at: at(0) }))).toEqual(['BAD_REQUEST', 'lessonId:notAQuiz']);
    expect(refusal(when([], { type: 'StartQuizAttempt', ...ids, userId: 'u1', questions: [], at: at(0) }))).toEqual(['BAD_REQUEST', 'lessonId:notAQuiz']);
  });

  it('given a started attempt, when a question is answered wrongly, then it is judged incorrect', () => {
    expect(when([started], answer('q1', ['a']))).toEqual([answered('q1', ['a'], false, 30)]);
  });

  it('given a started attempt, when a multiple-choice question is answered with all its right options in any order, then it is correct', () => {
    expect(when([started], answer('q2', ['c', 'a']))).toEqual([answered('q2', ['c', 'a'], true, 30)]);
    expect(when([started], answer('q2', ['a']))).toEqual([answered('q2', ['a'], false, 30)]);
  });

  it('given one question answered wrongly, when the last is answered, then the attempt finishes, not passed', () => {
    expect(when([started, answered('q1', ['a'], false, 20)], answer('q2', ['a', 'c'], 50))).toEqual([
      answered('q2', ['a', 'c'], true, 50),
      finished(1, false, 50, 50),
    ]);
  });

  it('given every other question right, when the last is right, then the attempt passes with its time capped at a minute per question', () => {
    expect(when([started, answered('q1', ['b'], true, 20)], answer('q2', ['a', 'c'], 500))).toEqual([
      answered('q2', ['a', 'c'], true, 500),
      finished(2, true, 500, 120),
    ]);
  });

  it('given a question answered, when it is answered again, then CONFLICT and nothing changes', () => {
    expect(refusal(when([started, answered('q1', ['a'], false, 20)], answer('q1', ['b'])))).toEqual(['CONFLICT', 'questionId:questionAnswered']);
  });

  it('given a finished attempt, when anything is answered, then CONFLICT: a retry is a new attempt', () => {
    const done = [started, answered('q1', ['b'], true, 20), answered('q2', ['a'], false, 30), finished(1, false, 30, 30)];
    expect(refusal(when(done, answer('q2', ['a', 'c'])))).toEqual(['CONFLICT', 'attemptId:attemptFinished']);
  });

  it('refuses unknown questions and options, several options on a single-choice question, and questions removed since', () => {
    expect(refusal(when([started], answer('q9', ['a'])))).toEqual(['BAD_REQUEST', 'questionId:unknownQuestion']);
    expect(refusal(when([started], answer('q1', ['z'])))).toEqual(['BAD_REQUEST', 'optionIds:unknownOption']);
    expect(refusal(when([started], answer('q1', ['a', 'b'])))).toEqual(['BAD_REQUEST', 'optionIds:chooseOne']);
    expect(refusal(when([started], { ...answer('q2', ['a']), questions: [questions[0]!] }))).toEqual(['BAD_REQUEST', 'questionId:unknownQuestion']);
  });

  it('refuses another learner (FORBIDDEN), and an attempt that does not exist or is of another quiz (NOT_FOUND)', () => {
    expect(refusal(when([started], answer('q1', ['b'], 30, 'u2')))).toEqual(['FORBIDDEN']);
    expect(refusal(when([], answer('q1', ['b'])))).toEqual(['NOT_FOUND']);
    expect(refusal(when([started], { ...answer('q1', ['b']), lessonId: 'other' }))).toEqual(['NOT_FOUND']);
  });

  it('property: whatever is answered, each question is judged once and the attempt finishes exactly when all are answered', () => {
    const step = fc.record({ questionId: fc.constantFrom('q1', 'q2', 'q3'), optionIds: fc.subarray(['a', 'b', 'c', 'z']), gap: fc.nat(200) });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 12 }), (steps) => {
        let state: QuizAttemptState = [started].reduce(quizAttemptDecider.evolve, quizAttemptDecider.initialState);
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
