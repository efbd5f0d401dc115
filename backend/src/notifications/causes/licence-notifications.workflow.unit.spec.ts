import { describe, it } from '@jest/globals';
import type { LicenceEvent } from '@khru/contracts';
import { workflowSpec } from '../../kernel/workflows/workflow-spec.js';
import { deliver } from '../delivery/deliver-notification.js';
import { licenceNotificationsWorkflow } from './licence-notifications.workflow.js';

const at = '2026-11-24T10:00:00.000Z';
const created: LicenceEvent = {
  type: 'LicencePoolCreated',
  data: {
    licenceId: 'l1',
    orgId: 'org',
    name: 'All access',
    seats: 10,
    validFrom: '2026-01-01T00:00:00.000Z',
    validUntil: '2027-01-01T00:00:00.000Z',
    coverage: { all: true },
    by: 'admin',
    at,
  },
};
const given = workflowSpec(licenceNotificationsWorkflow);

describe('licence notifications workflow', () => {
  it('given a licence pool, when seats are assigned, then each person is told its name and end, one notification each', () => {
    given([created])
      .when({ type: 'LicenceSeatsAssigned', data: { licenceId: 'l1', orgId: 'org', userIds: ['u1', 'u2'], by: 'hr', at } })
      .then([
        deliver({
          message: { kind: 'licenceAssigned', licence: 'All access', validUntil: '2027-01-01T00:00:00.000Z' },
          to: { userIds: ['u1', 'u2'] },
          cause: `l1:${at}`,
          about: null,
          link: '/',
          locale: null,
          at,
        }),
      ]);
  });

  it('given no pool known, when seats are assigned, then nothing', () => {
    given([])
      .when({ type: 'LicenceSeatsAssigned', data: { licenceId: 'l1', orgId: 'org', userIds: ['u1'], by: 'hr', at } })
      .thenNothing();
  });
});
