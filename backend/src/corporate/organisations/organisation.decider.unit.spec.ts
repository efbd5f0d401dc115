import { describe, it } from '@jest/globals';
import type { EmployeeDetails, EmployeeRecord, ImportRow, OrganisationEvent, PeopleProposal } from '@khru/contracts';
import { deciderSpec } from '../../kernel/commands/decider-spec.js';
import type { OrganisationCommand } from './organisation-command.js';
import { organisationDecider } from './organisation.decider.js';

const at = '2026-11-24T10:00:00.000Z';
const orgId = 'o1';
const name = { en: 'Siam Freight', th: 'สยามเฟรท' };
const contract = { id: 'C-2026', start: '2026-11-01T00:00:00.000Z', end: '2027-10-31T23:59:59.000Z' };
// A tax id whose 13th digit checks the first 12.
const taxId = '0105558000006';
const details = (overrides: Partial<EmployeeDetails> = {}): EmployeeDetails => ({
  firstName: 'Ann',
  lastName: 'Lee',
  department: 'Operations',
  position: 'Planner',
  jobGrade: 'P2',
  team: 'Routing',
  businessUnit: 'Freight',
  location: 'Bangkok',
  costCentreId: 'cc-ops',
  ...overrides,
});
const person = (userId: string, overrides: Partial<EmployeeRecord> = {}): EmployeeRecord => ({
  userId,
  email: `${userId}@siam.example`,
  role: 'B2B',
  ...details(),
  ...overrides,
});
const created: OrganisationEvent = { type: 'OrganisationCreated', data: { orgId, name, taxId, address: 'Bangkok', contract, by: 'admin', at } };
const added = (...employees: EmployeeRecord[]): OrganisationEvent => ({ type: 'EmployeesAdded', data: { orgId, employees, source: 'single', by: 'hr1', at } });
const deactivated = (userId: string): OrganisationEvent => ({ type: 'EmployeeDeactivated', data: { orgId, userId, by: 'hr1', at } });
const given = deciderSpec(organisationDecider);
const create = (overrides: Partial<Extract<OrganisationCommand, { type: 'CreateOrganisation' }>> = {}): OrganisationCommand => ({
  type: 'CreateOrganisation',
  orgId,
  name,
  taxId,
  address: 'Bangkok',
  contract,
  admins: [],
  by: 'admin',
  at,
  ...overrides,
});

describe('organisation decider', () => {
  describe('CreateOrganisation', () => {
    it('given nothing, then created; the admins it names join in the same append', () => {
      given([]).when(create()).then([created]);
      const admin = person('a1', { role: 'ORG_ADMIN' });
      given([])
        .when(create({ admins: [admin] }))
        .then([created, { type: 'EmployeesAdded', data: { orgId, employees: [admin], source: 'organisation', by: 'admin', at } }]);
    });

    it('given the organisation exists, then ALREADY_EXIST', () => {
      given([created]).when(create()).thenThrows('ALREADY_EXIST', []);
    });

    it('given nothing, when the contract ends before it starts, the tax id does not check or an admin is named twice, then BAD_REQUEST naming each', () => {
      const twice = [person('a1', { role: 'ORG_ADMIN' }), person('a2', { role: 'HR', email: 'A1@siam.example ' })];
      given([])
        .when(create({ taxId: '0105558000007', contract: { ...contract, end: contract.start }, admins: twice }))
        .thenThrows('BAD_REQUEST', [
          { field: 'taxId', code: 'BAD_REQUEST', rule: 'taxIdInvalid' },
          { field: 'contractEnd', code: 'BAD_REQUEST', rule: 'endBeforeStart' },
          { field: 'admins.1.email', code: 'ALREADY_EXIST' },
        ]);
    });
  });

  describe('AddEmployee', () => {
    it('given an organisation, then the person joins, their address lower-cased', () => {
      given([created])
        .when({ type: 'AddEmployee', employee: person('u1', { email: 'U1@Siam.example' }), mayManageStaff: false, by: 'hr1', at })
        .then([added(person('u1'))]);
    });

    it('given the address is already in the organisation (even deactivated), then ALREADY_EXIST on email', () => {
      const again = { type: 'AddEmployee' as const, employee: person('u2', { email: ' U1@siam.example' }), mayManageStaff: false, by: 'hr1', at };
      given([created, added(person('u1'))])
        .when(again)
        .thenThrows('ALREADY_EXIST', [{ field: 'email', code: 'ALREADY_EXIST' }]);
      given([created, added(person('u1')), deactivated('u1')])
        .when(again)
        .thenThrows('ALREADY_EXIST');
    });

    it('given HR, when they add an admin or HR, then FORBIDDEN; an organisation admin may', () => {
      const hr = person('h2', { role: 'HR' });
      given([created]).when({ type: 'AddEmployee', employee: hr, mayManageStaff: false, by: 'hr1', at }).thenThrows('FORBIDDEN', []);
      given([created])
        .when({ type: 'AddEmployee', employee: hr, mayManageStaff: true, by: 'oa1', at })
        .then([{ type: 'EmployeesAdded', data: { orgId, employees: [hr], source: 'single', by: 'oa1', at } }]);
    });

    it('given no organisation, then NOT_FOUND', () => {
      given([])
        .when({ type: 'AddEmployee', employee: person('u1'), mayManageStaff: true, by: 'hr1', at })
        .thenThrows('NOT_FOUND', []);
    });
  });

  describe('ImportEmployees', () => {
    const row = (userId: string, overrides: Partial<EmployeeDetails> = {}, email = `${userId}@siam.example`): ImportRow => ({
      userId,
      email,
      details: details(overrides),
    });
    const importing = (...rows: ImportRow[]): OrganisationCommand => ({ type: 'ImportEmployees', rows, mayManageStaff: false, by: 'hr1', at });

    it('given an organisation, then new people join as learners in one event', () => {
      given([created])
        .when(importing(row('u1'), row('u2', { department: 'Sales' })))
        .then([{ type: 'EmployeesAdded', data: { orgId, employees: [person('u1'), person('u2', { department: 'Sales' })], source: 'import', by: 'hr1', at } }]);
    });

    it('given people already there, then only the details that differ change, in the same append as the new people', () => {
      const history = [created, added(person('u1'), person('u2'))];
      // The file's row for u1 gets a proposed new id: the existing person keeps theirs.
      given(history)
        .when(importing(row('x1', { team: 'Hub' }, 'u1@siam.example'), row('u2'), row('u3')))
        .then([
          { type: 'EmployeesAdded', data: { orgId, employees: [person('u3')], source: 'import', by: 'hr1', at } },
          { type: 'EmployeeUpdated', data: { orgId, userId: 'u1', changes: { team: 'Hub' }, by: 'hr1', at } },
        ]);
    });

    it('given the same file imported before, then nothing', () => {
      const rows = [row('u1'), row('u2', { department: 'Sales' })];
      const joined: OrganisationEvent = {
        type: 'EmployeesAdded',
        data: { orgId, employees: [person('u1'), person('u2', { department: 'Sales' })], source: 'import', by: 'hr1', at },
      };
      given([created])
        .when(importing(...rows))
        .then([joined]);
      given([created, joined])
        .when(importing(row('x1', {}, 'u1@siam.example'), row('x2', { department: 'Sales' }, 'u2@siam.example')))
        .thenNothing();
    });

    it('given a person with a cost centre, when the file leaves the cost centre empty, then theirs is kept', () => {
      given([created, added(person('u1'))])
        .when(importing(row('x1', { costCentreId: null }, 'u1@siam.example')))
        .thenNothing();
    });

    it('given a deactivated person, when the file names them, then they are left as they are', () => {
      given([created, added(person('u1')), deactivated('u1')])
        .when(importing(row('x1', { team: 'Hub' }, 'u1@siam.example')))
        .thenNothing();
    });

    it('given an admin in the file, when HR import it, then the admin is left as they are; when an organisation admin imports it, changed', () => {
      const history = [created, added(person('oa1', { role: 'ORG_ADMIN' }))];
      const row1 = row('x1', { team: 'Hub' }, 'oa1@siam.example');
      given(history).when(importing(row1)).thenNothing();
      given(history)
        .when({ type: 'ImportEmployees', rows: [row1], mayManageStaff: true, by: 'oa2', at })
        .then([{ type: 'EmployeeUpdated', data: { orgId, userId: 'oa1', changes: { team: 'Hub' }, by: 'oa2', at } }]);
    });

    it('given an address twice in the rows, then only its first row counts', () => {
      given([created])
        .when(importing(row('u1'), row('u9', { team: 'Other' }, 'U1@siam.example')))
        .then([{ type: 'EmployeesAdded', data: { orgId, employees: [person('u1')], source: 'import', by: 'hr1', at } }]);
    });
  });

  describe('SeedEmployees', () => {
    it('given an organisation, then the seed\u2019s people join as seeded (their accounts are the seed\u2019s); an address already there or twice is ALREADY_EXIST', () => {
      const seed = (...employees: EmployeeRecord[]): OrganisationCommand => ({ type: 'SeedEmployees', employees, by: 'system', at });
      given([created])
        .when(seed(person('u1'), person('u2', { role: 'ORG_ADMIN' })))
        .then([{ type: 'EmployeesAdded', data: { orgId, employees: [person('u1'), person('u2', { role: 'ORG_ADMIN' })], source: 'seed', by: 'system', at } }]);
      given([created, added(person('u1'))])
        .when(seed(person('u3', { email: 'U1@siam.example' }), person('u4'), person('u5', { email: 'u4@siam.example' })))
        .thenThrows('ALREADY_EXIST', [
          { field: 'employees.0.email', code: 'ALREADY_EXIST' },
          { field: 'employees.2.email', code: 'ALREADY_EXIST' },
        ]);
    });
  });

  describe('UpdateEmployee', () => {
    const update = (changes: Partial<EmployeeDetails>, deactivate = false, by = 'hr1', userId = 'u1', mayManageStaff = false): OrganisationCommand => ({
      type: 'UpdateEmployee',
      userId,
      changes,
      deactivate,
      mayManageStaff,
      by,
      at,
    });
    const history = [created, added(person('u1'))];

    it('given a person, then only the fields that change are recorded; nothing when nothing changes', () => {
      given(history)
        .when(update({ department: 'Sales', team: 'Routing', costCentreId: 'cc-sales' }))
        .then([{ type: 'EmployeeUpdated', data: { orgId, userId: 'u1', changes: { department: 'Sales', costCentreId: 'cc-sales' }, by: 'hr1', at } }]);
      given(history)
        .when(update({ department: 'Operations' }))
        .thenNothing();
    });

    it('given a person, when deactivated, then deactivated once; again, nothing', () => {
      given(history)
        .when(update({}, true))
        .then([deactivated('u1')]);
      given([...history, deactivated('u1')])
        .when(update({}, true))
        .thenNothing();
    });

    it('given a person, when changed and deactivated at once, then both in one append', () => {
      given(history)
        .when(update({ location: 'Chon Buri' }, true))
        .then([{ type: 'EmployeeUpdated', data: { orgId, userId: 'u1', changes: { location: 'Chon Buri' }, by: 'hr1', at } }, deactivated('u1')]);
    });

    it('given an admin, when they deactivate themselves, then NOT_UPDATE_YOURSELF; their own details they may change', () => {
      given(history)
        .when(update({}, true, 'u1'))
        .thenThrows('NOT_UPDATE_YOURSELF', []);
      given(history)
        .when(update({ team: 'Hub' }, false, 'u1'))
        .then([{ type: 'EmployeeUpdated', data: { orgId, userId: 'u1', changes: { team: 'Hub' }, by: 'u1', at } }]);
    });

    it('given someone not in the organisation, then NOT_FOUND', () => {
      given([created])
        .when(update({ team: 'Hub' }))
        .thenThrows('NOT_FOUND', []);
    });

    it("given an admin's record, when HR change or deactivate it, then FORBIDDEN; an organisation admin may, and HR may change their own details", () => {
      const staff = [created, added(person('oa1', { role: 'ORG_ADMIN' }), person('hr1', { role: 'HR' }))];
      given(staff)
        .when(update({ team: 'Hub' }, false, 'hr1', 'oa1'))
        .thenThrows('FORBIDDEN', []);
      given(staff)
        .when(update({}, true, 'hr1', 'oa1'))
        .thenThrows('FORBIDDEN', []);
      given(staff)
        .when(update({}, true, 'oa2', 'hr1', true))
        .then([{ type: 'EmployeeDeactivated', data: { orgId, userId: 'hr1', by: 'oa2', at } }]);
      given(staff)
        .when(update({ team: 'Hub' }, false, 'hr1', 'hr1'))
        .then([{ type: 'EmployeeUpdated', data: { orgId, userId: 'hr1', changes: { team: 'Hub' }, by: 'hr1', at } }]);
    });
  });

  describe('AssignCourse', () => {
    const item = { itemId: 'git-basics', isBundle: false };
    const assign = (userIds: string[] | null, department: string | null, dueDate: string | null = null): OrganisationCommand => ({
      type: 'AssignCourse',
      assignmentId: 'as1',
      item,
      courseIds: ['git-basics'],
      userIds,
      department,
      dueDate,
      by: 'oa1',
      at,
    });
    const assigned = (userIds: string[], department: string | null, dueDate: string | null = null): OrganisationEvent => ({
      type: 'CourseAssigned',
      data: { orgId, assignmentId: 'as1', item, courseIds: ['git-basics'], userIds, department, dueDate, by: 'oa1', at },
    });
    const history = [
      created,
      added(person('u1'), person('u2'), person('u3', { department: 'Sales' }), person('u4', { department: ' operations ' })),
      deactivated('u2'),
    ];

    it('given people, when assigned by name, then each is assigned once, with the due date', () => {
      given(history)
        .when(assign(['u1', 'u3', 'u1'], null, '2026-12-31T16:59:59.000Z'))
        .then([assigned(['u1', 'u3'], null, '2026-12-31T16:59:59.000Z')]);
    });

    it("given a department, when assigned to it, then its active members now, whatever the name's case", () => {
      given(history)
        .when(assign(null, 'OPERATIONS'))
        .then([assigned(['u1', 'u4'], 'OPERATIONS')]);
    });

    it('given someone deactivated or unknown, when named, then BAD_REQUEST notAnEmployee at their place', () => {
      given(history)
        .when(assign(['u1', 'u2', 'zz'], null))
        .thenThrows('BAD_REQUEST', [
          { field: 'userIds.1', code: 'BAD_REQUEST', rule: 'notAnEmployee' },
          { field: 'userIds.2', code: 'BAD_REQUEST', rule: 'notAnEmployee' },
        ]);
    });

    it.each([
      ['neither people nor a department', [], null, 'userIds', 'peopleOrDepartment'],
      ['both people and a department', ['u1'], 'Sales', 'userIds', 'peopleOrDepartment'],
      ['a department without active people', null, 'Finance', 'department', 'departmentEmpty'],
    ] as const)('given %s, then BAD_REQUEST', (_name, userIds, department, field, rule) => {
      given(history)
        .when(assign(userIds === null ? null : [...userIds], department))
        .thenThrows('BAD_REQUEST', [{ field, code: 'BAD_REQUEST', rule }]);
    });

    it('given a due date not after now, then BAD_REQUEST on dueDate', () => {
      given(history)
        .when(assign(['u1'], null, at))
        .thenThrows('BAD_REQUEST', [{ field: 'dueDate', code: 'BAD_REQUEST', rule: 'endBeforeStart' }]);
    });

    it('given no organisation, then NOT_FOUND', () => {
      given([])
        .when(assign(['u1'], null))
        .thenThrows('NOT_FOUND', []);
    });
  });

  describe('proposals of new people (ADR 34)', () => {
    const admin = person('a1', { role: 'ORG_ADMIN' });
    const creating: PeopleProposal = { kind: 'create', name, taxId, address: 'Bangkok', contract, admins: [admin] };
    const adding = (employee: EmployeeRecord): PeopleProposal => ({ kind: 'add', employee, mayManageStaff: false });
    const proposed = (requestId: string, proposal: PeopleProposal, newcomers: EmployeeRecord[]): OrganisationEvent => ({
      type: 'PeopleProposed',
      data: { orgId, requestId, proposal, newcomers: newcomers.map(({ userId, email }) => ({ userId, email })), by: 'admin', at },
    });
    const propose = (requestId: string, proposal: PeopleProposal) => ({ type: 'ProposePeople' as const, orgId, requestId, proposal, by: 'admin', at });

    it('given nothing, when an organisation with an admin is proposed, then only the proposal is recorded, naming the newcomer', () => {
      given([])
        .when(propose('r1', creating))
        .then([proposed('r1', creating, [admin])]);
    });

    it('given nothing, when a proposal the organisation would refuse is made, then it is refused at once', () => {
      given([])
        .when(propose('r1', { ...creating, taxId: '123' }))
        .thenThrows('BAD_REQUEST', [{ field: 'taxId', code: 'BAD_REQUEST', rule: 'taxIdInvalid' }]);
      given([])
        .when(propose('r1', adding(person('p1'))))
        .thenThrows('NOT_FOUND');
    });

    it('given a proposal, when the same request proposes again, then nothing more is recorded', () => {
      given([proposed('r1', creating, [admin])])
        .when(propose('r1', creating))
        .thenNothing();
    });

    it('given a proposed organisation, when confirmed, then its events are recorded with the confirmation last', () => {
      given([proposed('r1', creating, [admin])])
        .when({ type: 'ConfirmProposal', requestId: 'r1' })
        .then([
          created,
          { type: 'EmployeesAdded', data: { orgId, employees: [admin], source: 'organisation', by: 'admin', at } },
          { type: 'ProposalConfirmed', data: { orgId, requestId: 'r1' } },
        ]);
    });

    it('given a proposal, when refused for the addresses taken, then the refusal names them', () => {
      given([proposed('r1', creating, [admin])])
        .when({ type: 'RefuseProposal', requestId: 'r1', taken: [admin.email] })
        .then([{ type: 'ProposalRefused', data: { orgId, requestId: 'r1', taken: [admin.email], code: 'ALREADY_EXIST', fields: [] } }]);
    });

    it('given a person proposed, when someone with the same address joined meanwhile, then the confirmation is a recorded refusal', () => {
      const newcomer = person('p1');
      const other = {
        type: 'EmployeesAdded' as const,
        data: { orgId, employees: [person('p2', { email: newcomer.email })], source: 'single' as const, by: 'hr', at },
      };
      given([created, proposed('r1', adding(newcomer), [newcomer]), other])
        .when({ type: 'ConfirmProposal', requestId: 'r1' })
        .then([
          {
            type: 'ProposalRefused',
            data: { orgId, requestId: 'r1', taken: [], code: 'ALREADY_EXIST', fields: [{ field: 'email', code: 'ALREADY_EXIST' }] },
          },
        ]);
    });

    it('given a settled proposal, when confirmed or refused again, then nothing happens', () => {
      const settled: OrganisationEvent = { type: 'ProposalConfirmed', data: { orgId, requestId: 'r1' } };
      given([proposed('r1', creating, [admin]), created, settled])
        .when({ type: 'ConfirmProposal', requestId: 'r1' })
        .thenNothing();
      given([proposed('r1', creating, [admin]), created, settled])
        .when(propose('r1', creating))
        .thenNothing();
    });
  });
});
