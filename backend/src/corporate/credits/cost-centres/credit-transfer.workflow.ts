import { costCentreStream, type CostCentreEvent } from '@khru/contracts';
import { command, type Workflow, type WorkflowOutput } from '../../../kernel/workflows/workflow.js';

/**
 * A transfer leaves its source cost centre as one event there (where the balance was checked) and
 * arrives at the target by this workflow; the target takes each transfer id once, so a redelivery
 * credits nothing twice. Stateless: the event carries all it needs.
 */
export const creditTransferWorkflow: Workflow<CostCentreEvent, null> = {
  name: 'credit-transfer',
  handles: ['CreditsTransferredOut'],
  instanceOf: (event) => (event.type === 'CreditsTransferredOut' ? event.data.transferId : null),
  initialState: () => null,
  evolve: (state) => state,

  decide(event): WorkflowOutput[] {
    if (event.type !== 'CreditsTransferredOut') return [];
    const { costCentreId, transferId, toCostCentreId, amount, by, at } = event.data;
    return [command('cost-centre', costCentreStream(toCostCentreId), { type: 'TransferIn', transferId, fromCostCentreId: costCentreId, amount, by, at })];
  },
};
