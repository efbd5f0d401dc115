import { describe, expect, it } from '@jest/globals';
import type { EmployeeRecord, LicenceEvent, OrganisationEvent } from '@khru/contracts';
import { licenceAsOf } from './licence-as-of.js';

const at = '2026-03-01T09:00:00.000Z';
const asOf = new Date('2026-04-01T00:00:00.000Z');
const person = (userId: string, firstName: string, email: string): EmployeeRecord => ({
  userId,
  email,
  firstName,
  lastName: 'Srisuk',
  role: 'B2B',
  department: 'Sales',
  position: '',
  jobGrade: '',
  team: '',
  businessUnit: '',
  location: '',
  costCentreId: null,
});
const organisation: OrganisationEvent[] = [
  {
    type: 'EmployeesAdded',
    data: { orgId: 'org1', employees: [person('u1', 'Anan', 'anan@x.th'), person('u2', 'Malee', 'malee@x.th')], source: 'import', by: 'hr', at },
  },
  { type: 'EmployeeUpdated', data: { orgId: 'org1', userId: 'u2', changes: { lastName: 'Chaiyo', department: 'Finance' }, by: 'hr', at } },
];
const pool: LicenceEvent = {
  type: 'LicencePoolCreated',
  data: {
    licenceId: 'l1',
    orgId: 'org1',
    name: 'Everything',
    seats: 10,
    validFrom: at,
    validUntil: '2027-03-01T00:00:00.000Z',
    coverage: { all: true },
    by: 'admin',
    at,
  },
};
const seats = (type: 'LicenceSeatsAssigned' | 'LicenceSeatsRevoked', ...userIds: string[]): LicenceEvent => ({
  type,
  data: { licenceId: 'l1', orgId: 'org1', userIds, by: 'boss', at },
});

describe('licence as of an instant', () => {
  it('given seats given and one taken back by then, when folded at the instant, then the holders then, named as the records named them then', () => {
    const answer = licenceAsOf([pool, seats('LicenceSeatsAssigned', 'u1', 'u2'), seats('LicenceSeatsRevoked', 'u1')], organisation, asOf);
    expect(answer).toEqual({
      id: 'l1',
      orgId: 'org1',
      name: 'Everything',
      seats: 10,
      seatsUsed: 1,
      validFrom: at,
      validUntil: '2027-03-01T00:00:00.000Z',
      coverage: { all: true },
      holders: [{ userId: 'u2', name: 'Malee Chaiyo', email: 'malee@x.th' }],
      asOf: '2026-04-01T00:00:00.000Z',
    });
  });

  it('given the revocation came later, when folded before it, then both still hold a seat', () => {
    const answer = licenceAsOf([pool, seats('LicenceSeatsAssigned', 'u1', 'u2')], organisation.slice(0, 1), asOf);
    expect(answer?.holders).toEqual([
      { userId: 'u1', name: 'Anan Srisuk', email: 'anan@x.th' },
      { userId: 'u2', name: 'Malee Srisuk', email: 'malee@x.th' },
    ]);
  });

  it('given no pool opened by then, when folded, then there is no licence', () => {
    expect(licenceAsOf([], organisation, asOf)).toBeNull();
  });
});
