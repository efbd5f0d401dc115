import type { JobFunctionData, JobFunctionEvent } from '@khru/contracts';
import type { Decider } from '../../kernel/commands/decider.js';
import { DomainError } from '../../kernel/errors/domain-error.js';

export type JobFunctionCommand = ({ type: 'DefineJobFunction' } | { type: 'UpdateJobFunction' }) & JobFunctionData;

export interface JobFunctionState {
  defined: boolean;
}

export const jobFunctionDecider: Decider<JobFunctionCommand, JobFunctionEvent, JobFunctionState> = {
  initialState: { defined: false },

  evolve(state, event) {
    switch (event.type) {
      case 'JobFunctionDefined':
        return { defined: true };
      case 'JobFunctionUpdated':
        return state;
      default: {
        const _exhaustive: never = event;
        return state;
      }
    }
  },

  decide(command, state) {
    const { type, ...data } = command;
    switch (type) {
      case 'DefineJobFunction':
        if (state.defined) return DomainError.alreadyExists();
        return [{ type: 'JobFunctionDefined', data }];
      case 'UpdateJobFunction':
        if (!state.defined) return DomainError.notFound();
        return [{ type: 'JobFunctionUpdated', data }];
      default: {
        const _exhaustive: never = type;
        throw new Error('unknown command');
      }
    }
  },
};
