import { costCentreStream, type DeadlineEvent } from '@khru/contracts';
import { command, type Workflow, type WorkflowOutput } from '../../../kernel/workflows/workflow.js';

/**
 * At the contract's end (a `credit-expiry` deadline, set when the cost centre opened) the cost
 * centre is told to expire; it decides what is left to expire (nothing twice, nothing early).
 */
export const creditExpiryWorkflow: Workflow<DeadlineEvent, null> = {
  name: 'credit-expiry',
  handles: ['DeadlineReached'],
  instanceOf: (event) => (event.data.kind === 'credit-expiry' ? event.data.key : null),
  initialState: () => null,
  evolve: (state) => state,

  decide(event): WorkflowOutput[] {
    return [command('cost-centre', costCentreStream(event.data.key), { type: 'Expire', at: event.data.at })];
  },
};
