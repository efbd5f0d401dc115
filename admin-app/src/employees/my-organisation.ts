import type { EmployeeProfileResponse } from '@khru/contracts';
import { storedUserId } from '../auth/tokens';
import type { HttpClient } from '../dataProvider/http-client';
import { readingOwnWrites } from '../dataProvider/read-own-writes';

/**
 * An organisation admin or HR acts for the organisation of their own employee record; it is asked for once per
 * signed-in person (a new login as someone else asks again, a failed answer is not kept).
 */
export function myOrganisation(http: HttpClient) {
  const known = new Map<string, Promise<EmployeeProfileResponse>>();
  const profile = () => {
    const userId = storedUserId() ?? '';
    let answer = known.get(userId);
    if (!answer) {
      answer = http(`/api/orgsapi/organizations/employees/userprofiles/${encodeURIComponent(userId)}`).then(({ json }) => json as EmployeeProfileResponse);
      answer.catch(() => known.delete(userId));
      known.set(userId, answer);
    }
    return answer;
  };
  return { profile, orgId: async () => (await profile()).orgId };
}

export type MyOrganisation = ReturnType<typeof myOrganisation>;

/** What the organisation's screens act through: one read-your-writes client and one answer to whose organisation it is. */
export interface OrganisationScope {
  http: HttpClient;
  organisation: MyOrganisation;
}

/**
 * What an organisation admin or HR manages is all scoped to the organisation of their own employee record. Their
 * screens share this scope: a list read after a change on any of them shows it (read-your-writes), and the
 * organisation is asked for once.
 */
export function organisationScope(client: HttpClient): OrganisationScope {
  const http = readingOwnWrites(client);
  return { http, organisation: myOrganisation(http) };
}
