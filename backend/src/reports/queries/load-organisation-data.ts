import {
  CATEGORIES_COLLECTION,
  COURSES_COLLECTION,
  ORGANISATIONS_COLLECTION,
  REPORT_ACTIVITY_COLLECTION,
  REPORT_ENROLMENTS_COLLECTION,
  REPORT_PEOPLE_COLLECTION,
  type CategoryDocument,
  type CourseDocument,
  type OrganisationDocument,
  type ReportPersonDocument,
} from '@khru/contracts';
import type { DocumentStore, ProjectionSpec } from '@khru/platform';
import type { CatalogueName, OrganisationData, ReportActivityRow, ReportCourse, ReportEnrolmentRow } from './organisation-data.js';

/**
 * What a report reads besides the organisation's people: the enrolment rows (with the lessons' instants when
 * it shows progress, and the learning seconds per day only for the rows still studied after `daysAfter`, the
 * instant the report looks back to), the activity of the period's months (with the days of `daysIn` only), and
 * the catalogue's names.
 */
export interface DataNeeds {
  enrolments: false | { daysAfter: string | null; lessons: boolean };
  activity: false | { daysIn: string[] };
  catalogue: boolean;
}

type CourseFields = Pick<CourseDocument, '_id' | 'titleEn' | 'titleTh' | 'categoryId' | 'subCategoryId' | 'lessonCount'>;

async function enrolmentsOf(documents: DocumentStore, orgId: string, needs: DataNeeds['enrolments']): Promise<ReportEnrolmentRow[]> {
  if (!needs) return [];
  const collection = documents.collection<ReportEnrolmentRow>(REPORT_ENROLMENTS_COLLECTION);
  const left: ProjectionSpec = needs.lessons ? { secondsByDay: 0 } : { secondsByDay: 0, lessonsCompletedAt: 0 };
  const [rows, studiedLater] = await Promise.all([
    collection.find({ orgId }, { projection: left }).toArray(),
    needs.daysAfter === null ? [] : collection.find({ orgId, lastActivityAt: { $gt: needs.daysAfter } }, { projection: { secondsByDay: 1 } }).toArray(),
  ]);
  // A row last studied by then has all its time by then (its total); the others need their days.
  const days = new Map(studiedLater.map((row) => [row._id, row.secondsByDay]));
  for (const row of rows) {
    const own = days.get(row._id);
    if (own) row.secondsByDay = own;
  }
  return rows;
}

/** Login documents name no organisation, so a report reads its months whole and keeps its organisation's people. */
async function activityOf(documents: DocumentStore, months: string[], needs: DataNeeds['activity']): Promise<ReportActivityRow[]> {
  if (!needs || months.length === 0) return [];
  const collection = documents.collection<ReportActivityRow>(REPORT_ACTIVITY_COLLECTION);
  const withDays = months.filter((month) => needs.daysIn.includes(month));
  const totalsOnly = months.filter((month) => !needs.daysIn.includes(month));
  const [totals, days] = await Promise.all([
    totalsOnly.length > 0 ? collection.find({ month: { $in: totalsOnly } }, { projection: { days: 0 } }).toArray() : [],
    withDays.length > 0 ? collection.find({ month: { $in: withDays } }).toArray() : [],
  ]);
  return [...totals, ...days];
}

async function catalogueOf(documents: DocumentStore, needed: boolean): Promise<Pick<OrganisationData, 'courses' | 'categories' | 'skills'>> {
  const courses = new Map<string, ReportCourse>();
  const categories = new Map<string, CatalogueName>();
  const skills = new Map<string, CatalogueName>();
  if (!needed) return { courses, categories, skills };
  const projection = { titleEn: 1, titleTh: 1, categoryId: 1, subCategoryId: 1, lessonCount: 1 } satisfies ProjectionSpec;
  const [courseDocs, categoryDocs] = await Promise.all([
    documents.collection<CourseFields>(COURSES_COLLECTION).find({}, { projection }).toArray(),
    documents.collection<CategoryDocument>(CATEGORIES_COLLECTION).find({}).toArray(),
  ]);
  for (const c of courseDocs) {
    courses.set(c._id, {
      titleEn: c.titleEn,
      titleTh: c.titleTh,
      categoryId: c.categoryId,
      subCategoryId: c.subCategoryId ?? null,
      lessonCount: c.lessonCount ?? 0,
    });
  }
  for (const category of categoryDocs) {
    categories.set(category._id, { nameEn: category.name.en, nameTh: category.name.th });
    for (const sub of category.subCategories) skills.set(sub.id, { nameEn: sub.name.en, nameTh: sub.name.th });
  }
  return { courses, categories, skills };
}

/**
 * Reads, once per report request, the documents the report needs of one organisation; the report then
 * computes in plain loops over them (ADR 26: its cost follows the organisation's size, not the events).
 */
export async function loadOrganisationData(documents: DocumentStore, orgId: string, months: string[], needs: DataNeeds): Promise<OrganisationData> {
  const [organisation, people, enrolments, activity, catalogue] = await Promise.all([
    documents.collection<OrganisationDocument>(ORGANISATIONS_COLLECTION).findOne({ _id: orgId }, { projection: { contract: 1 } }),
    documents.collection<ReportPersonDocument>(REPORT_PEOPLE_COLLECTION).find({ orgId }).toArray(),
    enrolmentsOf(documents, orgId, needs.enrolments),
    activityOf(documents, months, needs.activity),
    catalogueOf(documents, needs.catalogue),
  ]);
  const members = new Set(people.map((p) => p._id));
  return {
    contractId: organisation?.contract.id ?? '',
    people,
    enrolments,
    activity: activity.filter((doc) => members.has(doc.userId)),
    ...catalogue,
  };
}
