import { describe, it } from '@jest/globals';
import type { CostCentreEvent } from '@khru/contracts';
import { deciderSpec } from '../../../kernel/commands/decider-spec.js';
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
const given = deciderSpec(costCentreDecider);

describe('cost centre decider', () => {
  it('given nothing, when a cost centre opens, then it is opened once; anything else on it is NOT_FOUND', () => {
    const { type: _t, ...data } = { type: 'OpenCostCentre' as const, ...opened().data };
    given([])
      .when({ type: 'OpenCostCentre', ...data })
      .then([opened()]);
    given([opened()])
      .when({ type: 'OpenCostCentre', ...data })
      .thenThrows('ALREADY_EXIST');
    given([]).when({ type: 'DepositCredits', amount: 5, invoiceRef: 'INV-1', by: 'admin', at }).thenThrows('NOT_FOUND');
  });

  it('given credits, when an enrolment costs no more than the balance, then it is deducted; more than the balance is INSUFFICIENT_CREDITS', () => {
    given([opened(), deposited(30)])
      .when(enrol('e1'))
      .then([deducted(enrol('e1'))]);
    given([opened(), deposited(29)])
      .when(enrol('e1'))
      .thenThrows('INSUFFICIENT_CREDITS');
  });

  it('given an unlimited cost centre, when people enrol, then every deduction is recorded without a balance check', () => {
    given([opened(true)])
      .when(enrol('e1'))
      .then([deducted(enrol('e1'))]);
  });

  it('given a person enrolled in an item, when they enrol again (a double click, another id), then nothing more is deducted', () => {
    const history = [opened(), deposited(100), deducted(enrol('e1'))];
    given(history).when(enrol('e1')).thenNothing();
    given(history).when(enrol('e2')).thenNothing();
    given(history)
      .when(enrol('e3', 'u2'))
      .then([deducted(enrol('e3', 'u2'))]);
  });

  it('given an enrolment, when it is reversed within the window, then its credits come back once; after the window it is refused', () => {
    const history = [opened(), deposited(30), deducted(enrol('e1'))];
    const reversed: CostCentreEvent = { type: 'CreditsReversed', data: { costCentreId, enrolmentId: 'e1', userId: 'u1', amount: 30, by: 'hr', at } };
    given(history).when({ type: 'ReverseEnrolment', started: false, enrolmentId: 'e1', by: 'hr', at }).then([reversed]);
    given([...history, reversed])
      .when({ type: 'ReverseEnrolment', started: false, enrolmentId: 'e1', by: 'hr', at })
      .thenThrows('BAD_REQUEST', [{ field: 'enrolmentId', code: 'BAD_REQUEST', rule: 'alreadyReversed' }]);
    given(history)
      .when({ type: 'ReverseEnrolment', started: false, enrolmentId: 'e1', by: 'hr', at: '2026-11-08T09:00:01.000Z' })
      .thenThrows('BAD_REQUEST', [{ field: 'enrolmentId', code: 'BAD_REQUEST', rule: 'reversalWindowPassed', n: 7 }]);
    given(history).when({ type: 'ReverseEnrolment', started: false, enrolmentId: 'nope', by: 'hr', at }).thenThrows('NOT_FOUND');
    // Once the learner has started the course, the enrolment stays.
    given(history)
      .when({ type: 'ReverseEnrolment', started: true, enrolmentId: 'e1', by: 'hr', at })
      .thenThrows('BAD_REQUEST', [{ field: 'enrolmentId', code: 'BAD_REQUEST', rule: 'enrolmentStarted' }]);
    // After a reversal the person may enrol again.
    given([...history, reversed])
      .when(enrol('e2'))
      .then([deducted(enrol('e2'))]);
  });

  it('given credits, when some are transferred out, then the balance must cover them (else the admin is told what is left), the target differ, and the source be limited', () => {
    const out = { type: 'TransferOut' as const, transferId: 't1', toCostCentreId: 'cc-2', amount: 40, by: 'org-admin', at };
    given([opened(), deposited(40)])
      .when(out)
      .then([{ type: 'CreditsTransferredOut', data: { costCentreId, transferId: 't1', toCostCentreId: 'cc-2', amount: 40, by: 'org-admin', at } }]);
    given([opened(), deposited(39)])
      .when(out)
      .thenThrows('BAD_REQUEST', [{ field: 'amount', code: 'BAD_REQUEST', rule: 'creditsLeft', n: 39 }]);
    given([opened(), deposited(40)])
      .when({ ...out, toCostCentreId: costCentreId })
      .thenThrows('BAD_REQUEST', [{ field: 'toCostCentreId', code: 'BAD_REQUEST', rule: 'sameCostCentre' }]);
    given([opened(true)])
      .when(out)
      .thenThrows('BAD_REQUEST', [{ field: 'costCentreId', code: 'BAD_REQUEST', rule: 'unlimitedNoTransfer' }]);
  });

  it('given a transfer sent, when it arrives (twice), then it is credited once', () => {
    const transferIn = { type: 'TransferIn' as const, transferId: 't1', fromCostCentreId: 'cc-2', amount: 40, by: 'org-admin', at };
    const arrived: CostCentreEvent = {
      type: 'CreditsTransferredIn',
      data: { costCentreId, transferId: 't1', fromCostCentreId: 'cc-2', amount: 40, by: 'org-admin', at },
    };
    given([opened()]).when(transferIn).then([arrived]);
    given([opened(), arrived]).when(transferIn).thenNothing();
  });

  it('given the contract end, when it comes, then the balance left expires once and no credits move any more', () => {
    const history = [opened(), deposited(70)];
    const expired: CostCentreEvent = { type: 'CreditsExpired', data: { costCentreId, amount: 70, at: expiresAt } };
    given(history).when({ type: 'Expire', at: '2026-12-31T23:59:59.000Z' }).thenNothing();
    given(history).when({ type: 'Expire', at: expiresAt }).then([expired]);
    given([...history, expired])
      .when({ type: 'Expire', at: expiresAt })
      .thenNothing();
    given([...history, expired])
      .when({ type: 'DepositCredits', amount: 5, invoiceRef: 'INV-2', by: 'admin', at })
      .thenThrows('BAD_REQUEST', [{ field: 'costCentreId', code: 'BAD_REQUEST', rule: 'costCentreExpired' }]);
    given(history)
      .when(enrol('e1', 'u1', 30, expiresAt))
      .thenThrows('BAD_REQUEST', [{ field: 'costCentreId', code: 'BAD_REQUEST', rule: 'costCentreExpired' }]);
    given([opened(true)])
      .when({ type: 'Expire', at: expiresAt })
      .then([{ type: 'CreditsExpired', data: { costCentreId, amount: 0, at: expiresAt } }]);
  });

  it('given an expired cost centre, when credits come back (a transfer in transit, a reversal in its window), then they are recorded and expire at once', () => {
    const after = '2027-01-02T00:00:00.000Z';
    const expired: CostCentreEvent = { type: 'CreditsExpired', data: { costCentreId, amount: 0, at: expiresAt } };
    const enrolment = enrol('e1', 'u1', 30, '2026-12-30T00:00:00.000Z');
    const history = [opened(), deposited(30), deducted(enrolment), expired];
    given(history)
      .when({ type: 'ReverseEnrolment', started: false, enrolmentId: 'e1', by: 'hr', at: after })
      .then([
        { type: 'CreditsReversed', data: { costCentreId, enrolmentId: 'e1', userId: 'u1', amount: 30, by: 'hr', at: after } },
        { type: 'CreditsExpired', data: { costCentreId, amount: 30, at: after } },
      ]);
    given(history)
      .when({ type: 'TransferIn', transferId: 't1', fromCostCentreId: 'cc-2', amount: 40, by: 'org-admin', at: after })
      .then([
        { type: 'CreditsTransferredIn', data: { costCentreId, transferId: 't1', fromCostCentreId: 'cc-2', amount: 40, by: 'org-admin', at: after } },
        { type: 'CreditsExpired', data: { costCentreId, amount: 40, at: after } },
      ]);
    const out = { type: 'TransferOut' as const, transferId: 't2', toCostCentreId: 'cc-2', amount: 1, by: 'org-admin', at: after };
    given([opened(), deposited(30), expired])
      .when(out)
      .thenThrows('BAD_REQUEST', [{ field: 'costCentreId', code: 'BAD_REQUEST', rule: 'costCentreExpired' }]);
  });

  it('given an expired unlimited cost centre, when an enrolment is reversed, then nothing is left to expire', () => {
    const enrolment = enrol('e1', 'u1', 30, '2026-12-30T00:00:00.000Z');
    const history = [opened(true), deducted(enrolment), { type: 'CreditsExpired', data: { costCentreId, amount: 0, at: expiresAt } } as CostCentreEvent];
    given(history)
      .when({ type: 'ReverseEnrolment', started: false, enrolmentId: 'e1', by: 'hr', at: '2027-01-02T00:00:00.000Z' })
      .then([{ type: 'CreditsReversed', data: { costCentreId, enrolmentId: 'e1', userId: 'u1', amount: 30, by: 'hr', at: '2027-01-02T00:00:00.000Z' } }]);
  });
});
