import type { ItemRef } from '../events/commerce/cart.events.js';
import type { EmployeeRecord } from '../events/corporate/organisation.events.js';
import type { EmployeeDocument, OrganisationDocument } from '../read-models/corporate.documents.js';
import type { LicenceCoverage } from '../events/corporate/licence.events.js';
import type { LocalizedText } from '../i18n/localized-text.js';

/** `GET orgsapi/organizations/{orgId}` and each row of `GET orgsapi/organizations`: the read model, its `_id` as `id`. */
export type OrganisationResponse = Omit<OrganisationDocument, '_id'> & { id: string };

/** A row of `GET orgsapi/organizations/{orgId}/employees`: the read model, its `_id` as `id`. */
export type EmployeeResponse = Omit<EmployeeDocument, '_id'> & { id: string };

export interface Paged<T> {
  items: T[];
  total: number;
}

/** `GET orgsapi/cost-centres/{id}` (and `?asOf=`). */
export interface CostCentreBalance {
  id: string;
  orgId: string;
  code: string;
  name: string;
  unlimited: boolean;
  /** Credits left; for an unlimited cost centre the client shows "none". */
  balance: number;
  used: number;
  expiresAt: string;
  /** The instant the answer is for (now, or `asOf`). */
  asOf: string;
}

/** One line of a cost centre's ledger, as listed and exported. */
export interface LedgerEntry {
  eventId: string;
  /** The event's global position in the store (text, as the store's read positions are written). */
  position: string;
  at: string;
  type: string;
  /** Signed: credits in are positive, out negative. */
  amount: number;
  balanceAfter: number;
  /** Who caused it (the user id from the event). */
  by: string | null;
  /** The enrolment, transfer or invoice the line is about. */
  reference: string | null;
}

/**
 * A ledger line as the ledger page lists it: with the names its ids stand for, so a reader sees what a line
 * is about without looking each id up (the export keeps the ids only).
 */
export interface LedgerPageEntry extends LedgerEntry {
  /** The course or bundle enrolled in (a deduction or its reversal); `title` null when the catalogue no longer holds it. */
  item: { itemId: string; isBundle: boolean; title: LocalizedText | null } | null;
  /** The other cost centre of a transfer; `name` null when it is not known. */
  counterpart: { costCentreId: string; name: string | null } | null;
}

/** `GET orgsapi/cost-centres/{id}/ledger`: newest first, `total` lines in all. */
export interface LedgerPage {
  costCentreId: string;
  unlimited: boolean;
  asOf: string;
  balance: number;
  total: number;
  items: LedgerPageEntry[];
}

/** A line of the ledger export: a ledger entry with its place in the hash chain. */
export interface LedgerExportLine extends LedgerEntry {
  costCentreId: string;
  unlimited: boolean;
  /** SHA-256 (hex) of the previous line's hash and this line's canonical JSON without `hash`. */
  hash: string;
}

/** The hash before the first line of an export. */
export const LEDGER_GENESIS_HASH = '0'.repeat(64);

/** The fields of an export line in their export order (the CSV header). */
export const LEDGER_EXPORT_FIELDS = [
  'costCentreId',
  'unlimited',
  'eventId',
  'position',
  'at',
  'type',
  'amount',
  'balanceAfter',
  'by',
  'reference',
  'hash',
] as const satisfies readonly (keyof LedgerExportLine)[];

/** A licence pool with its seats (`GET orgsapi/organizations/{orgId}/licences`, `GET auditapi/licences/{id}`). */
export interface LicenceResponse {
  id: string;
  orgId: string;
  name: string;
  seats: number;
  seatsUsed: number;
  validFrom: string;
  validUntil: string;
  coverage: LicenceCoverage;
  holders: { userId: string; name: string; email: string }[];
  asOf: string;
}

export interface AssignmentResponse {
  id: string;
  orgId: string;
  item: ItemRef;
  userIds: string[];
  department: string | null;
  dueDate: string | null;
  at: string;
}

/** An item assigned to or enrolled by the employee, as the profile sections list it. */
export interface CorporateCourseItem {
  itemId: string;
  isBundle: boolean;
  name: LocalizedText;
  imageUrl: string | null;
  dueDate: string | null;
  enrolledAt: string | null;
}

/**
 * `GET orgsapi/organizations/employees/userprofiles/{id}`: the employee record (spec section 2's
 * employee information), the credits of their cost centre and their assigned and company courses.
 */
export interface EmployeeProfileResponse extends Omit<EmployeeRecord, 'costCentreId'> {
  orgId: string;
  company: { en: string; th: string };
  active: boolean;
  credits: { costCentreId: string; name: string; balance: number; used: number; unlimited: boolean } | null;
  /** Credits this person's enrolments used. */
  creditsUsedByMe: number;
  assigned: CorporateCourseItem[];
  companyCourses: CorporateCourseItem[];
}

/** `POST paymentapi/enroll-single-item` for a corporate member. */
export interface CreditEnrolmentResult {
  enrolmentId: string;
  itemId: string;
  isBundle: boolean;
  courseIds: string[];
  credits: number;
  /** Credits left on the cost centre after it (null for an unlimited one). */
  balance: number | null;
  /** Position of the deduction: `?after=` reads see it. */
  position: string | null;
}

/** What a B2B member sees before confirming an enrolment (`GET paymentapi/credit-quote?itemId=&isBundle=`). */
export interface CreditQuote {
  itemId: string;
  isBundle: boolean;
  credits: number;
  costCentre: { id: string; name: string; balance: number; unlimited: boolean } | null;
  hasLicence: boolean;
  alreadyEnrolled: boolean;
}

/** `GET auditapi/users/{id}/purchases?asOf=`: a learner's history computed from events up to `asOf`. */
export interface AuditPurchasesResponse {
  userId: string;
  asOf: string;
  orders: {
    orderId: string;
    /** The receipt's number once one was issued by then. */
    receiptNo: string | null;
    status: string;
    total: number;
    placedAt: string;
    /** Each line with the title it was sold under. */
    lines: { itemId: string; isBundle: boolean; title: LocalizedText; price: number }[];
  }[];
  enrolments: {
    enrolmentId: string;
    costCentreId: string;
    costCentreName: string | null;
    itemId: string;
    isBundle: boolean;
    /** The course's or bundle's title; null when the catalogue no longer holds it. */
    title: LocalizedText | null;
    credits: number;
    at: string;
    reversed: boolean;
  }[];
  entitlements: {
    courseId: string;
    title: LocalizedText | null;
    source: string;
    /** The order's id, or the enrolment's for access by credits. */
    orderId: string | null;
    /** The order's receipt number (access bought). */
    receiptNo: string | null;
    /** The cost centre that paid (access by credits). */
    costCentreName: string | null;
    grantedAt: string;
    expiresAt: string | null;
  }[];
}

/** A row of the CSV import's preview or refusal: which line and what is wrong with it. */
export interface ImportRowError {
  /** 1-based line in the file, the header being line 1. */
  line: number;
  field: string;
  message: string;
}

/** `POST orgsapi/organizations/{orgId}/employees/import` (with `?dryRun=true`: the preview, nothing changed). */
export interface EmployeeImportResult {
  dryRun: boolean;
  rows: number;
  added: number;
  /** Rows of people already in the organisation whose details the file changes. */
  updated: number;
  unchanged: number;
  errors: ImportRowError[];
}

/** The CSV import's header, in this order (spec's employee information plus the account fields). */
export const EMPLOYEE_IMPORT_COLUMNS = [
  'email',
  'firstName',
  'lastName',
  'department',
  'position',
  'jobGrade',
  'team',
  'businessUnit',
  'location',
  'costCentre',
] as const;
