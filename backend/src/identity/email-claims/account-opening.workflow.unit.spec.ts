import { describe, it } from '@jest/globals';
import { userStream, type EmailClaimEvent } from '@khru/contracts';
import { command } from '../../kernel/workflows/workflow.js';
import { workflowSpec } from '../../kernel/workflows/workflow-spec.js';
import { accountOpeningWorkflow } from './account-opening.workflow.js';

const email = 'ann@example.com';
const at = '2026-12-07T10:00:00.000Z';
const session = { sessionId: 's1', refreshTokenHash: 'r1', expiresAt: '2027-01-06T10:00:00.000Z' };
const given = workflowSpec(accountOpeningWorkflow);

describe('account opening workflow', () => {
  it('given nothing, when an address is claimed to open an account, then the account is registered with its first session', () => {
    const claimed: EmailClaimEvent = {
      type: 'EmailClaimed',
      data: {
        email,
        userId: 'u1',
        purpose: { kind: 'open-account', firstName: 'Ann', lastName: 'Lee', role: 'MEMBER', passwordHash: 'h1', source: 'signup', session, at },
      },
    };
    given()
      .when(claimed)
      .then([
        command('user', userStream('u1'), {
          type: 'RegisterUser',
          userId: 'u1',
          email,
          firstName: 'Ann',
          lastName: 'Lee',
          role: 'MEMBER',
          passwordHash: 'h1',
          source: 'signup',
          session,
          at,
        }),
      ]);
  });

  it('given nothing, when an address is claimed to move an account to it, then the account changes address with the verified password', () => {
    given()
      .when({ type: 'EmailClaimed', data: { email, userId: 'u1', purpose: { kind: 'change-email', verifiedHash: 'h1', at } } })
      .then([command('user', userStream('u1'), { type: 'ChangeEmail', verifiedHash: 'h1', newEmail: email, at })]);
  });

  it('given nothing, when an address is claimed for no purpose (an organisation adding its people), then nothing is sent', () => {
    given()
      .when({ type: 'EmailClaimed', data: { email, userId: 'u1' } })
      .thenNothing();
  });
});
