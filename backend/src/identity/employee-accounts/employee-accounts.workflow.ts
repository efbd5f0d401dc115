import { userStream, type OrganisationEvent } from '@khru/contracts';
import { command, effect, type Workflow, type WorkflowOutput } from '../../kernel/workflows/workflow.js';
import { INVITE_EMPLOYEE } from './invite-employee.js';

export interface EmployeeAccountsState {
  company: { en: string; th: string } | null;
}

/**
 * The accounts of an organisation's people: each person added (one by one, by import, or named when
 * the organisation was created) gets an account and an invitation mail; a deactivated person's
 * account is deactivated, which ends their sessions. The demo seed opens its accounts itself.
 */
export const employeeAccountsWorkflow: Workflow<OrganisationEvent, EmployeeAccountsState> = {
  name: 'employee-accounts',
  handles: ['OrganisationCreated', 'EmployeesAdded', 'EmployeeDeactivated'],
  instanceOf: (event) => event.data.orgId,
  initialState: () => ({ company: null }),

  evolve(state, event) {
    return event.type === 'OrganisationCreated' ? { company: event.data.name } : state;
  },

  decide(event, state): WorkflowOutput[] {
    switch (event.type) {
      case 'EmployeesAdded': {
        if (event.data.source === 'seed') return [];
        const { orgId } = event.data;
        return event.data.employees.map(({ userId, email, firstName, lastName, role }) =>
          effect(INVITE_EMPLOYEE, { orgId, company: state.company, userId, email, firstName, lastName, role }),
        );
      }
      case 'EmployeeDeactivated': {
        const { orgId, userId, by, at } = event.data;
        return [command('user', userStream(userId), { type: 'DeactivateUser', orgId, by, at })];
      }
      default:
        return [];
    }
  },
};
