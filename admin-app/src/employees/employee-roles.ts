import { EMPLOYEE_ROLES } from '@khru/contracts';

/** The roles an organisation gives, named as the platform's roles are. */
export const EMPLOYEE_ROLE_CHOICES = EMPLOYEE_ROLES.map((id) => ({ id, name: `khru.roles.${id}` }));
