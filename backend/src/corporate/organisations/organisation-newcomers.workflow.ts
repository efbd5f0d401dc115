import { organisationStream, type EmailClaimEvent, type OrganisationEvent } from '@khru/contracts';
import { emailClaimStream } from '../../kernel/accounts/email-claim-stream.js';
import { command, type Workflow, type WorkflowOutput } from '../../kernel/workflows/workflow.js';

type NewcomerEvent = OrganisationEvent | EmailClaimEvent;

export interface NewcomersState {
  orgId: string | null;
  newcomers: { userId: string; email: string }[];
  /** Addresses claimed for the proposal, and addresses other accounts hold. */
  claimed: string[];
  taken: string[];
}

const instance = (orgId: string, requestId: string) => `${orgId}:${requestId}`;

/**
 * The second step of a request that brings new people (ADR 34): each newcomer's address is claimed;
 * when every claim has answered, the proposal is confirmed, or refused with the addresses other
 * accounts hold; a refused proposal gives back the addresses it claimed.
 */
export const organisationNewcomersWorkflow: Workflow<NewcomerEvent, NewcomersState> = {
  name: 'organisation-newcomers',
  handles: ['PeopleProposed', 'EmailClaimed', 'EmailClaimRefused', 'ProposalRefused'],
  instanceOf(event) {
    switch (event.type) {
      case 'PeopleProposed':
      case 'ProposalRefused':
        return instance(event.data.orgId, event.data.requestId);
      case 'EmailClaimed':
      case 'EmailClaimRefused': {
        const purpose = event.data.purpose;
        return purpose?.kind === 'join-organisation' ? instance(purpose.orgId, purpose.requestId) : null;
      }
      default:
        return null;
    }
  },
  initialState: () => ({ orgId: null, newcomers: [], claimed: [], taken: [] }),

  evolve(state, event) {
    switch (event.type) {
      case 'PeopleProposed':
        return { ...state, orgId: event.data.orgId, newcomers: event.data.newcomers };
      case 'EmailClaimed':
        return { ...state, claimed: [...state.claimed, event.data.email] };
      case 'EmailClaimRefused':
        return { ...state, taken: [...state.taken, event.data.email] };
      default:
        return state;
    }
  },

  decide(event, state): WorkflowOutput[] {
    switch (event.type) {
      case 'PeopleProposed': {
        const { orgId, requestId, newcomers } = event.data;
        if (newcomers.length === 0) return [command('organisation', organisationStream(orgId), { type: 'ConfirmProposal', requestId })];
        return newcomers.map(({ userId, email }) =>
          command('email-claim', emailClaimStream(email), { type: 'ClaimEmail', email, userId, purpose: { kind: 'join-organisation', orgId, requestId } }),
        );
      }
      case 'EmailClaimed':
      case 'EmailClaimRefused': {
        const after = organisationNewcomersWorkflow.evolve(state, event);
        if (!after.orgId || event.data.purpose?.kind !== 'join-organisation') return [];
        if (after.claimed.length + after.taken.length < after.newcomers.length) return [];
        const { requestId } = event.data.purpose;
        const stream = organisationStream(after.orgId);
        if (after.taken.length === 0) return [command('organisation', stream, { type: 'ConfirmProposal', requestId })];
        return [command('organisation', stream, { type: 'RefuseProposal', requestId, taken: after.taken })];
      }
      case 'ProposalRefused':
        return state.newcomers
          .filter(({ email }) => state.claimed.includes(email))
          .map(({ userId, email }) => command('email-claim', emailClaimStream(email), { type: 'ReleaseEmail', email, userId }));
      default:
        return [];
    }
  },
};
