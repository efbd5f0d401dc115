import { entitlementStream, type CreditsDeducted, type CreditsReversed } from '@khru/contracts';
import { command, type Workflow, type WorkflowOutput } from '../../kernel/workflows/workflow.js';

export type CreditEnrolmentEvent = CreditsDeducted | CreditsReversed;

/**
 * An enrolment by an organisation's credits is its deduction on the cost centre's ledger; the learner's
 * access follows it here: the deduction grants the course (or the bundle and its courses) as the
 * enrolment, a reversal withdraws what that enrolment granted. Each event carries all it needs.
 */
export const creditEnrolmentWorkflow: Workflow<CreditEnrolmentEvent, null> = {
  name: 'credit-enrolment',
  handles: ['CreditsDeducted', 'CreditsReversed'],
  instanceOf: (event) => event.data.enrolmentId,
  initialState: () => null,
  evolve: (state) => state,

  decide(event): WorkflowOutput[] {
    const { userId, enrolmentId, at } = event.data;
    if (event.type === 'CreditsReversed') return [command('entitlement', entitlementStream(userId), { type: 'RevokeOrder', userId, orderId: enrolmentId, at })];
    const { itemId, isBundle, courseIds } = event.data;
    return [command('entitlement', entitlementStream(userId), { type: 'GrantForEnrolment', userId, enrolmentId, itemId, isBundle, courseIds, at })];
  },
};
