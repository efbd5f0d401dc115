import { describe, expect, it } from '@jest/globals';
import type { EmployeeRecord, OrganisationEvent } from '@khru/contracts';
import { foldDocument } from '../testing/fold-document.js';
import { recorded } from '../testing/recorded.js';
import { documentBeforeAndAfterReplay } from '../testing/replay.js';
import { evolveOrganisation, organisationsProjection } from './organisations.projection.js';

const at = '2026-11-24T10:00:00.000Z';
const contract = { id: 'C-1', start: '2026-11-01T00:00:00.000Z', end: '2027-10-31T00:00:00.000Z' };
const created: OrganisationEvent = {
  type: 'OrganisationCreated',
  data: { orgId: 'o1', name: { en: 'Siam Freight', th: 'สยามเฟรท' }, taxId: '0105558000006', address: 'Bangkok', contract, by: 'admin', at },
};
const person = (userId: string): EmployeeRecord => ({
  userId,
  email: `${userId}@siam.example`,
  firstName: 'Ann',
  lastName: 'Lee',
  role: 'B2B',
  department: 'Operations',
  position: '',
  jobGrade: '',
  team: '',
  businessUnit: '',
  location: '',
  costCentreId: null,
});
const added = (...ids: string[]): OrganisationEvent => ({
  type: 'EmployeesAdded',
  data: { orgId: 'o1', employees: ids.map(person), source: 'import', by: 'hr', at },
});
const deactivated = (userId: string): OrganisationEvent => ({ type: 'EmployeeDeactivated', data: { orgId: 'o1', userId, by: 'hr', at } });

describe('organisations projection', () => {
  it('given an organisation, then its names, tax id, contract and no people yet', () => {
    expect(foldDocument(evolveOrganisation, [created])).toEqual({
      _id: 'o1',
      name: { en: 'Siam Freight', th: 'สยามเฟรท' },
      taxId: '0105558000006',
      address: 'Bangkok',
      contract,
      employeeCount: 0,
      activeEmployeeCount: 0,
      createdAt: at,
    });
  });

  it('given people added and one deactivated, then every person counts and the active ones apart', () => {
    expect(foldDocument(evolveOrganisation, [created, added('u1', 'u2'), added('u3'), deactivated('u2')])).toMatchObject({
      employeeCount: 3,
      activeEmployeeCount: 2,
    });
  });

  it('given a change to a person or an assignment, then the counts stay', () => {
    const doc = foldDocument(evolveOrganisation, [
      created,
      added('u1'),
      { type: 'EmployeeUpdated', data: { orgId: 'o1', userId: 'u1', changes: { team: 'Hub' }, by: 'hr', at } },
      {
        type: 'CourseAssigned',
        data: {
          orgId: 'o1',
          assignmentId: 'a1',
          item: { itemId: 'git', isBundle: false },
          courseIds: ['git'],
          userIds: ['u1'],
          department: null,
          dueDate: null,
          by: 'hr',
          at,
        },
      },
    ]);
    expect(doc).toMatchObject({ employeeCount: 1, activeEmployeeCount: 1 });
  });

  it('applied twice gives the same document', async () => {
    const { once, twice } = await documentBeforeAndAfterReplay(
      organisationsProjection,
      [created, added('u1', 'u2'), deactivated('u1')].map((e) => recorded(e)),
      'o1',
    );
    expect(once).toMatchObject({ employeeCount: 2, activeEmployeeCount: 1 });
    expect(twice).toEqual(once);
  });
});
