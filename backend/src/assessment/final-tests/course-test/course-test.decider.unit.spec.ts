import { describe, it } from '@jest/globals';
import type { CourseTestData, CourseTestEvent } from '@khru/contracts';
import { deciderSpec } from '../../../kernel/commands/decider-spec.js';
import { courseTestDecider, type DefineCourseTest } from './course-test.decider.js';

const question = (id: string, options = ['a', 'b', 'c'], correctOptionId = 'a') => ({
  id,
  textEn: `Question ${id}`,
  textTh: `คำถาม ${id}`,
  options: options.map((o) => ({ id: o, textEn: `Option ${o}`, textTh: `ตัวเลือก ${o}` })),
  correctOptionId,
});
const test: CourseTestData = {
  courseId: 'c1',
  informationEn: 'Ten questions, thirty minutes.',
  informationTh: 'สิบข้อ สามสิบนาที',
  passMarkPercent: 90,
  timeLimitMinutes: 30,
  retryWaitDays: 1,
  questionsPerAttempt: 2,
  questions: [question('q1'), question('q2'), question('q3')],
};
const at = '2026-11-22T10:00:00.000Z';
const define = (changes: Partial<CourseTestData> = {}): DefineCourseTest => ({ type: 'DefineCourseTest', ...test, ...changes, at });
const defined = (changes: Partial<CourseTestData> = {}): CourseTestEvent => ({ type: 'CourseTestDefined', data: { ...test, ...changes, at } });
const given = deciderSpec(courseTestDecider);

describe('course test decider', () => {
  it('given nothing, when a well-formed test is defined, then it is recorded', () => {
    given([]).when(define()).then([defined()]);
  });

  it('given a test, when it is revised, then the revision is recorded whole; the same definition again records nothing', () => {
    given([defined()])
      .when(define({ passMarkPercent: 80 }))
      .then([defined({ passMarkPercent: 80 })]);
    given([defined()]).when(define()).thenNothing();
  });

  it('refuses duplicate question or option ids, option counts outside 2 to 6 and a right option that is not offered', () => {
    given([])
      .when(define({ questions: [question('q1'), question('q1'), question('q3')] }))
      .thenThrows('BAD_REQUEST', [{ field: 'questions', code: 'BAD_REQUEST', rule: 'duplicateId' }]);
    given([])
      .when(define({ questions: [question('q1', ['a']), question('q2'), question('q3')] }))
      .thenThrows('BAD_REQUEST', [{ field: 'questions.0.options', code: 'BAD_REQUEST', rule: 'arrayMinSize', n: 2 }]);
    const seven = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    given([])
      .when(define({ questions: [question('q1'), question('q2', seven), question('q3')] }))
      .thenThrows('BAD_REQUEST', [{ field: 'questions.1.options', code: 'BAD_REQUEST', rule: 'arrayMaxSize', n: 6 }]);
    given([])
      .when(define({ questions: [question('q1'), question('q2', ['a', 'a'])] }))
      .thenThrows('BAD_REQUEST', [{ field: 'questions.1.options', code: 'BAD_REQUEST', rule: 'duplicateId' }]);
    given([])
      .when(define({ questions: [question('q1'), question('q2', ['a', 'b'], 'z')] }))
      .thenThrows('BAD_REQUEST', [{ field: 'questions.1.correctOptionId', code: 'BAD_REQUEST', rule: 'correctOptions' }]);
  });

  it('refuses more questions an attempt than the bank holds, a pass mark outside 1 to 100, no time and a negative wait', () => {
    given([])
      .when(define({ questionsPerAttempt: 4 }))
      .thenThrows('BAD_REQUEST', [{ field: 'questionsPerAttempt', code: 'BAD_REQUEST', rule: 'moreThanBank', n: 3 }]);
    given([])
      .when(define({ questionsPerAttempt: 0 }))
      .thenThrows('BAD_REQUEST', [{ field: 'questionsPerAttempt', code: 'BAD_REQUEST', rule: 'arrayMinSize', n: 1 }]);
    given([])
      .when(define({ passMarkPercent: 0 }))
      .thenThrows('BAD_REQUEST', [{ field: 'passMarkPercent', code: 'BAD_REQUEST' }]);
    given([])
      .when(define({ passMarkPercent: 101 }))
      .thenThrows('BAD_REQUEST', [{ field: 'passMarkPercent', code: 'BAD_REQUEST' }]);
    given([])
      .when(define({ timeLimitMinutes: 0 }))
      .thenThrows('BAD_REQUEST', [{ field: 'timeLimitMinutes', code: 'BAD_REQUEST' }]);
    given([])
      .when(define({ retryWaitDays: -1 }))
      .thenThrows('BAD_REQUEST', [{ field: 'retryWaitDays', code: 'BAD_REQUEST' }]);
  });

  it('refuses a text missing in either language', () => {
    const blankOption = { ...question('q2'), options: [{ id: 'a', textEn: 'A', textTh: ' ' }, ...question('q2').options.slice(1)] };
    given([])
      .when(define({ informationTh: '', questions: [{ ...question('q1'), textEn: '' }, blankOption, question('q3')] }))
      .thenThrows('BAD_REQUEST', [
        { field: 'informationTh', code: 'IS_NOT_EMPTY' },
        { field: 'questions.0.textEn', code: 'IS_NOT_EMPTY' },
        { field: 'questions.1.options.0.textTh', code: 'IS_NOT_EMPTY' },
      ]);
  });
});
