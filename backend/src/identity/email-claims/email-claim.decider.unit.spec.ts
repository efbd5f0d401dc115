import { describe, it } from '@jest/globals';
import type { EmailClaimEvent } from '@khru/contracts';
import { deciderSpec } from '../../kernel/commands/decider-spec.js';
import { emailClaimDecider } from './email-claim.decider.js';

const email = 'ann@example.com';
const claimed = (userId: string): EmailClaimEvent => ({ type: 'EmailClaimed', data: { email, userId } });
const released = (userId: string): EmailClaimEvent => ({ type: 'EmailReleased', data: { email, userId } });
const given = deciderSpec(emailClaimDecider);

describe('email claim decider', () => {
  it('given a free address, when claimed, then it is held', () => {
    given([])
      .when({ type: 'ClaimEmail', email, userId: 'u1' })
      .then([claimed('u1')]);
  });

  it('given an address held by another account, when claimed, then ALREADY_EXIST on email', () => {
    given([claimed('u1')])
      .when({ type: 'ClaimEmail', email, userId: 'u2' })
      .thenThrows('ALREADY_EXIST', [{ field: 'email', code: 'ALREADY_EXIST' }]);
  });

  it('given an address held by the same account, when claimed again, then nothing happens', () => {
    given([claimed('u1')])
      .when({ type: 'ClaimEmail', email, userId: 'u1' })
      .thenNothing();
  });

  it('given a released address, when another account claims it, then it is held by that account', () => {
    given([claimed('u1'), released('u1')])
      .when({ type: 'ClaimEmail', email, userId: 'u2' })
      .then([claimed('u2')]);
  });

  it('given an address held by another account, when released by someone else, then nothing happens', () => {
    given([claimed('u1')])
      .when({ type: 'ReleaseEmail', email, userId: 'u2' })
      .thenNothing();
    given([claimed('u1')])
      .when({ type: 'ReleaseEmail', email, userId: 'u1' })
      .then([released('u1')]);
  });

  it('given a free address, when claimed to move an account to it, then the claim carries the change', () => {
    const purpose = { kind: 'change-email' as const, verifiedHash: 'h1', at: 't' };
    given([])
      .when({ type: 'ClaimEmail', email, userId: 'u1', purpose })
      .then([{ type: 'EmailClaimed', data: { email, userId: 'u1', purpose } }]);
  });

  it('given an address held by another account, when a workflow claims it for an organisation newcomer, then the refusal is recorded', () => {
    const purpose = { kind: 'join-organisation' as const, orgId: 'o1', requestId: 'r1' };
    given([claimed('u1')])
      .when({ type: 'ClaimEmail', email, userId: 'u2', purpose })
      .then([{ type: 'EmailClaimRefused', data: { email, userId: 'u2', purpose } }]);
  });
});
