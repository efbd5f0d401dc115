import type { EmployeeProfileResponse } from '@khru/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useIsCorporate } from '../../../lib/use-is-corporate';
import { useSessionStore } from '../../../stores/session-store';
import { corporateKeys } from './corporate-keys';

export const getEmployeeProfile = (userId: string, after?: string | null) =>
  api<EmployeeProfileResponse>(
    `orgsapi/organizations/employees/userprofiles/${encodeURIComponent(userId)}${after ? `?after=${encodeURIComponent(after)}` : ''}`,
  );

export const employeeProfileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: corporateKeys.employeeProfile(userId),
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
