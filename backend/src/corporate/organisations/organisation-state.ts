import type { EmployeeRecord, PeopleProposed } from '@khru/contracts';

export interface EmployeeState extends EmployeeRecord {
  active: boolean;
}

export interface OrganisationState {
  orgId: string | null;
  /** By user id; replaced, never changed in place, so earlier states stay as they were. */
  employees: ReadonlyMap<string, EmployeeState>;
  /** User id by lower-cased address: one record per address in an organisation. */
  emails: ReadonlyMap<string, string>;
  /** Proposals waiting for their newcomers' addresses, by request id. */
  proposals: ReadonlyMap<string, PeopleProposed['data']>;
  /** Proposals confirmed or refused: the same request sent again proposes nothing. */
  settled: ReadonlySet<string>;
}
