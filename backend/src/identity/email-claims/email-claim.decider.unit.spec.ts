import { describe, expect, it } from '@jest/globals';
import type { EmailClaimEvent } from '@khru/contracts';
import { givenWhen } from '../../kernel/commands/given-when-then.js';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { emailClaimDecider } from './email-claim.decider.js';

const email = 'ann@example.com';
const claimed = (userId: string): EmailClaimEvent => ({ type: 'EmailClaimed', data: { email, userId } });
const released = (userId: string): EmailClaimEvent => ({ type: 'EmailReleased', data: { email, userId } });
const when = givenWhen(emailClaimDecider);

describe('email claim decider', () => {
  it('given a free address, when claimed, then it is held', () => {
    expect(when([], { type: 'ClaimEmail', email, userId: 'u1' })).toEqual([claimed('u1')]);
  });

  it('given an address held by another account, when claimed, then ALREADY_EXIST on email', () => {
    const result = when([claimed('u1')], { type: 'ClaimEmail', email, userId: 'u2' });
    expect(result).toBeInstanceOf(DomainError);
    expect((result as DomainError).fields).toEqual([{ field: 'email', code: 'ALREADY_EXIST' }]);
  });

  it('given an address held by the same account, when claimed again, then nothing happens', () => {
    expect(when([claimed('u1')], { type: 'ClaimEmail', email, userId: 'u1' })).toEqual([]);
  });

  it('given a released address, when another account claims it, then it is held by that account', () => {
    expect(when([claimed('u1'), released('u1')], { type: 'ClaimEmail', email, userId: 'u2' })).toEqual([claimed('u2')]);
  });

  it('given an address held by another account, when released by someone else, then nothing happens', () => {
    expect(when([claimed('u1')], { type: 'ReleaseEmail', email, userId: 'u2' })).toEqual([]);
    expect(when([claimed('u1')], { type: 'ReleaseEmail', email, userId: 'u1' })).toEqual([released('u1')]);
  });
});
