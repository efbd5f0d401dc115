import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  ASSIGNMENTS_COLLECTION,
  BUNDLES_COLLECTION,
  COST_CENTRES_COLLECTION,
  COURSES_COLLECTION,
  CREDIT_ENROLMENTS_COLLECTION,
  EMPLOYEES_COLLECTION,
  ORGANISATIONS_COLLECTION,
  type AssignmentDocument,
  type BundleDocument,
  type CorporateCourseItem,
  type CostCentreDocument,
  type CourseDocument,
  type CreditEnrolmentDocument,
  type EmployeeDocument,
  type EmployeeProfileResponse,
  type ItemRef,
  type LocalizedText,
  type Locale,
  type OrganisationDocument,
} from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { GetEmployeeProfileQuery } from './get-employee-profile.query.js';

type Shown = { name: LocalizedText; imageUrl: string | null };
const keyOf = (item: ItemRef) => `${item.isBundle ? 'bundle' : 'course'}:${item.itemId}`;

/**
 * The employee record of spec section 2 (company, department, position, job grade, team, business
 * unit, location) with the profile's banner figures: their cost centre's credits (none until it
 * has a cost centre), the credits their own enrolments used, the courses assigned to them (each
 * once, with the latest assignment's due date) and the company courses they enrolled in by credits.
 */
@QueryHandler(GetEmployeeProfileQuery)
export class GetEmployeeProfileHandler implements IQueryHandler<GetEmployeeProfileQuery, EmployeeProfileResponse> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ userId, locale }: GetEmployeeProfileQuery): Promise<EmployeeProfileResponse> {
    const employee = await this.documents.collection<EmployeeDocument>(EMPLOYEES_COLLECTION).findOne({ _id: userId });
    if (!employee) throw DomainError.notFound();
    const [organisation, costCentre, enrolments, assignments] = await Promise.all([
      this.documents.collection<OrganisationDocument>(ORGANISATIONS_COLLECTION).findOne({ _id: employee.orgId }),
      employee.costCentreId ? this.documents.collection<CostCentreDocument>(COST_CENTRES_COLLECTION).findOne({ _id: employee.costCentreId }) : null,
      this.documents
        .collection<CreditEnrolmentDocument>(CREDIT_ENROLMENTS_COLLECTION)
        .find({ userId, reversedAt: null }, { sort: { at: -1 } })
        .toArray(),
      this.documents
        .collection<AssignmentDocument>(ASSIGNMENTS_COLLECTION)
        .find({ orgId: employee.orgId, userIds: userId }, { sort: { at: -1 } })
        .toArray(),
    ]);
    if (!organisation) throw DomainError.notFound();
    const shown = await this.shownItems([...assignments.map((a) => a.item), ...enrolments.map((e) => ({ itemId: e.itemId, isBundle: e.isBundle }))], locale);
    const enrolledAt = new Map(enrolments.map((e) => [keyOf(e), e.at]));
    const dueDate = new Map<string, string | null>();
    for (const assignment of assignments) if (!dueDate.has(keyOf(assignment.item))) dueDate.set(keyOf(assignment.item), assignment.dueDate);
    const item = (ref: ItemRef): CorporateCourseItem[] => {
      const found = shown.get(keyOf(ref));
      return found
        ? [{ itemId: ref.itemId, isBundle: ref.isBundle, ...found, dueDate: dueDate.get(keyOf(ref)) ?? null, enrolledAt: enrolledAt.get(keyOf(ref)) ?? null }]
        : [];
    };
    const once = (refs: ItemRef[]) => [...new Map(refs.map((ref) => [keyOf(ref), ref])).values()];
    return {
      userId,
      orgId: employee.orgId,
      company: organisation.name,
      email: employee.email,
      firstName: employee.firstName,
      lastName: employee.lastName,
      role: employee.role,
      department: employee.department,
      position: employee.position,
      jobGrade: employee.jobGrade,
      team: employee.team,
      businessUnit: employee.businessUnit,
      location: employee.location,
      active: employee.active,
      credits: costCentre
        ? { costCentreId: costCentre._id, name: costCentre.name, balance: costCentre.balance, used: costCentre.used, unlimited: costCentre.unlimited }
        : null,
      creditsUsedByMe: enrolments.reduce((sum, e) => sum + e.amount, 0),
      assigned: once(assignments.map((a) => a.item)).flatMap(item),
      companyCourses: once(enrolments.map((e) => ({ itemId: e.itemId, isBundle: e.isBundle }))).flatMap(item),
    };
  }

  /** Names and pictures from the catalogue's read models; an item they no longer hold is left out. */
  private async shownItems(items: ItemRef[], locale: Locale): Promise<Map<string, Shown>> {
    const courseIds = [...new Set(items.filter((i) => !i.isBundle).map((i) => i.itemId))];
    const bundleIds = [...new Set(items.filter((i) => i.isBundle).map((i) => i.itemId))];
    const [courses, bundles] = await Promise.all([
      courseIds.length === 0
        ? []
        : this.documents
            .collection<CourseDocument>(COURSES_COLLECTION)
            .find({ _id: { $in: courseIds } }, { projection: { title: 1, thumbnailUrl: 1 } })
            .toArray(),
      bundleIds.length === 0
        ? []
        : this.documents
            .collection<BundleDocument>(BUNDLES_COLLECTION)
            .find({ _id: { $in: bundleIds } }, { projection: { name: 1, thumbnailUrl: 1 } })
            .toArray(),
    ]);
    const other: Locale = locale === 'th' ? 'en' : 'th';
    return new Map<string, Shown>([
      ...courses.map((c): [string, Shown] => [keyOf({ itemId: c._id, isBundle: false }), { name: c.title, imageUrl: c.thumbnailUrl }]),
      ...bundles.map((b): [string, Shown] => [
        keyOf({ itemId: b._id, isBundle: true }),
        { name: b.name, imageUrl: b.thumbnailUrl[locale] ?? b.thumbnailUrl[other] },
      ]),
    ]);
  }
}
