import type { ContactMessageEvent, ContactMessageSubmitted } from '@khru/contracts';
import type { Decider } from '../../kernel/commands/decider.js';
import { DomainError } from '../../kernel/errors/domain-error.js';

export type ContactMessageCommand = { type: 'SubmitContactMessage' } & ContactMessageSubmitted['data'];

export interface ContactMessageState {
  submitted: boolean;
}

export const contactMessageDecider: Decider<ContactMessageCommand, ContactMessageEvent, ContactMessageState> = {
  initialState: { submitted: false },

  evolve(state, event) {
    switch (event.type) {
      case 'ContactMessageSubmitted':
        return { submitted: true };
      default: {
        const _exhaustive: never = event.type;
        return state;
      }
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'SubmitContactMessage': {
        if (state.submitted) return DomainError.alreadyExists();
        const { type: _type, ...data } = command;
        return [{ type: 'ContactMessageSubmitted', data }];
      }
      default: {
        const _exhaustive: never = command.type;
        throw new Error('unknown command');
      }
    }
  },
};
