/** A platform admin reports on any organisation, so picks one; everyone else reports on their own. */
export const picksOrganisation = (permissions: readonly string[] | undefined): boolean => Boolean(permissions?.includes('ADMIN'));

/** Organisation admins and platform admins mail reports on a schedule; HR only reads them. */
export const maySchedule = (permissions: readonly string[] | undefined): boolean =>
  Boolean(permissions?.includes('ADMIN') || permissions?.includes('MANAGE_ORGANISATION'));
