/** Whose dashboard it is; the admin app lets no one else in (ADMIN_APP_PERMISSIONS). */
export type DashboardRole = 'platform' | 'organisation' | 'auditor';

/** Platform admins run the marketplace; organisation admins and HR manage their people; auditors only read history. */
export const dashboardRole = (permissions: readonly string[] | undefined): DashboardRole =>
  permissions?.includes('ADMIN') ? 'platform' : permissions?.includes('MANAGE_EMPLOYEES') ? 'organisation' : 'auditor';
