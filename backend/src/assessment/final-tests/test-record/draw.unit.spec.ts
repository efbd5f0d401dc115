import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { drawQuestions, isDrawOf } from './draw.js';

const bank = Array.from({ length: 12 }, (_, i) => ({
  id: `q${i + 1}`,
  options: ['a', 'b', 'c', 'd'].map((id) => ({ id })),
}));
const test = { questions: bank as never, questionsPerAttempt: 10 };

describe('drawing an attempt’s questions', () => {
  it('asks questionsPerAttempt different questions of the bank, each with all its options once, whatever the random numbers', () => {
    fc.assert(
      fc.property(fc.infiniteStream(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true })), (stream) => {
        const numbers = stream[Symbol.iterator]();
        const draw = drawQuestions(test, (n) => Math.floor(numbers.next().value! * n));
        return isDrawOf(draw, test) && draw.length === 10;
      }),
    );
  });

  it('orders questions and options by the random numbers: two different streams give two different draws', () => {
    const first = drawQuestions(test, () => 0);
    const last = drawQuestions(test, (n) => n - 1);
    expect(first.map((d) => d.questionId)).not.toEqual(last.map((d) => d.questionId));
    expect(first[0]!.optionIds).not.toEqual(last[0]!.optionIds);
  });

  it('refuses a draw that asks too few questions, one twice, or a question with options missing or added', () => {
    const draw = drawQuestions(test, () => 0);
    expect(isDrawOf(draw.slice(1), test)).toBe(false);
    expect(isDrawOf([...draw.slice(1), draw[1]!], test)).toBe(false);
    expect(isDrawOf([{ ...draw[0]!, optionIds: ['a', 'b', 'c'] }, ...draw.slice(1)], test)).toBe(false);
    expect(isDrawOf([{ ...draw[0]!, optionIds: ['a', 'b', 'c', 'z'] }, ...draw.slice(1)], test)).toBe(false);
  });
});
