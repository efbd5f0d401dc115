import { describe, it } from '@jest/globals';
import type { ChoiceData, ChoiceEvent } from '@khru/contracts';
import { deciderSpec } from '../../kernel/commands/decider-spec.js';
import { choiceDecider } from './choice.decider.js';

const choice: ChoiceData = { choiceId: 'staff-picks', title: { en: 'Staff picks', th: 'ทีมงานแนะนำ' }, courseIds: ['a', 'b'], order: 1, active: true };
const defined: ChoiceEvent = { type: 'ChoiceDefined', data: choice };
const given = deciderSpec(choiceDecider);

describe('choice decider', () => {
  it('given nothing, when defined, then ChoiceDefined; given it, when updated, then ChoiceUpdated', () => {
    given([])
      .when({ type: 'DefineChoice', ...choice })
      .then([defined]);
    given([defined])
      .when({ type: 'UpdateChoice', ...choice, courseIds: ['b', 'a'] })
      .then([{ type: 'ChoiceUpdated', data: { ...choice, courseIds: ['b', 'a'] } }]);
  });

  it.each([
    ['no courses', [], 'IS_NOT_EMPTY'],
    ['a course twice', ['a', 'a'], 'ALREADY_EXIST'],
  ] as const)('given nothing, when a shelf has %s, then refused on courseIds', (_name, courseIds, code) => {
    given([])
      .when({ type: 'DefineChoice', ...choice, courseIds: [...courseIds] })
      .thenThrows('BAD_REQUEST', [{ field: 'courseIds', code }]);
  });
});
