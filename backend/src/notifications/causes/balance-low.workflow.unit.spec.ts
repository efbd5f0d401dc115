import { describe, it } from '@jest/globals';
import type { CostCentreEvent } from '@khru/contracts';
import { workflowSpec } from '../../kernel/workflows/workflow-spec.js';
import { deliver } from '../delivery/deliver-notification.js';
import { balanceLowWorkflow } from './balance-low.workflow.js';

const at = '2026-11-24T10:00:00.000Z';
const opened = (unlimited = false): CostCentreEvent => ({
  type: 'CostCentreOpened',
  data: { costCentreId: 'cc1', orgId: 'org', code: 'OPS', name: 'Operations', unlimited, expiresAt: '2027-01-01T00:00:00.000Z', by: 'admin', at },
});
const deposited = (amount: number): CostCentreEvent => ({
  type: 'CreditsDeposited',
  data: { costCentreId: 'cc1', amount, invoiceRef: `inv-${amount}`, by: 'admin', at },
});
const deducted = (enrolmentId: string, amount: number): CostCentreEvent => ({
  type: 'CreditsDeducted',
  data: { costCentreId: 'cc1', orgId: 'org', enrolmentId, userId: 'u1', itemId: 'git', isBundle: false, courseIds: ['git'], amount, at },
});
const low = (cause: string, balance: number, granted: number) =>
  deliver({
    message: { kind: 'balanceLow', costCentre: 'OPS Operations', balance, granted },
    to: { orgAdminsOf: 'org' },
    cause: `cc1:${cause}`,
    about: null,
    link: null,
    locale: null,
    at,
  });
const given = workflowSpec(balanceLowWorkflow);

describe('balance low workflow', () => {
  it('given 1000 credits granted, when an enrolment leaves fewer than 100, then the organisation\u2019s admins are told', () => {
    given([opened(), deposited(1000), deducted('e1', 850)])
      .when(deducted('e2', 60))
      .then([low('e2', 90, 1000)]);
  });

  it('given the balance already low, when more is spent, then nothing more', () => {
    given([opened(), deposited(1000), deducted('e1', 950)])
      .when(deducted('e2', 10))
      .thenNothing();
  });

  it('given credits added after it ran low, when it falls low again, then they are told again', () => {
    given([opened(), deposited(1000), deducted('e1', 950), deposited(1000)])
      .when(deducted('e2', 900))
      .then([low('e2', 150, 2000)]);
  });

  it('given a transfer out that leaves it low, then they are told', () => {
    given([opened(), deposited(1000)])
      .when({ type: 'CreditsTransferredOut', data: { costCentreId: 'cc1', transferId: 't1', toCostCentreId: 'cc2', amount: 950, by: 'hr', at } })
      .then([low('t1', 50, 1000)]);
  });

  it('given an unlimited cost centre, or a balance still above a tenth, when credits are spent, then nothing', () => {
    given([opened(true), deposited(1000)])
      .when(deducted('e1', 990))
      .thenNothing();
    given([opened(), deposited(1000)])
      .when(deducted('e1', 900))
      .thenNothing();
  });
});
