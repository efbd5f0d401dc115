import type { EmployeeProfileResponse, EmployeeResponse } from '@khru/contracts';

/** People and cost centres of a demo organisation, as the API answers them. */
export const SOMCHAI: EmployeeResponse = {
  id: 'u-somchai',
  orgId: 'org-siam',
  email: 'somchai@siamfreight.example',
  firstName: 'Somchai',
  lastName: 'Jaidee',
  role: 'B2B',
  department: 'Warehouse',
  position: 'Forklift driver',
  jobGrade: 'G3',
  team: 'Night shift',
  businessUnit: 'Logistics',
  location: 'Lat Krabang',
  costCentreId: 'cc-ops',
  active: true,
  addedAt: '2026-01-05T03:00:00.000Z',
  deactivatedAt: null,
};

export const MALEE: EmployeeResponse = {
  ...SOMCHAI,
  id: 'u-malee',
  email: 'malee@siamfreight.example',
  firstName: 'Malee',
  lastName: 'Srisuk',
  role: 'HR',
  department: 'People',
  position: 'HR officer',
  jobGrade: 'G5',
  costCentreId: null,
  active: false,
  deactivatedAt: '2026-03-01T03:00:00.000Z',
};

export { HEAD_OFFICE, OPERATIONS } from '../testing/cost-centre-fixtures';

/** The signed-in HR officer's own employee profile, which scopes the organisation's screens. */
export const PROFILE = {
  userId: 'u-hr',
  orgId: 'org-siam',
  company: { en: 'Siam Freight', th: 'สยามเฟรท' },
  email: 'hr@siamfreight.example',
  firstName: 'Malee',
  lastName: 'Srisuk',
  role: 'HR',
  department: 'People',
  position: 'HR officer',
  jobGrade: 'G5',
  team: '',
  businessUnit: '',
  location: '',
  active: true,
  credits: { costCentreId: 'cc-ops', name: 'Operations', balance: 10, used: 0, unlimited: false },
  creditsUsedByMe: 0,
  assigned: [],
  companyCourses: [],
} satisfies EmployeeProfileResponse;
