import type { EmployeeProfileResponse } from '@khru/contracts';

/** The demo employee's record as `GET orgsapi/organizations/employees/userprofiles/{id}` answers it. */
export const employeeProfile = (change: Partial<EmployeeProfileResponse> = {}): EmployeeProfileResponse => ({
  userId: 'u1',
  orgId: 'siam-logistics',
  company: { en: 'Siam Logistics', th: 'สยามโลจิสติกส์' },
  email: 'employee@khru.example',
  firstName: 'Somsak',
  lastName: 'Jaidee',
  role: 'B2B',
  department: 'Operations',
  position: 'Dispatcher',
  jobGrade: 'P2',
  team: 'Night shift',
  businessUnit: 'Freight',
  location: 'Bangkok',
  active: true,
  credits: { costCentreId: 'cc-ops', name: 'Operations', balance: 2400, used: 600, unlimited: false },
  creditsUsedByMe: 240,
  assigned: [],
  companyCourses: [],
  ...change,
});
