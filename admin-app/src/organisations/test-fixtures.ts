import type { LicenceResponse, OrganisationResponse } from '@khru/contracts';

/** A demo organisation, its cost centres and a licence pool, as the API answers them. */
export const SIAM_FREIGHT: OrganisationResponse = {
  id: 'org-siam',
  name: { en: 'Siam Freight', th: 'สยามเฟรท' },
  taxId: '0105551234567',
  address: '1 Rama IV Road, Bangkok',
  contract: { id: 'C-2026-01', start: '2025-12-31T17:00:00.000Z', end: '2026-12-31T16:59:59.999Z' },
  employeeCount: 20,
  activeEmployeeCount: 18,
  createdAt: '2026-01-02T03:00:00.000Z',
};

export { HEAD_OFFICE, OPERATIONS } from '../testing/cost-centre-fixtures';

export const SAFETY_POOL: LicenceResponse = {
  id: 'lic-safety',
  orgId: 'org-siam',
  name: 'Safety 2026',
  seats: 10,
  seatsUsed: 4,
  validFrom: '2025-12-31T17:00:00.000Z',
  validUntil: '2026-12-31T16:59:59.999Z',
  coverage: { all: false, courseIds: ['forklift-safety', 'first-aid'], bundleIds: ['warehouse-basics'] },
  holders: [{ userId: 'u-somchai', name: 'Somchai Jaidee', email: 'somchai@siamfreight.example' }],
  asOf: '2026-06-01T00:00:00.000Z',
};
