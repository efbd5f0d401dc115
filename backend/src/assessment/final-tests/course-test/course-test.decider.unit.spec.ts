import { describe, expect, it } from '@jest/globals';
import type { CourseTestData, CourseTestEvent } from '@khru/contracts';
import { givenWhen } from '../../../kernel/commands/given-when-then.js';
import { DomainError } from '../../../kernel/errors/domain-error.js';
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
const when = givenWhen(courseTestDecider);
const refusal = (decision: unknown) => {
  expect(decision).toBeInstanceOf(DomainError);
  return (decision as DomainError).fields.map((f) => `${f.field}:${f.rule ?? f.code}`);
};

describe('course test decider', () => {
  it('given nothing, when a well-formed test is defined, then it is recorded', () => {
    expect(when([], define())).toEqual([defined()]);
  });

  it('given a test, when it is revised, then the revision is recorded whole; the same definition again records nothing', () => {
    expect(when([defined()], define({ passMarkPercent: 80 }))).toEqual([defined({ passMarkPercent: 80 })]);
    expect(when([defined()], define())).toEqual([]);
  });

  it('refuses duplicate question or option ids, option counts outside 2 to 6 and a right option that is not offered', () => {
    expect(refusal(when([], define({ questions: [question('q1'), question('q1'), question('q3')] })))).toEqual(['questions:duplicateId']);
    expect(refusal(when([], define({ questions: [question('q1', ['a']), question('q2'), question('q3')] })))).toEqual(['questions.0.options:arrayMinSize']);
    const seven = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    expect(refusal(when([], define({ questions: [question('q1'), question('q2', seven), question('q3')] })))).toEqual(['questions.1.options:arrayMaxSize']);
    expect(refusal(when([], define({ questions: [question('q1'), question('q2', ['a', 'a'])] })))).toEqual(['questions.1.options:duplicateId']);
    expect(refusal(when([], define({ questions: [question('q1'), question('q2', ['a', 'b'], 'z')] })))).toEqual(['questions.1.correctOptionId:correctOptions']);
  });

  it('refuses more questions an attempt than the bank holds, a pass mark outside 1 to 100, no time and a negative wait', () => {
    expect(refusal(when([], define({ questionsPerAttempt: 4 })))).toEqual(['questionsPerAttempt:moreThanBank']);
    expect(refusal(when([], define({ questionsPerAttempt: 0 })))).toEqual(['questionsPerAttempt:arrayMinSize']);
    expect(refusal(when([], define({ passMarkPercent: 0 })))).toEqual(['passMarkPercent:BAD_REQUEST']);
    expect(refusal(when([], define({ passMarkPercent: 101 })))).toEqual(['passMarkPercent:BAD_REQUEST']);
    expect(refusal(when([], define({ timeLimitMinutes: 0 })))).toEqual(['timeLimitMinutes:BAD_REQUEST']);
    expect(refusal(when([], define({ retryWaitDays: -1 })))).toEqual(['retryWaitDays:BAD_REQUEST']);
  });

  it('refuses a text missing in either language', () => {
    const blankOption = { ...question('q2'), options: [{ id: 'a', textEn: 'A', textTh: ' ' }, ...question('q2').options.slice(1)] };
    expect(refusal(when([], define({ informationTh: '', questions: [{ ...question('q1'), textEn: '' }, blankOption, question('q3')] })))).toEqual([
      'informationTh:IS_NOT_EMPTY',
      'questions.0.textEn:IS_NOT_EMPTY',
      'questions.1.options.0.textTh:IS_NOT_EMPTY',
    ]);
  });
});
