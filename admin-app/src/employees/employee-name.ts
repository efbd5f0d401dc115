import type { EmployeeResponse } from '@khru/contracts';

/** How a person is named in lists, titles and pickers. */
export const employeeName = (employee: Pick<EmployeeResponse, 'firstName' | 'lastName' | 'email'>): string =>
  `${employee.firstName} ${employee.lastName}`.trim() || employee.email;

/** In pickers two people may share a name, so the email goes beside it. */
export const employeeChoice = (employee: Pick<EmployeeResponse, 'firstName' | 'lastName' | 'email'>): string => `${employeeName(employee)} (${employee.email})`;
