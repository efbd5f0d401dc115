import { userStream, type ClaimPurpose, type EmailClaimEvent } from '@khru/contracts';
import { command, type Workflow, type WorkflowOutput } from '../../kernel/workflows/workflow.js';
import { emailClaimStream } from '../../kernel/accounts/email-claim-stream.js';

/**
 * The second step of a request whose one fact is a claim (ADR 34): a claim made to open an account
 * registers it; a claim made to move an account to the address changes it. The request waits for
 * the account's stream to show it. A claim the account never takes up is given back at its deadline
 * (email-claim-expiry).
 */
/** The claims this workflow finishes: an organisation's newcomers are its proposal's (corporate). */
const opens = (purpose: ClaimPurpose | undefined): purpose is Exclude<ClaimPurpose, { kind: 'join-organisation' }> =>
  purpose !== undefined && purpose.kind !== 'join-organisation';

export const accountOpeningWorkflow: Workflow<EmailClaimEvent, null> = {
  name: 'account-opening',
  handles: ['EmailClaimed'],
  instanceOf: (event) => (event.type === 'EmailClaimed' && opens(event.data.purpose) ? emailClaimStream(event.data.email) : null),
  initialState: () => null,
  evolve: (state) => state,

  decide(event): WorkflowOutput[] {
    if (event.type !== 'EmailClaimed') return [];
    const { email, userId, purpose } = event.data;
    if (!opens(purpose)) return [];
    if (purpose.kind === 'change-email') {
      return [command('user', userStream(userId), { type: 'ChangeEmail', verifiedHash: purpose.verifiedHash, newEmail: email, at: purpose.at })];
    }
    const { kind: _kind, ...account } = purpose;
    return [command('user', userStream(userId), { type: 'RegisterUser', userId, email, ...account })];
  },
};
