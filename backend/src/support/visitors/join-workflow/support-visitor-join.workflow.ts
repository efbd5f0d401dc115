import { conversationStream, type ConversationStarted, type VisitorJoinedAccount } from '@khru/contracts';
import { command, type Workflow, type WorkflowOutput } from '../../../kernel/workflows/workflow.js';

export type SupportVisitorJoinEvent = ConversationStarted | VisitorJoinedAccount;

/** One visitor's conversations, and the account they joined (null until they log in). */
export interface SupportVisitorJoinState {
  conversationIds: string[];
  joined: { userId: string; name: string; email: string; organisationId: string | null } | null;
}

const joinAccount = (conversationId: string, visitorId: string, joined: NonNullable<SupportVisitorJoinState['joined']>, at: string): WorkflowOutput =>
  command('conversation', conversationStream(conversationId), { type: 'JoinAccount', conversationId, visitorId, ...joined, at });

/**
 * Joins a visitor's conversations to the account they logged in as (ADR 29), one conversation stream at a time: all of
 * them when the visitor joins, and one started afterwards (by a request that passed its token check as the join was
 * recorded; from then on the visitor's tokens are refused). One instance per visitor; each command's key comes from
 * the triggering event and its place, so a redelivery joins nothing twice.
 */
export const supportVisitorJoinWorkflow: Workflow<SupportVisitorJoinEvent, SupportVisitorJoinState> = {
  name: 'support-visitor-join',
  handles: ['ConversationStarted', 'VisitorJoinedAccount'],
  instanceOf: (event) => event.data.visitorId,
  initialState: () => ({ conversationIds: [], joined: null }),

  evolve(state, event) {
    switch (event.type) {
      case 'ConversationStarted':
        return { ...state, conversationIds: [...state.conversationIds, event.data.conversationId] };
      case 'VisitorJoinedAccount': {
        const { userId, name, email, organisationId } = event.data;
        return { ...state, joined: { userId, name, email, organisationId } };
      }
      default: {
        const _exhaustive: never = event;
        return state;
      }
    }
  },

  decide(event, state): WorkflowOutput[] {
    switch (event.type) {
      case 'ConversationStarted': {
        const { conversationId, visitorId, userId, at } = event.data;
        return visitorId && userId === null && state.joined ? [joinAccount(conversationId, visitorId, state.joined, at)] : [];
      }
      case 'VisitorJoinedAccount': {
        const { visitorId, userId, name, email, organisationId, at } = event.data;
        if (state.joined) return [];
        return state.conversationIds.map((conversationId) => joinAccount(conversationId, visitorId, { userId, name, email, organisationId }, at));
      }
      default: {
        const _exhaustive: never = event;
        return [];
      }
    }
  },
};
