import type { InstructorEvent, InstructorProfileData } from '@khru/contracts';
import type { Decider } from '../../kernel/commands/decider.js';
import { DomainError } from '../../kernel/errors/domain-error.js';

export type InstructorCommand = ({ type: 'RegisterInstructor' } | { type: 'UpdateInstructorProfile' }) & InstructorProfileData;

export interface InstructorState {
  registered: boolean;
}

export const instructorDecider: Decider<InstructorCommand, InstructorEvent, InstructorState> = {
  initialState: { registered: false },

  evolve(state, event) {
    switch (event.type) {
      case 'InstructorRegistered':
        return { registered: true };
      case 'InstructorProfileUpdated':
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
      case 'RegisterInstructor':
        if (state.registered) return DomainError.alreadyExists();
        return [{ type: 'InstructorRegistered', data }];
      case 'UpdateInstructorProfile':
        if (!state.registered) return DomainError.notFound();
        return [{ type: 'InstructorProfileUpdated', data }];
      default: {
        const _exhaustive: never = type;
        throw new Error('unknown command');
      }
    }
  },
};
