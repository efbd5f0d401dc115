/** Spec section 6: the Reports menu item and pages are for ADMIN or VIEW_REPORTS. */
export const mayViewReports = (permissions: readonly string[] | undefined): boolean =>
  Boolean(permissions?.includes('ADMIN') || permissions?.includes('VIEW_REPORTS'));

/** The audit page is for those who may audit (auditors; organisation admins for their own). */
export const mayAudit = (permissions: readonly string[] | undefined): boolean => Boolean(permissions?.includes('VIEW_AUDIT'));
