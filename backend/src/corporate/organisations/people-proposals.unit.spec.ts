import { describe, it } from '@jest/globals';
import type { EmployeeRecord, OrganisationEvent, PeopleProposal } from '@khru/contracts';
import { deciderSpec } from '../../kernel/commands/decider-spec.js';
import { organisationDecider } from './organisation.decider.js';

const at = '2026-12-07T10:00:00.000Z';
const orgId = 'o1';
const name = { en: 'Siam Freight', th: 'สยามเฟรท' };
const contract = { id: 'C-2026', start: '2026-11-01T00:00:00.000Z', end: '2027-10-31T23:59:59.000Z' };
const taxId = '0105558000006';
const person = (userId: string, overrides: Partial<EmployeeRecord> = {}): EmployeeRecord => ({
  userId,
  email: `${userId}@siam.example`,
  role: 'B2B',
  firstName: 'Ann',
  lastName: 'Lee',
  department: 'Operations',
  position: 'Planner',
  jobGrade: 'P2',
  team: 'Routing',
  businessUnit: 'Freight',
  location: 'Bangkok',
  costCentreId: null,
  ...overrides,
});
const admin = person('a1', { role: 'ORG_ADMIN' });
const creating: PeopleProposal = { kind: 'create', name, taxId, address: 'Bangkok', contract, admins: [admin] };
const adding = (employee: EmployeeRecord): PeopleProposal => ({ kind: 'add', employee, mayManageStaff: false });
const created: OrganisationEvent = { type: 'OrganisationCreated', data: { orgId, name, taxId, address: 'Bangkok', contract, by: 'admin', at } };
const proposed = (requestId: string, proposal: PeopleProposal, newcomers: EmployeeRecord[]): OrganisationEvent => ({
  type: 'PeopleProposed',
  data: { orgId, requestId, proposal, newcomers: newcomers.map(({ userId, email }) => ({ userId, email })), by: 'admin', at },
});
const propose = (requestId: string, proposal: PeopleProposal) => ({ type: 'ProposePeople' as const, orgId, requestId, proposal, by: 'admin', at });
const given = deciderSpec(organisationDecider);

describe('organisation decider: proposals of new people (ADR 34)', () => {
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
