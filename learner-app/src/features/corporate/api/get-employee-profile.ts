import type { EmployeeProfileResponse } from '@khru/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useIsCorporate } from '../../../lib/use-is-corporate';
import { useSessionStore } from '../../../stores/session-store';

export const getEmployeeProfile = (userId: string, after?: string | null) =>
  api<EmployeeProfileResponse>(
    `orgsapi/organizations/employees/userprofiles/${encodeURIComponent(userId)}${after ? `?after=${encodeURIComponent(after)}` : ''}`,
  );

/** Kept under the account's key (`['users', id]`), so whatever drops or reads the account again (a log-out, an enrolment) does this too. */
export const employeeProfileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['users', userId, 'employee-profile'],
    queryFn: () => getEmployeeProfile(userId),
    // Read in the background on every page: the profile, which shows it, says when it failed.
    meta: { toastErrors: false },
  });

/** The logged-in corporate account's employee record, credits and courses (spec section 4: fetched at login for B2B roles). */
export const useEmployeeProfile = () => {
  const userId = useSessionStore((s) => s.userId);
  const corporate = useIsCorporate();
  return useQuery({ ...employeeProfileQueryOptions(userId ?? ''), enabled: corporate && Boolean(userId) });
};
