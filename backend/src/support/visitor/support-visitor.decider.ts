import { SUPPORT_VISITOR_HEADER, type SupportVisitorEvent } from '@khru/contracts';
import type { Decider } from '../../kernel/commands/decider.js';
import { DomainError } from '../../kernel/errors/domain-error.js';

export type SupportVisitorCommand =
  | {
      type: 'JoinVisitorToAccount';
      visitorId: string;
      userId: string;
      name: string;
      email: string;
      organisationId: string | null;
      at: string;
    }
  /** A request made with the visitor's token (reading, writing, a mailed link's token): checked, nothing recorded. */
  | { type: 'ActAsVisitor'; visitorId: string };

export interface SupportVisitorState {
  /** The account the visitor joined; null until they do. */
  userId: string | null;
}

/** The visitor's tokens no longer act for them: 403, the token named as expired so that the app drops it. */
const tokenRetired = () => new DomainError('FORBIDDEN', [{ field: SUPPORT_VISITOR_HEADER, code: 'IS_EXPIRED_TOKEN' }]);

/**
 * One browser's visitor, joined once to the account that logged in there. Until then the visitor's tokens act for them;
 * from then on only the account does: every token naming the visitor is refused, however recent, so one copied before
 * the join neither reads nor writes as the visitor (nor starts a conversation that would join the account). The
 * joining account's own retry changes nothing; another account may not take the visitor.
 */
export const supportVisitorDecider: Decider<SupportVisitorCommand, SupportVisitorEvent, SupportVisitorState> = {
  initialState: () => ({ userId: null }),

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
        if (state.userId !== null) return state.userId === command.userId ? [] : tokenRetired();
        const { type: _type, ...data } = command;
        return [{ type: 'VisitorJoinedAccount', data }];
      }
      case 'ActAsVisitor':
        return state.userId === null ? [] : tokenRetired();
      default: {
        const _exhaustive: never = command;
        throw new Error('unknown command');
      }
    }
  },
};
