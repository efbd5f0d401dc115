import { describe, it } from '@jest/globals';
import { costCentreStream } from '@khru/contracts';
import { command } from '../../../kernel/workflows/workflow.js';
import { workflowSpec } from '../../../kernel/workflows/workflow-spec.js';
import { creditExpiryWorkflow } from './credit-expiry.workflow.js';
import { creditTransferWorkflow } from './credit-transfer.workflow.js';

const at = '2026-11-01T09:00:00.000Z';
const expiresAt = '2027-01-01T00:00:00.000Z';

describe('credit transfer workflow', () => {
  it('given nothing, when credits leave a cost centre, then the same transfer arrives at its target', () => {
    workflowSpec(creditTransferWorkflow)()
      .when({ type: 'CreditsTransferredOut', data: { costCentreId: 'cc-1', transferId: 't1', toCostCentreId: 'cc-2', amount: 40, by: 'org-admin', at } })
      .then([
        command('cost-centre', costCentreStream('cc-2'), { type: 'TransferIn', transferId: 't1', fromCostCentreId: 'cc-1', amount: 40, by: 'org-admin', at }),
      ]);
  });

  it('given nothing, when a transfer arrives, then nothing more is sent', () => {
    workflowSpec(creditTransferWorkflow)()
      .when({ type: 'CreditsTransferredIn', data: { costCentreId: 'cc-2', transferId: 't1', fromCostCentreId: 'cc-1', amount: 40, by: 'org-admin', at } })
      .thenNothing();
  });
});

describe('credit expiry workflow', () => {
  it('given nothing, when a cost centre\u2019s contract end is reached, then it is told to expire at that instant', () => {
    workflowSpec(creditExpiryWorkflow)()
      .when({ type: 'DeadlineReached', data: { kind: 'credit-expiry', key: 'cc-1', dueAt: expiresAt, at: '2027-01-01T00:00:30.000Z' } })
      .then([command('cost-centre', costCentreStream('cc-1'), { type: 'Expire', at: '2027-01-01T00:00:30.000Z' })]);
  });

  it('given nothing, when another kind of deadline is reached, then it is not this workflow\u2019s', () => {
    workflowSpec(creditExpiryWorkflow)()
      .when({ type: 'DeadlineReached', data: { kind: 'membership-due', key: 'u1', dueAt: expiresAt, at: expiresAt } })
      .thenNothing();
  });
});
