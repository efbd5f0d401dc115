import type { LicenceEvent } from '@khru/contracts';
import type { Workflow, WorkflowOutput } from '../../kernel/workflows/workflow.js';
import { deliver } from '../delivery/deliver-notification.js';

export interface LicenceNotificationsState {
  pool: { name: string; validUntil: string } | null;
}

/** Each person given a seat on a licence is told, once per assignment of seats (a seat given back and again is told again). */
export const licenceNotificationsWorkflow: Workflow<LicenceEvent, LicenceNotificationsState> = {
  name: 'licence-notifications',
  handles: ['LicencePoolCreated', 'LicenceSeatsAssigned'],
  instanceOf: (event) => event.data.licenceId,
  initialState: () => ({ pool: null }),

  evolve(state, event) {
    return event.type === 'LicencePoolCreated' ? { pool: { name: event.data.name, validUntil: event.data.validUntil } } : state;
  },

  decide(event, state): WorkflowOutput[] {
    if (event.type !== 'LicenceSeatsAssigned' || !state.pool) return [];
    const { licenceId, userIds, at } = event.data;
    return [
      deliver({
        message: { kind: 'licenceAssigned', licence: state.pool.name, validUntil: state.pool.validUntil },
        to: { userIds },
        cause: `${licenceId}:${at}`,
        about: null,
        link: '/',
        locale: null,
        at,
      }),
    ];
  },
};
