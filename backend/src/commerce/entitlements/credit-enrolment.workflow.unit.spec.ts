import { describe, it } from '@jest/globals';
import { entitlementStream } from '@khru/contracts';
import { command } from '../../kernel/workflows/workflow.js';
import { workflowSpec } from '../../kernel/workflows/workflow-spec.js';
import { creditEnrolmentWorkflow, type CreditEnrolmentEvent } from './credit-enrolment.workflow.js';

const at = '2026-11-24T09:00:00.000Z';
const later = '2026-11-25T09:00:00.000Z';
const deducted = (isBundle: boolean): CreditEnrolmentEvent => ({
  type: 'CreditsDeducted',
  data: {
    costCentreId: 'cc-1',
    orgId: 'org-1',
    enrolmentId: 'e1',
    userId: 'u1',
    itemId: isBundle ? 'pdpa-pack' : 'excel-basics',
    isBundle,
    courseIds: isBundle ? ['pdpa-essentials', 'pdpa-for-hr'] : ['excel-basics'],
    amount: 30,
    at,
  },
});
const reversed: CreditEnrolmentEvent = {
  type: 'CreditsReversed',
  data: { costCentreId: 'cc-1', enrolmentId: 'e1', userId: 'u1', amount: 30, by: 'hr', at: later },
};
const given = workflowSpec(creditEnrolmentWorkflow);

describe('credit enrolment workflow', () => {
  it('given nothing, when credits are deducted for a course, then the learner is granted it as the enrolment', () => {
    given()
      .when(deducted(false))
      .then([
        command('entitlement', entitlementStream('u1'), {
          type: 'GrantForEnrolment',
          userId: 'u1',
          enrolmentId: 'e1',
          itemId: 'excel-basics',
          isBundle: false,
          courseIds: ['excel-basics'],
          at,
        }),
      ]);
  });

  it('given nothing, when credits are deducted for a bundle, then the bundle and its courses are granted', () => {
    given()
      .when(deducted(true))
      .then([
        command('entitlement', entitlementStream('u1'), {
          type: 'GrantForEnrolment',
          userId: 'u1',
          enrolmentId: 'e1',
          itemId: 'pdpa-pack',
          isBundle: true,
          courseIds: ['pdpa-essentials', 'pdpa-for-hr'],
          at,
        }),
      ]);
  });

  it('given an enrolment, when its credits are reversed, then what it granted is revoked as its order', () => {
    given([deducted(false)])
      .when(reversed)
      .then([command('entitlement', entitlementStream('u1'), { type: 'RevokeOrder', userId: 'u1', orderId: 'e1', at: later })]);
  });
});
