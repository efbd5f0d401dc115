import { describe, it } from '@jest/globals';
import type { EmailClaimEvent, UserEvent } from '@khru/contracts';
import { command } from '../../kernel/workflows/workflow.js';
import { workflowSpec } from '../../kernel/workflows/workflow-spec.js';
import { emailClaimExpiryWorkflow } from './email-claim-expiry.workflow.js';
import { emailClaimStream } from '../../kernel/accounts/email-claim-stream.js';

const email = 'ann@example.com';
const key = emailClaimStream(email).slice('email-'.length);
const claimed: EmailClaimEvent = { type: 'EmailClaimed', data: { email, userId: 'u1' } };
const registered = {
  type: 'UserRegistered',
  data: { userId: 'u1', email, firstName: 'Ann', lastName: 'Lee', role: 'MEMBER', passwordHash: 'h', source: 'signup', registeredAt: 't' },
} as UserEvent;
const deadline = { type: 'DeadlineReached' as const, data: { kind: 'email-claim-expiry' as const, key, dueAt: 't2', at: 't2' } };
const given = workflowSpec(emailClaimExpiryWorkflow);

describe('email claim expiry workflow', () => {
  it('given a claim no account took up (the sign-up stopped half way), when its deadline is reached, then the address is given back', () => {
    given([claimed])
      .when(deadline)
      .then([command('email-claim', emailClaimStream(email), { type: 'ReleaseEmail', email, userId: 'u1' })]);
  });

  it('given a claim the account took up, when its deadline is reached, then nothing happens', () => {
    given([claimed, registered]).when(deadline).thenNothing();
  });

  it('given a claim already given back, when its deadline is reached, then nothing happens', () => {
    given([claimed, { type: 'EmailReleased', data: { email, userId: 'u1' } }])
      .when(deadline)
      .thenNothing();
  });

  it('given an account that moved to a new address, when the change is recorded, then the previous address is given back', () => {
    const moved = { type: 'EmailChanged', data: { userId: 'u1', previousEmail: 'old@example.com', email, at: 't' } } as UserEvent;
    given([claimed])
      .when(moved)
      .then([command('email-claim', emailClaimStream('old@example.com'), { type: 'ReleaseEmail', email: 'old@example.com', userId: 'u1' })]);
  });

  it('given an account holding the address, when the account is deleted, then the address is given back', () => {
    const deleted = { type: 'UserDeleted', data: { userId: 'u1', deletedBy: 'admin', at: 't', email } } as UserEvent;
    given([claimed, registered])
      .when(deleted)
      .then([command('email-claim', emailClaimStream(email), { type: 'ReleaseEmail', email, userId: 'u1' })]);
  });

  it('given an account deleted before deletions named their address, when the deletion is replayed, then nothing is sent', () => {
    given([claimed, registered])
      .when({ type: 'UserDeleted', data: { userId: 'u1', deletedBy: 'admin', at: 't' } } as UserEvent)
      .thenNothing();
  });
});
