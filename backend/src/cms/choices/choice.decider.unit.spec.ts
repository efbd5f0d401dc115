import { describe, expect, it } from '@jest/globals';
import type { ChoiceData, ChoiceEvent } from '@khru/contracts';
import { givenWhen } from '../../kernel/commands/given-when-then.js';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { choiceDecider } from './choice.decider.js';

const choice: ChoiceData = { choiceId: 'staff-picks', title: { en: 'Staff picks', th: 'ทีมงานแนะนำ' }, courseIds: ['a', 'b'], order: 1, active: true };
const defined: ChoiceEvent = { type: 'ChoiceDefined', data: choice };
const when = givenWhen(choiceDecider);
const refusal = (result: unknown) => (result instanceof DomainError ? { code: result.code, fields: result.fields } : result);

describe('choice decider', () => {
  it('given nothing, when defined, then ChoiceDefined; given it, when updated, then ChoiceUpdated', () => {
    expect(when([], { type: 'DefineChoice', ...choice })).toEqual([defined]);
    expect(when([defined], { type: 'UpdateChoice', ...choice, courseIds: ['b', 'a'] })).toEqual([
      { type: 'ChoiceUpdated', data: { ...choice, courseIds: ['b', 'a'] } },
    ]);
  });

  it.each([
    ['no courses', [], 'IS_NOT_EMPTY'],
    ['a course twice', ['a', 'a'], 'ALREADY_EXIST'],
  ])('given nothing, when a shelf has %s, then refused on courseIds', (_name, courseIds, code) => {
    expect(refusal(when([], { type: 'DefineChoice', ...choice, courseIds: courseIds as string[] }))).toEqual({
      code: 'BAD_REQUEST',
      fields: [{ field: 'courseIds', code }],
    });
  });
});
