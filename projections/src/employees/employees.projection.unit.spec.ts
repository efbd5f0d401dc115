import { describe, expect, it } from '@jest/globals';
import { EMPLOYEES_COLLECTION, type EmployeeDocument, type EmployeeRecord, type OrganisationEvent } from '@khru/contracts';
import { MemoryDocumentStore } from '@khru/platform';
import { applyProjection } from '../runner/apply-projection.js';
import { recorded } from '../testing/recorded.js';
import { employeesProjection } from './employees.projection.js';

const at = '2026-11-24T10:00:00.000Z';
const person = (userId: string, department = 'Operations'): EmployeeRecord => ({
  userId,
  email: `${userId}@siam.example`,
  firstName: 'Ann',
  lastName: 'Lee',
  role: 'B2B',
  department,
  position: 'Planner',
  jobGrade: 'P2',
  team: 'Routing',
  businessUnit: 'Freight',
  location: 'Bangkok',
  costCentreId: 'cc-ops',
});
const added: OrganisationEvent = {
  type: 'EmployeesAdded',
  data: { orgId: 'o1', employees: [person('u1'), person('u2', 'Sales')], source: 'import', by: 'hr', at },
};
const updated: OrganisationEvent = {
  type: 'EmployeeUpdated',
  data: { orgId: 'o1', userId: 'u1', changes: { department: 'Sales', costCentreId: 'cc-sales' }, by: 'hr', at: '2026-11-25T10:00:00.000Z' },
};
const deactivated: OrganisationEvent = { type: 'EmployeeDeactivated', data: { orgId: 'o1', userId: 'u2', by: 'hr', at: '2026-11-26T10:00:00.000Z' } };

/** The documents after the events, read without the projection's position stamps. */
async function project(events: OrganisationEvent[], times = 1): Promise<EmployeeDocument[]> {
  const store = new MemoryDocumentStore();
  const stamped = events.map((e) => recorded(e));
  for (let i = 0; i < times; i++) for (const event of stamped) await applyProjection(store, employeesProjection, event);
  const documents = await store
    .collection<EmployeeDocument & { _positions?: unknown }>(EMPLOYEES_COLLECTION)
    .find({}, { sort: { _id: 1 } })
    .toArray();
  return documents.map(({ _positions: _stamp, ...document }) => document);
}

describe('employees projection', () => {
  it('given people added in one event, then one document each, active, in their organisation', async () => {
    const [ann, second] = await project([added]);
    const { userId: _userId, ...record } = person('u1');
    expect(ann).toEqual({ _id: 'u1', orgId: 'o1', ...record, active: true, addedAt: at, deactivatedAt: null });
    expect(second).toMatchObject({ _id: 'u2', department: 'Sales', active: true });
  });

  it('given a change and a deactivation, then the changed fields follow and the record stays, inactive', async () => {
    const [ann, second] = await project([added, updated, deactivated]);
    expect(ann).toMatchObject({ department: 'Sales', costCentreId: 'cc-sales', team: 'Routing', active: true });
    expect(second).toMatchObject({ active: false, deactivatedAt: '2026-11-26T10:00:00.000Z' });
  });

  it('applied twice gives the same documents', async () => {
    expect(await project([added, updated, deactivated], 2)).toEqual(await project([added, updated, deactivated]));
  });
});
