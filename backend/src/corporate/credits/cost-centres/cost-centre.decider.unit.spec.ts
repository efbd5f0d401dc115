import { describe, expect, it } from '@jest/globals';
import type { CostCentreEvent } from '@khru/contracts';
import { givenWhen } from '../../../kernel/commands/given-when-then.js';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { costCentreDecider, type CostCentreCommand } from './cost-centre.decider.js';

const costCentreId = 'cc-1';
const at = '2026-11-01T09:00:00.000Z';
const expiresAt = '2027-01-01T00:00:00.000Z';
const opened = (unlimited = false): Extract<CostCentreEvent, { type: 'CostCentreOpened' }> => ({
  type: 'CostCentreOpened',
  data: { costCentreId, orgId: 'org-1', code: 'OPS', name: 'Operations', unlimited, expiresAt, by: 'admin', at },
});
const deposited = (amount: number): CostCentreEvent => ({ type: 'CreditsDeposited', data: { costCentreId, amount, invoiceRef: 'INV-1', by: 'admin', at } });
const enrol = (enrolmentId: string, userId = 'u1', amount = 30, when = at): Extract<CostCentreCommand, { type: 'DeductForEnrolment' }> => ({
  type: 'DeductForEnrolment',
  enrolmentId,
  userId,
  itemId: 'excel-basics',
  isBundle: false,
  courseIds: ['excel-basics'],
  amount,
  at: when,
});
const deducted = (command: ReturnType<typeof enrol>): CostCentreEvent => {
  const { type: _type, ...data } = command;
  return { type: 'CreditsDeducted', data: { costCentreId, orgId: 'org-1', ...data } };
};
const when = givenWhen(costCentreDecider);
const code = (result: unknown) => (result instanceof DomainError ? result.code : result);
const rule = (result: unknown) => (result instanceof DomainError ? result.fields[0]?.rule : result);

describe('cost centre decider', () => {
  it('given nothing, when a cost centre opens, then it is opened once; anything else on it is NOT_FOUND', () => {
    const { type: _t, ...data } = { type: 'OpenCostCentre' as const, ...opened().data };
    expect(when([], { type: 'OpenCostCentre', ...data })).toEqual([opened()]);
    expect(code(when([opened()], { type: 'OpenCostCentre', ...data }))).toBe('ALREADY_EXIST');
    expect(code(when([], { type: 'DepositCredits', amount: 5, invoiceRef: 'INV-1', by: 'admin', at }))).toBe('NOT_FOUND');
  });

  it('given credits, when an enrolment costs no more than the balance, then it is deducted; more than the balance is INSUFFICIENT_CREDITS', () => {
    expect(when([opened(), deposited(30)], enrol('e1'))).toEqual([deducted(enrol('e1'))]);
    expect(code(when([opened(), deposited(29)], enrol('e1')))).toBe('INSUFFICIENT_CREDITS');
  });

  it('given an unlimited cost centre, when people enrol, then every deduction is recorded without a balance check', () => {
    expect(when([opened(true)], enrol('e1'))).toEqual([deducted(enrol('e1'))]);
  });

  it('given a person enrolled in an item, when they enrol again (a double click, another id), then nothing more is deducted', () => {
    const history = [opened(), deposited(100), deducted(enrol('e1'))];
    expect(when(history, enrol('e1'))).toEqual([]);
    expect(when(history, enrol('e2'))).toEqual([]);
    expect(when(history, enrol('e3', 'u2'))).toEqual([deducted(enrol('e3', 'u2'))]);
  });

  it('given an enrolment, when it is reversed within the window, then its credits come back once; after the window it is refused', () => {
    const history = [opened(), deposited(30), deducted(enrol('e1'))];
    const reversed: CostCentreEvent = { type: 'CreditsReversed', data: { costCentreId, enrolmentId: 'e1', userId: 'u1', amount: 30, by: 'hr', at } };
    expect(when(history, { type: 'ReverseEnrolment', started: false, enrolmentId: 'e1', by: 'hr', at })).toEqual([reversed]);
    expect(rule(when([...history, reversed], { type: 'ReverseEnrolment', started: false, enrolmentId: 'e1', by: 'hr', at }))).toBe('alreadyReversed');
    expect(rule(when(history, { type: 'ReverseEnrolment', started: false, enrolmentId: 'e1', by: 'hr', at: '2026-11-08T09:00:01.000Z' }))).toBe(
      'reversalWindowPassed',
    );
    expect(code(when(history, { type: 'ReverseEnrolment', started: false, enrolmentId: 'nope', by: 'hr', at }))).toBe('NOT_FOUND');
    // Once the learner has started the course, the enrolment stays.
    expect(rule(when(history, { type: 'ReverseEnrolment', started: true, enrolmentId: 'e1', by: 'hr', at }))).toBe('enrolmentStarted');
    // After a reversal the person may enrol again.
    expect(when([...history, reversed], enrol('e2'))).toEqual([deducted(enrol('e2'))]);
  });

  it('given credits, when some are transferred out, then the balance must cover them (else the admin is told what is left), the target differ, and the source be limited', () => {
    const out = { type: 'TransferOut' as const, transferId: 't1', toCostCentreId: 'cc-2', amount: 40, by: 'org-admin', at };
    expect(when([opened(), deposited(40)], out)).toEqual([
      { type: 'CreditsTransferredOut', data: { costCentreId, transferId: 't1', toCostCentreId: 'cc-2', amount: 40, by: 'org-admin', at } },
    ]);
    expect((when([opened(), deposited(39)], out) as DomainError).fields).toEqual([{ field: 'amount', code: 'BAD_REQUEST', rule: 'creditsLeft', n: 39 }]);
    expect(rule(when([opened(), deposited(40)], { ...out, toCostCentreId: costCentreId }))).toBe('sameCostCentre');
    expect(rule(when([opened(true)], out))).toBe('unlimitedNoTransfer');
  });

  it('given a transfer sent, when it arrives (twice), then it is credited once', () => {
    const transferIn = { type: 'TransferIn' as const, transferId: 't1', fromCostCentreId: 'cc-2', amount: 40, by: 'org-admin', at };
    const arrived: CostCentreEvent = {
      type: 'CreditsTransferredIn',
      data: { costCentreId, transferId: 't1', fromCostCentreId: 'cc-2', amount: 40, by: 'org-admin', at },
    };
    expect(when([opened()], transferIn)).toEqual([arrived]);
    expect(when([opened(), arrived], transferIn)).toEqual([]);
  });

  it('given the contract end, when it comes, then the balance left expires once and no credits move any more', () => {
    const history = [opened(), deposited(70)];
    const expired: CostCentreEvent = { type: 'CreditsExpired', data: { costCentreId, amount: 70, at: expiresAt } };
    expect(when(history, { type: 'Expire', at: '2026-12-31T23:59:59.000Z' })).toEqual([]);
    expect(when(history, { type: 'Expire', at: expiresAt })).toEqual([expired]);
    expect(when([...history, expired], { type: 'Expire', at: expiresAt })).toEqual([]);
    expect(rule(when([...history, expired], { type: 'DepositCredits', amount: 5, invoiceRef: 'INV-2', by: 'admin', at }))).toBe('costCentreExpired');
    expect(rule(when(history, enrol('e1', 'u1', 30, expiresAt)))).toBe('costCentreExpired');
    expect(when([opened(true)], { type: 'Expire', at: expiresAt })).toEqual([{ type: 'CreditsExpired', data: { costCentreId, amount: 0, at: expiresAt } }]);
  });

  it('given an expired cost centre, when credits come back (a transfer in transit, a reversal in its window), then they are recorded and expire at once', () => {
    const after = '2027-01-02T00:00:00.000Z';
    const expired: CostCentreEvent = { type: 'CreditsExpired', data: { costCentreId, amount: 0, at: expiresAt } };
    const enrolment = enrol('e1', 'u1', 30, '2026-12-30T00:00:00.000Z');
    const history = [opened(), deposited(30), deducted(enrolment), expired];
    expect(when(history, { type: 'ReverseEnrolment', started: false, enrolmentId: 'e1', by: 'hr', at: after })).toEqual([
      { type: 'CreditsReversed', data: { costCentreId, enrolmentId: 'e1', userId: 'u1', amount: 30, by: 'hr', at: after } },
      { type: 'CreditsExpired', data: { costCentreId, amount: 30, at: after } },
    ]);
    expect(when(history, { type: 'TransferIn', transferId: 't1', fromCostCentreId: 'cc-2', amount: 40, by: 'org-admin', at: after })).toEqual([
      { type: 'CreditsTransferredIn', data: { costCentreId, transferId: 't1', fromCostCentreId: 'cc-2', amount: 40, by: 'org-admin', at: after } },
      { type: 'CreditsExpired', data: { costCentreId, amount: 40, at: after } },
    ]);
    const out = { type: 'TransferOut' as const, transferId: 't2', toCostCentreId: 'cc-2', amount: 1, by: 'org-admin', at: after };
    expect(rule(when([opened(), deposited(30), expired], out))).toBe('costCentreExpired');
  });

  it('given an expired unlimited cost centre, when an enrolment is reversed, then nothing is left to expire', () => {
    const enrolment = enrol('e1', 'u1', 30, '2026-12-30T00:00:00.000Z');
    const history = [opened(true), deducted(enrolment), { type: 'CreditsExpired', data: { costCentreId, amount: 0, at: expiresAt } } as CostCentreEvent];
    expect(when(history, { type: 'ReverseEnrolment', started: false, enrolmentId: 'e1', by: 'hr', at: '2027-01-02T00:00:00.000Z' })).toEqual([
      { type: 'CreditsReversed', data: { costCentreId, enrolmentId: 'e1', userId: 'u1', amount: 30, by: 'hr', at: '2027-01-02T00:00:00.000Z' } },
    ]);
  });
});
