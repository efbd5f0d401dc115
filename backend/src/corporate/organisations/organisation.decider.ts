import { isThaiTaxId, type EmployeeDetails, type EmployeeRecord, type FieldError, type OrganisationEvent } from '@khru/contracts';
import type { Decider } from '../../kernel/commands/decider.js';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { sameDepartment, sameEmail } from './employee-keys.js';
import type { OrganisationCommand } from './organisation-command.js';
import type { EmployeeState, OrganisationState } from './organisation-state.js';
import { decideConfirmation, decideProposal, withProposal, withoutProposal } from './people-proposals.js';

const DETAIL_FIELDS = [
  'firstName',
  'lastName',
  'department',
  'position',
  'jobGrade',
  'team',
  'businessUnit',
  'location',
  'costCentreId',
] as const satisfies readonly (keyof EmployeeDetails)[];

/** The fields of `wanted` that differ from the record: what an update changes. */
function changedDetails(current: EmployeeDetails, wanted: Partial<EmployeeDetails>): Partial<EmployeeDetails> {
  const changes: Partial<EmployeeDetails> = {};
  for (const field of DETAIL_FIELDS) {
    const value = wanted[field];
    if (value !== undefined && value !== current[field]) Object.assign(changes, { [field]: value });
  }
  return changes;
}

function withEmployees(state: OrganisationState, records: EmployeeState[]): OrganisationState {
  const employees = new Map(state.employees);
  const emails = new Map(state.emails);
  for (const record of records) {
    employees.set(record.userId, record);
    emails.set(sameEmail(record.email), record.userId);
  }
  return { ...state, employees, emails };
}

function withEmployee(state: OrganisationState, userId: string, change: (record: EmployeeState) => EmployeeState): OrganisationState {
  const record = state.employees.get(userId);
  if (!record) return state;
  const employees = new Map(state.employees);
  employees.set(userId, change(record));
  return { ...state, employees };
}

function decideCreate(command: Extract<OrganisationCommand, { type: 'CreateOrganisation' }>, state: OrganisationState): OrganisationEvent[] | DomainError {
  if (state.orgId !== null) return DomainError.alreadyExists();
  const fields: Omit<FieldError, 'message'>[] = [];
  if (!isThaiTaxId(command.taxId)) fields.push({ field: 'taxId', code: 'BAD_REQUEST', rule: 'taxIdInvalid' });
  if (Date.parse(command.contract.end) <= Date.parse(command.contract.start))
    fields.push({ field: 'contractEnd', code: 'BAD_REQUEST', rule: 'endBeforeStart' });
  const seen = new Set<string>();
  command.admins.forEach((admin, index) => {
    const email = sameEmail(admin.email);
    if (seen.has(email)) fields.push({ field: `admins.${index}.email`, code: 'ALREADY_EXIST' });
    seen.add(email);
  });
  if (fields.length > 0) return DomainError.badRequest(fields);
  const { orgId, name, taxId, address, contract, by, at } = command;
  const created: OrganisationEvent = { type: 'OrganisationCreated', data: { orgId, name, taxId, address, contract, by, at } };
  if (command.admins.length === 0) return [created];
  return [created, { type: 'EmployeesAdded', data: { orgId, employees: command.admins, source: 'organisation', by, at } }];
}

/**
 * New addresses join as learners in one event; people already in the organisation get the file's
 * details where they differ (an empty cost centre keeps theirs). Deactivated people are left as they
 * are, and so are admins and HR when HR import (their records are their admins' to change).
 */
function decideImport(orgId: string, command: Extract<OrganisationCommand, { type: 'ImportEmployees' }>, state: OrganisationState): OrganisationEvent[] {
  const { by, at } = command;
  const added: EmployeeRecord[] = [];
  const updated: OrganisationEvent[] = [];
  const seen = new Set<string>();
  for (const row of command.rows) {
    const email = sameEmail(row.email);
    // The file's checks refuse an address given twice; should one get here, its first row counts.
    if (seen.has(email)) continue;
    seen.add(email);
    const existingId = state.emails.get(email);
    const existing = existingId === undefined ? undefined : state.employees.get(existingId);
    if (!existing) {
      added.push({ userId: row.userId, email, role: 'B2B', ...row.details });
      continue;
    }
    if (!existing.active || (existing.role !== 'B2B' && !command.mayManageStaff)) continue;
    const wanted = row.details.costCentreId === null ? { ...row.details, costCentreId: undefined } : row.details;
    const changes = changedDetails(existing, wanted);
    if (Object.keys(changes).length > 0) updated.push({ type: 'EmployeeUpdated', data: { orgId, userId: existing.userId, changes, by, at } });
  }
  const joined: OrganisationEvent[] = added.length > 0 ? [{ type: 'EmployeesAdded', data: { orgId, employees: added, source: 'import', by, at } }] : [];
  return [...joined, ...updated];
}

/** Assigned people are named, or are the department's active members at this moment. */
function decideAssign(
  orgId: string,
  command: Extract<OrganisationCommand, { type: 'AssignCourse' }>,
  state: OrganisationState,
): OrganisationEvent[] | DomainError {
  const { assignmentId, item, courseIds, department, dueDate, by, at } = command;
  const named = command.userIds !== null && command.userIds.length > 0;
  if (named === (department !== null)) return DomainError.badRequest([{ field: 'userIds', code: 'BAD_REQUEST', rule: 'peopleOrDepartment' }]);
  if (dueDate !== null && Date.parse(dueDate) <= Date.parse(at))
    return DomainError.badRequest([{ field: 'dueDate', code: 'BAD_REQUEST', rule: 'endBeforeStart' }]);
  let userIds: string[];
  if (department !== null) {
    userIds = [...state.employees.values()].filter((e) => e.active && sameDepartment(e.department, department)).map((e) => e.userId);
    if (userIds.length === 0) return DomainError.badRequest([{ field: 'department', code: 'BAD_REQUEST', rule: 'departmentEmpty' }]);
  } else {
    const given = command.userIds ?? [];
    const strangers = given.flatMap((userId, index) =>
      state.employees.get(userId)?.active ? [] : [{ field: `userIds.${index}`, code: 'BAD_REQUEST' as const, rule: 'notAnEmployee' as const }],
    );
    if (strangers.length > 0) return DomainError.badRequest(strangers);
    userIds = [...new Set(given)];
  }
  return [{ type: 'CourseAssigned', data: { orgId, assignmentId, item, courseIds, userIds, department, dueDate, by, at } }];
}

/**
 * Stream `organisation-<orgId>`: the organisation, its people (added one by one, by import or as the
 * admins named at creation; updated; deactivated, their record kept for reports) and the courses
 * assigned to them.
 */
export const organisationDecider: Decider<OrganisationCommand, OrganisationEvent, OrganisationState> = {
  initialState: () => ({ orgId: null, employees: new Map(), emails: new Map(), proposals: new Map(), settled: new Set() }),

  evolve(state, event) {
    switch (event.type) {
      case 'OrganisationCreated':
        return { ...state, orgId: event.data.orgId };
      case 'EmployeesAdded':
        return withEmployees(
          state,
          event.data.employees.map((e) => ({ ...e, active: true })),
        );
      case 'EmployeeUpdated':
        return withEmployee(state, event.data.userId, (record) => ({ ...record, ...event.data.changes }));
      case 'EmployeeDeactivated':
        return withEmployee(state, event.data.userId, (record) => ({ ...record, active: false }));
      case 'CourseAssigned':
        return state;
      case 'PeopleProposed':
        return withProposal(state, event.data);
      case 'ProposalConfirmed':
      case 'ProposalRefused':
        return withoutProposal(state, event.data.requestId);
      default: {
        const _exhaustive: never = event;
        return state;
      }
    }
  },

  decide(command, state) {
    if (command.type === 'CreateOrganisation') return decideCreate(command, state);
    if (command.type === 'ProposePeople') return decideProposal(command, state, (inner) => organisationDecider.decide(inner, state));
    if (command.type === 'ConfirmProposal' || command.type === 'RefuseProposal') {
      return decideConfirmation(command, state, (inner) => organisationDecider.decide(inner, state));
    }
    const orgId = state.orgId;
    if (orgId === null) return DomainError.notFound();
    switch (command.type) {
      case 'AddEmployee': {
        const { employee, by, at } = command;
        if (employee.role !== 'B2B' && !command.mayManageStaff) return new DomainError('FORBIDDEN');
        if (state.emails.has(sameEmail(employee.email))) return new DomainError('ALREADY_EXIST', [{ field: 'email', code: 'ALREADY_EXIST' }]);
        if (state.employees.has(employee.userId)) return DomainError.alreadyExists();
        return [{ type: 'EmployeesAdded', data: { orgId, employees: [{ ...employee, email: sameEmail(employee.email) }], source: 'single', by, at } }];
      }
      case 'ImportEmployees':
        return decideImport(orgId, command, state);
      case 'SeedEmployees': {
        const { by, at } = command;
        const employees = command.employees.map((e) => ({ ...e, email: sameEmail(e.email) }));
        const known = employees.flatMap((e, index) =>
          state.emails.has(e.email) || employees.findIndex((other) => other.email === e.email) < index
            ? [{ field: `employees.${index}.email`, code: 'ALREADY_EXIST' as const }]
            : [],
        );
        if (known.length > 0) return new DomainError('ALREADY_EXIST', known);
        return [{ type: 'EmployeesAdded', data: { orgId, employees, source: 'seed', by, at } }];
      }
      case 'UpdateEmployee': {
        const { userId, by, at } = command;
        const record = state.employees.get(userId);
        if (!record) return DomainError.notFound();
        // HR change learners' records and their own details; admins' and other HR's records are their admins' to change.
        if (record.role !== 'B2B' && !command.mayManageStaff && by !== userId) return new DomainError('FORBIDDEN');
        if (command.deactivate && record.active && by === userId) return new DomainError('NOT_UPDATE_YOURSELF');
        const changes = changedDetails(record, command.changes);
        const events: OrganisationEvent[] = [];
        if (Object.keys(changes).length > 0) events.push({ type: 'EmployeeUpdated', data: { orgId, userId, changes, by, at } });
        if (command.deactivate && record.active) events.push({ type: 'EmployeeDeactivated', data: { orgId, userId, by, at } });
        return events;
      }
      case 'AssignCourse':
        return decideAssign(orgId, command, state);
      default: {
        const _exhaustive: never = command;
        throw new Error('unknown command');
      }
    }
  },
};
