import { describe, it } from '@jest/globals';
import type { SupportVisitorEvent } from '@khru/contracts';
import { deciderSpec } from '../../kernel/commands/decider-spec.js';
import { supportVisitorDecider, type SupportVisitorCommand } from './support-visitor.decider.js';

const at = '2026-11-23T09:00:00.000Z';
const join = (userId: string): SupportVisitorCommand => ({
  type: 'JoinVisitorToAccount',
  visitorId: 'v1',
  userId,
  name: 'Ann Lee',
  email: 'ann@example.com',
  organisationId: null,
  at,
});
const joined: SupportVisitorEvent = {
  type: 'VisitorJoinedAccount',
  data: { visitorId: 'v1', userId: 'u1', name: 'Ann Lee', email: 'ann@example.com', organisationId: null, at },
};
const given = deciderSpec(supportVisitorDecider);

describe('support visitor decider', () => {
  it('given a visitor, when they log in, then they join that account', () => {
    given([]).when(join('u1')).then([joined]);
  });

  it('given a visitor joined to an account, when the same account joins again, then nothing happens', () => {
    given([joined]).when(join('u1')).thenNothingHappened();
  });

  it('given a visitor joined to an account, when another account would take them, then FORBIDDEN', () => {
    given([joined]).when(join('u2')).thenThrows('FORBIDDEN');
  });
});
