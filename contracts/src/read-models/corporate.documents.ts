import type { ItemRef } from '../events/commerce/cart.events.js';
import type { EmployeeRecord, OrganisationContract } from '../events/corporate/organisation.events.js';
import type { LicenceCoverage } from '../events/corporate/licence.events.js';

/** Collection `organisations`. */
export interface OrganisationDocument {
  _id: string;
  name: { en: string; th: string };
  taxId: string;
  address: string;
  contract: OrganisationContract;
  employeeCount: number;
  activeEmployeeCount: number;
  createdAt: string;
}
export const ORGANISATIONS_COLLECTION = 'organisations';

/** Collection `employees`: one document per person an organisation added (`_id`: their user id). */
export interface EmployeeDocument extends Omit<EmployeeRecord, 'userId'> {
  _id: string;
  orgId: string;
  active: boolean;
  addedAt: string;
  deactivatedAt: string | null;
}
export const EMPLOYEES_COLLECTION = 'employees';

/** Collection `cost-centres`: each cost centre's balance today. */
export interface CostCentreDocument {
  _id: string;
  orgId: string;
  code: string;
  name: string;
  unlimited: boolean;
  /** Credits left (for an unlimited one: deposits and transfers in less what went out; not checked). */
  balance: number;
  /** Credits spent on enrolments, less reversals. */
  used: number;
  deposited: number;
  expiresAt: string;
  expired: boolean;
  openedAt: string;
}
export const COST_CENTRES_COLLECTION = 'cost-centres';

/** Collection `credit-enrolments`: each enrolment by credits (`_id`: the enrolment id). */
export interface CreditEnrolmentDocument {
  _id: string;
  orgId: string;
  costCentreId: string;
  userId: string;
  itemId: string;
  isBundle: boolean;
  courseIds: string[];
  amount: number;
  at: string;
  reversedAt: string | null;
}
export const CREDIT_ENROLMENTS_COLLECTION = 'credit-enrolments';

/** Collection `credit-prices` (`_id`: the course or bundle id). */
export interface CreditPriceDocument {
  _id: string;
  isBundle: boolean;
  credits: number;
  setAt: string;
}
export const CREDIT_PRICES_COLLECTION = 'credit-prices';

/** Collection `licences`: each licence pool and the people holding its seats today. */
export interface LicenceDocument {
  _id: string;
  orgId: string;
  name: string;
  seats: number;
  validFrom: string;
  validUntil: string;
  coverage: LicenceCoverage;
  holders: string[];
  createdAt: string;
}
export const LICENCES_COLLECTION = 'licences';

/** Collection `assignments` (`_id`: the assignment id). */
export interface AssignmentDocument {
  _id: string;
  orgId: string;
  item: ItemRef;
  userIds: string[];
  department: string | null;
  dueDate: string | null;
  by: string;
  at: string;
}
export const ASSIGNMENTS_COLLECTION = 'assignments';
