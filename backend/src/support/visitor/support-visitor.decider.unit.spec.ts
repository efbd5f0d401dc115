import { describe, it } from '@jest/globals';
import { SUPPORT_VISITOR_HEADER, type SupportVisitorEvent } from '@khru/contracts';
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
const act: SupportVisitorCommand = { type: 'ActAsVisitor', visitorId: 'v1' };
const tokenExpired = { field: SUPPORT_VISITOR_HEADER, code: 'IS_EXPIRED_TOKEN' } as const;
const given = deciderSpec(supportVisitorDecider);

describe('support visitor decider', () => {
  it('given a visitor, when they log in, then they join that account', () => {
    given([]).when(join('u1')).then([joined]);
  });

  it('given a visitor joined to an account, when the same account joins again, then nothing happens', () => {
    given([joined]).when(join('u1')).thenNothing();
  });

  it('given a visitor joined to an account, when another account would take them (a token copied before the join), then FORBIDDEN naming the token expired', () => {
    given([joined]).when(join('u2')).thenThrows('FORBIDDEN', [tokenExpired]);
  });

  it('given a visitor who has not joined, when their token is used, then it acts for them and nothing is recorded', () => {
    given([]).when(act).thenNothing();
  });

  it('given a visitor joined to an account, when any token of theirs is used, then FORBIDDEN naming the token expired', () => {
    given([joined]).when(act).thenThrows('FORBIDDEN', [tokenExpired]);
  });
});
