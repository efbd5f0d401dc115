import type { ChoiceData } from '@khru/contracts';
import { authoredItemDecider } from '../../kernel/commands/authored-item.decider.js';

/** A shelf holds at least one course, none twice. */
export const choiceProblems = ({ courseIds }: ChoiceData) =>
  courseIds.length === 0
    ? [{ field: 'courseIds', code: 'IS_NOT_EMPTY' as const }]
    : new Set(courseIds).size !== courseIds.length
      ? [{ field: 'courseIds', code: 'ALREADY_EXIST' as const }]
      : [];

export const choiceDecider = authoredItemDecider<
  { create: 'DefineChoice'; update: 'UpdateChoice'; created: 'ChoiceDefined'; updated: 'ChoiceUpdated' },
  ChoiceData
>({ create: 'DefineChoice', update: 'UpdateChoice', created: 'ChoiceDefined', updated: 'ChoiceUpdated' }, choiceProblems);

export type ChoiceCommand = ({ type: 'DefineChoice' } | { type: 'UpdateChoice' }) & ChoiceData;
