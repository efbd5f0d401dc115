/** The History API answers platform admins only (`GET adminapi/history` requires ADMIN). */
export const mayReadHistory = (permissions: readonly string[] | undefined): boolean => Boolean(permissions?.includes('ADMIN'));
