import { reportDayOf, type DrillDownResponse, type DrillDownRow, type ReportPeriod, type ReportQueryBody } from '@khru/contracts';
import { certificateHeldAt, countsInPeriod, courseTypeAt, latestActivityAt, progressAt, secondsBy, seenBy, stageAt, testResultAt } from './as-of.js';
import type { OrganisationData } from './organisation-data.js';
import { periodWindow } from './period-window.js';
import { reportPeople, userStatusAt } from './report-person.js';
import { askedSort, byCodePoint, byName, instantValue, orderRows, pageOf, personSortFields, type SortCriterion, type SortFields } from './sort-rows.js';

const FIELDS: SortFields<DrillDownRow> = {
  ...personSortFields<DrillDownRow>(),
  courseId: (r) => r.courseId,
  courseTitleEn: (r) => r.courseTitleEn,
  courseTitleTh: (r) => r.courseTitleTh,
  categoryNameEn: (r) => r.categoryNameEn,
  categoryNameTh: (r) => r.categoryNameTh,
  courseType: (r) => r.courseType,
  learningStage: (r) => r.learningStage,
  enrolledAt: (r) => instantValue(r.enrolledAt),
  latestActivityAt: (r) => instantValue(r.latestActivityAt),
  completedAt: (r) => instantValue(r.completedAt),
  learningSeconds: (r) => r.learningSeconds,
  learningHours: (r) => r.learningHours,
  progressPercent: (r) => r.progressPercent,
  testResult: (r) => r.testResult,
  certificateReceived: (r) => r.certificateReceived,
};
const byCourse: SortCriterion<DrillDownRow> = { value: (r) => r.courseId, descending: false, compare: byCodePoint };

const hours = (seconds: number): number => Math.round((seconds / 3600) * 100) / 100;

/**
 * The Learning Summary drill-down (spec section 3): each enrolment row live in the period, as it stood at the
 * period's end: stage, course type, dates, learning time, progress, test result and certificate; newest activity first.
 */
export function learningSummaryDrillDownReport(data: OrganisationData, query: ReportQueryBody, period: ReportPeriod): DrillDownResponse {
  const asked = askedSort(query.sort, FIELDS);
  const window = periodWindow(period);
  const t = window.end;
  const day = reportDayOf(t);
  const people = reportPeople(data.people, query, data.contractId);
  const types = query.courseTypes && query.courseTypes.length > 0 ? new Set(query.courseTypes) : null;
  const stages = query.learningStages && query.learningStages.length > 0 ? new Set(query.learningStages) : null;

  const rows: DrillDownRow[] = [];
  for (const row of data.enrolments) {
    if (query.userId !== undefined && row.userId !== query.userId) continue;
    const person = people.byId.get(row.userId);
    if (!person || person.addedAt > t || !people.inTable(person) || !countsInPeriod(row, window)) continue;
    const learningStage = stageAt(row, t)!;
    const courseType = courseTypeAt(row, t);
    if ((types !== null && !types.has(courseType)) || (stages !== null && !stages.has(learningStage))) continue;
    const course = data.courses.get(row.courseId);
    const category = course ? data.categories.get(course.categoryId) : undefined;
    const learningSeconds = secondsBy(row, t, day);
    const own = people.fields(person);
    rows.push({
      userId: own.userId,
      courseId: row.courseId,
      userStatus: userStatusAt(person, t),
      name: own.name,
      email: own.email,
      position: own.position,
      department: own.department,
      courseTitleEn: course?.titleEn ?? row.courseId,
      courseTitleTh: course?.titleTh ?? row.courseId,
      categoryNameEn: category?.nameEn ?? '',
      categoryNameTh: category?.nameTh ?? '',
      courseType,
      learningStage,
      enrolledAt: seenBy(row.enrolledAt, t) ?? seenBy(row.assignedAt, t),
      latestActivityAt: latestActivityAt(row, t, day),
      completedAt: seenBy(row.completedAt, t),
      learningSeconds,
      learningHours: hours(learningSeconds),
      progressPercent: progressAt(row, t, course?.lessonCount ?? 0),
      testResult: testResultAt(row, t),
      certificateReceived: certificateHeldAt(row, t),
    });
  }
  return {
    period,
    data: pageOf(orderRows(rows, asked, [{ value: (r) => instantValue(r.latestActivityAt), descending: true }, ...byName<DrillDownRow>(), byCourse]), query),
    totalCount: rows.length,
  };
}
