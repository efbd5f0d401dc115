import type { DeadlineEvent, EmailClaimEvent, UserEvent } from '@khru/contracts';
import { command, type Workflow, type WorkflowOutput } from '../../kernel/workflows/workflow.js';
import { emailClaimStream } from '../../kernel/accounts/email-claim-stream.js';

type ClaimEvent = EmailClaimEvent | DeadlineEvent | UserEvent;

export interface ClaimState {
  email: string | null;
  holder: string | null;
  /** The holder's account took the address up (registered with it, or changed to it). */
  taken: boolean;
}

const keyOf = (email: string) => emailClaimStream(email).slice('email-'.length);

/**
 * Sign-up, admin create and change of email claim an address before the account takes it up (ADR 34). A
 * claim that no account took up by its deadline (the account-opening step was refused, or data
 * from before reservations stopped half way) is given back, so the address can be used again; an
 * address an account moved away from, or a deleted account's, is given back too.
 */
export const emailClaimExpiryWorkflow: Workflow<ClaimEvent, ClaimState> = {
  name: 'email-claim-expiry',
  handles: ['EmailClaimed', 'EmailReleased', 'UserRegistered', 'EmailChanged', 'UserDeleted', 'DeadlineReached'],
  instanceOf(event) {
    switch (event.type) {
      case 'EmailClaimed':
      case 'EmailReleased':
      case 'UserRegistered':
        return keyOf(event.data.email);
      case 'EmailChanged':
        return keyOf(event.data.email);
      case 'UserDeleted':
        return event.data.email ? keyOf(event.data.email) : null;
      case 'DeadlineReached':
        return event.data.kind === 'email-claim-expiry' ? event.data.key : null;
      default:
        return null;
    }
  },
  initialState: () => ({ email: null, holder: null, taken: false }),

  evolve(state, event) {
    switch (event.type) {
      case 'EmailClaimed':
        return { email: event.data.email, holder: event.data.userId, taken: false };
      case 'EmailReleased':
        return { ...state, holder: null, taken: false };
      case 'UserRegistered':
      case 'EmailChanged':
        return event.data.userId === state.holder ? { ...state, taken: true } : state;
      default:
        return state;
    }
  },

  decide(event, state): WorkflowOutput[] {
    if (event.type === 'UserDeleted' && event.data.email) {
      const email = event.data.email;
      return [command('email-claim', emailClaimStream(email), { type: 'ReleaseEmail', email, userId: event.data.userId })];
    }
    if (event.type === 'EmailChanged') {
      const previous = event.data.previousEmail;
      return [command('email-claim', emailClaimStream(previous), { type: 'ReleaseEmail', email: previous, userId: event.data.userId })];
    }
    if (event.type !== 'DeadlineReached' || !state.holder || state.taken || !state.email) return [];
    return [command('email-claim', emailClaimStream(state.email), { type: 'ReleaseEmail', email: state.email, userId: state.holder })];
  },
};
