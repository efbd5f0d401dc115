import { creditDelta, type CostCentreEvent } from '@khru/contracts';
import type { Workflow, WorkflowOutput } from '../../kernel/workflows/workflow.js';
import { deliver } from '../delivery/deliver-notification.js';

/** A cost centre runs low when what is left falls below this share of all the credits it was ever given. */
export const BALANCE_LOW_SHARE = 0.1;

export interface BalanceLowState {
  centre: { orgId: string; name: string; unlimited: boolean } | null;
  balance: number;
  /** Credits given to it: deposits and transfers in. */
  granted: number;
}

const isLow = (balance: number, granted: number) => granted > 0 && balance < granted * BALANCE_LOW_SHARE;

/**
 * An organisation's admins are told when a cost centre's credits run low: the enrolment or transfer that takes the
 * balance below BALANCE_LOW_SHARE of what it was granted tells them, once; credits added may lift it above, and the
 * next fall tells them again. Unlimited cost centres and credits expiring at the contract's end tell nothing.
 */
export const balanceLowWorkflow: Workflow<CostCentreEvent, BalanceLowState> = {
  name: 'balance-low-notifications',
  handles: ['CostCentreOpened', 'CreditsDeposited', 'CreditsDeducted', 'CreditsReversed', 'CreditsTransferredOut', 'CreditsTransferredIn', 'CreditsExpired'],
  instanceOf: (event) => event.data.costCentreId,
  initialState: () => ({ centre: null, balance: 0, granted: 0 }),

  evolve(state, event) {
    if (event.type === 'CostCentreOpened') {
      const { orgId, code, name, unlimited } = event.data;
      return { ...state, centre: { orgId, name: `${code} ${name}`, unlimited } };
    }
    const granted = event.type === 'CreditsDeposited' || event.type === 'CreditsTransferredIn' ? state.granted + event.data.amount : state.granted;
    return { ...state, balance: state.balance + creditDelta(event), granted };
  },

  decide(event, state): WorkflowOutput[] {
    if ((event.type !== 'CreditsDeducted' && event.type !== 'CreditsTransferredOut') || !state.centre || state.centre.unlimited) return [];
    const balance = state.balance + creditDelta(event);
    if (isLow(state.balance, state.granted) || !isLow(balance, state.granted)) return [];
    const { costCentreId, at } = event.data;
    const spending = event.type === 'CreditsDeducted' ? event.data.enrolmentId : event.data.transferId;
    return [
      deliver({
        message: { kind: 'balanceLow', costCentre: state.centre.name, balance, granted: state.granted },
        to: { orgAdminsOf: state.centre.orgId },
        cause: `${costCentreId}:${spending}`,
        about: null,
        link: null,
        locale: null,
        at,
      }),
    ];
  },
};
