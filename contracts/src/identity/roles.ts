/** Account roles (spec section 6). ORG_ADMIN and HR act for an organisation; AUDITOR reads history, read-only; the rest are platform roles. */
export const ROLES = ['ADMIN', 'B2B', 'MEMBER', 'INSTRUCTOR', 'ORG_ADMIN', 'HR', 'AUDITOR'] as const;
export type Role = (typeof ROLES)[number];

/**
 * Permissions carried in the access token. `ALL` is not granted to anyone: as a route or endpoint
 * requirement it lets every caller through.
 */
export const PERMISSIONS = [
  'ALL',
  'ADMIN',
  'VIEW_REPORTS',
  'MANAGE_USERS',
  'MANAGE_CATALOGUE',
  'MODERATE_CONTENT',
  'READ_MAIL',
  'READ_CONTACT_MESSAGES',
  'ENROL_WITH_CREDITS',
  'AUTHOR_COURSES',
  'MANAGE_ORGANISATION',
  'MANAGE_EMPLOYEES',
  'VIEW_AUDIT',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  ADMIN: ['ADMIN', 'VIEW_REPORTS', 'MANAGE_USERS', 'MANAGE_CATALOGUE', 'MODERATE_CONTENT', 'READ_MAIL', 'READ_CONTACT_MESSAGES'],
  ORG_ADMIN: ['VIEW_REPORTS', 'MANAGE_ORGANISATION', 'MANAGE_EMPLOYEES', 'ENROL_WITH_CREDITS', 'VIEW_AUDIT'],
  HR: ['VIEW_REPORTS', 'MANAGE_EMPLOYEES', 'ENROL_WITH_CREDITS'],
  AUDITOR: ['VIEW_AUDIT'],
  B2B: ['ENROL_WITH_CREDITS'],
  INSTRUCTOR: ['AUTHOR_COURSES'],
  MEMBER: [],
};

/** Roles that belong to an organisation's account; they see no cart (spec section 6). */
export const CORPORATE_ROLES: readonly Role[] = ['B2B', 'ORG_ADMIN', 'HR'];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** `ALL` lets anyone through; otherwise the caller needs one of the listed permissions. */
export function hasAnyPermission(granted: readonly string[], required: readonly Permission[]): boolean {
  if (required.length === 0 || required.includes('ALL')) return true;
  return required.some((permission) => granted.includes(permission));
}
