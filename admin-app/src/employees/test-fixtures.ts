import type { CostCentreBalance, EmployeeProfileResponse, EmployeeResponse } from '@khru/contracts';

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

export const OPERATIONS: CostCentreBalance = {
  id: 'cc-ops',
  orgId: 'org-siam',
  code: 'OPS',
  name: 'Operations',
  unlimited: false,
  balance: 1200,
  used: 300,
  expiresAt: '2026-12-31T16:59:59.999Z',
  asOf: '2026-06-01T00:00:00.000Z',
};

export const HEAD_OFFICE: CostCentreBalance = { ...OPERATIONS, id: 'cc-hq', code: 'HQ', name: 'Head office', unlimited: true, balance: 0, used: 40 };

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
