import type { DomainEvent } from '../event.js';
import type { ItemRef } from '../commerce/cart.events.js';
import type { ErrorCode } from '../../errors/error-codes.js';
import type { FieldError } from '../../errors/error-response.js';

/** The roles an organisation gives its people: learners (B2B), HR and organisation admins. */
export const EMPLOYEE_ROLES = ['B2B', 'HR', 'ORG_ADMIN'] as const;
export type EmployeeRole = (typeof EMPLOYEE_ROLES)[number];

/** An organisation's contract with the platform: reports group by it; credits expire at its end. */
export interface OrganisationContract {
  id: string;
  start: string;
  end: string;
}

/** Where a person sits in the organisation (spec section 2's employee information). */
export interface EmployeeDetails {
  firstName: string;
  lastName: string;
  department: string;
  position: string;
  jobGrade: string;
  team: string;
  businessUnit: string;
  location: string;
  /** The cost centre their enrolments draw credits from (null: none yet, enrolment by credits is refused). */
  costCentreId: string | null;
}

export interface EmployeeRecord extends EmployeeDetails {
  userId: string;
  email: string;
  role: EmployeeRole;
}

/** Stream `organisation-<orgId>`: the organisation, its people and its course assignments. */
export type OrganisationCreated = DomainEvent<
  'OrganisationCreated',
  { orgId: string; name: { en: string; th: string }; taxId: string; address: string; contract: OrganisationContract; by: string; at: string }
>;

/**
 * People join, one by one (`single`), by a CSV import (`import`, one event for the whole file, so an
 * import is never half-applied) or as the admins named when the organisation was created.
 */
export type EmployeesAdded = DomainEvent<
  'EmployeesAdded',
  { orgId: string; employees: EmployeeRecord[]; source: 'single' | 'import' | 'organisation' | 'seed'; by: string; at: string }
>;

export type EmployeeUpdated = DomainEvent<'EmployeeUpdated', { orgId: string; userId: string; changes: Partial<EmployeeDetails>; by: string; at: string }>;

/** The person can no longer sign in; the record stays for reports. */
export type EmployeeDeactivated = DomainEvent<'EmployeeDeactivated', { orgId: string; userId: string; by: string; at: string }>;

/**
 * Courses (or bundles) an organisation asks people to take, with an optional due date. `department`
 * names the department it was given to (its members at that time are listed in `userIds`). `courseIds`:
 * the courses the item held when assigned (version 2; see `organisation.upcasters.ts` for version 1).
 */
export type CourseAssigned = DomainEvent<
  'CourseAssigned',
  {
    orgId: string;
    assignmentId: string;
    item: ItemRef;
    courseIds: string[];
    userIds: string[];
    department: string | null;
    dueDate: string | null;
    by: string;
    at: string;
  }
>;

/** A row of an import, already checked field by field: `userId` is the id a new person gets. */
export interface ImportRow {
  userId: string;
  email: string;
  details: EmployeeDetails;
}

/** What a request that brings new people asks for: the organisation with its admins, one person, or an import. */
export type PeopleProposal =
  | { kind: 'create'; name: { en: string; th: string }; taxId: string; address: string; contract: OrganisationContract; admins: EmployeeRecord[] }
  | { kind: 'add'; employee: EmployeeRecord; mayManageStaff: boolean }
  | { kind: 'import'; rows: ImportRow[]; mayManageStaff: boolean };

/**
 * The request's one fact (ADR 34): people to record once their addresses are claimed. A workflow
 * claims each newcomer's address; the proposal is then confirmed (its events recorded) or refused
 * (the addresses claimed given back). Nothing of it shows in read models until it is confirmed.
 */
export type PeopleProposed = DomainEvent<
  'PeopleProposed',
  { orgId: string; requestId: string; proposal: PeopleProposal; newcomers: { userId: string; email: string }[]; by: string; at: string }
>;

/** Appended after the proposal's events, in the same append. */
export type ProposalConfirmed = DomainEvent<'ProposalConfirmed', { orgId: string; requestId: string }>;

/** `taken`: newcomers' addresses another account holds; otherwise what the organisation refused when confirming. */
export type ProposalRefused = DomainEvent<
  'ProposalRefused',
  { orgId: string; requestId: string; taken: string[]; code: ErrorCode; fields: Omit<FieldError, 'message'>[] }
>;

export type OrganisationEvent =
  OrganisationCreated | EmployeesAdded | EmployeeUpdated | EmployeeDeactivated | CourseAssigned | PeopleProposed | ProposalConfirmed | ProposalRefused;

export const ORGANISATION_EVENT_TYPES = [
  'OrganisationCreated',
  'EmployeesAdded',
  'EmployeeUpdated',
  'EmployeeDeactivated',
  'CourseAssigned',
  'PeopleProposed',
  'ProposalConfirmed',
  'ProposalRefused',
] as const satisfies readonly OrganisationEvent['type'][];

export const organisationStream = (orgId: string): string => `organisation-${orgId}`;
