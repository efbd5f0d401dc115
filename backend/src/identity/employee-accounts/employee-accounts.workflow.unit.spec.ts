import { describe, it } from '@jest/globals';
import type { EmployeeRecord, OrganisationEvent } from '@khru/contracts';
import { command, effect } from '../../kernel/workflows/workflow.js';
import { workflowSpec } from '../../kernel/workflows/workflow-spec.js';
import { employeeAccountsWorkflow } from './employee-accounts.workflow.js';
import { INVITE_EMPLOYEE } from './invite-employee.js';

const at = '2026-11-24T10:00:00.000Z';
const company = { en: 'Siam Freight', th: 'สยามเฟรท' };
const created: OrganisationEvent = {
  type: 'OrganisationCreated',
  data: {
    orgId: 'o1',
    name: company,
    taxId: '0105551234567',
    address: 'Bangkok',
    contract: { id: 'C-1', start: at, end: '2027-11-24T00:00:00.000Z' },
    by: 'admin',
    at,
  },
};
const person = (userId: string, role: EmployeeRecord['role'] = 'B2B'): EmployeeRecord => ({
  userId,
  email: `${userId}@example.com`,
  firstName: 'Ann',
  lastName: 'Lee',
  role,
  department: 'Operations',
  position: '',
  jobGrade: '',
  team: '',
  businessUnit: '',
  location: '',
  costCentreId: null,
});
const added = (source: 'single' | 'import' | 'organisation' | 'seed', ...employees: EmployeeRecord[]): OrganisationEvent => ({
  type: 'EmployeesAdded',
  data: { orgId: 'o1', employees, source, by: 'hr1', at },
});
const invite = (userId: string, role: EmployeeRecord['role'] = 'B2B') =>
  effect(INVITE_EMPLOYEE, { orgId: 'o1', company, userId, email: `${userId}@example.com`, firstName: 'Ann', lastName: 'Lee', role });
const given = workflowSpec(employeeAccountsWorkflow);

describe('employee accounts workflow', () => {
  it('given an organisation, when people are added one by one, by import or as its admins, then each gets an account and an invitation', () => {
    given([created])
      .when(added('single', person('u1')))
      .then([invite('u1')]);
    given([created])
      .when(added('import', person('u1'), person('u2')))
      .then([invite('u1'), invite('u2')]);
    given([created])
      .when(added('organisation', person('a1', 'ORG_ADMIN'), person('h1', 'HR')))
      .then([invite('a1', 'ORG_ADMIN'), invite('h1', 'HR')]);
  });

  it('given people added by the demo seed, then nothing: the seed opens their accounts itself', () => {
    given([created])
      .when(added('seed', person('u1')))
      .thenNothing();
  });

  it('given a person, when deactivated, then their account is deactivated', () => {
    given([created, added('single', person('u1'))])
      .when({ type: 'EmployeeDeactivated', data: { orgId: 'o1', userId: 'u1', by: 'hr1', at } })
      .then([command('user', 'user-u1', { type: 'DeactivateUser', orgId: 'o1', by: 'hr1', at })]);
  });

  it('given an organisation, when it is created or a person changes, then nothing is sent', () => {
    given().when(created).thenNothing();
    given([created])
      .when({ type: 'EmployeeUpdated', data: { orgId: 'o1', userId: 'u1', changes: { department: 'Sales' }, by: 'hr1', at } })
      .thenNothing();
  });
});
