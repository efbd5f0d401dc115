import type { SupportVisitorEvent } from '@khru/contracts';
import type { Decider } from '../../kernel/commands/decider.js';
import { DomainError } from '../../kernel/errors/domain-error.js';

export type SupportVisitorCommand = {
  type: 'JoinVisitorToAccount';
  visitorId: string;
  userId: string;
  name: string;
  email: string;
  organisationId: string | null;
  at: string;
};

export interface SupportVisitorState {
  /** The account the visitor joined; null until they do. */
  userId: string | null;
}

/** One browser's visitor, joined once to the account that logged in there: again for it changes nothing, for another is refused. */
export const supportVisitorDecider: Decider<SupportVisitorCommand, SupportVisitorEvent, SupportVisitorState> = {
  initialState: { userId: null },

  evolve(state, event) {
    switch (event.type) {
      case 'VisitorJoinedAccount':
        return { userId: event.data.userId };
      default: {
        const _exhaustive: never = event.type;
        return state;
      }
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'JoinVisitorToAccount': {
        if (state.userId !== null) return state.userId === command.userId ? [] : new DomainError('FORBIDDEN');
        const { type: _type, ...data } = command;
        return [{ type: 'VisitorJoinedAccount', data }];
      }
      default: {
        const _exhaustive: never = command.type;
        throw new Error('unknown command');
      }
    }
  },
};
