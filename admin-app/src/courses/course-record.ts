import type { AdminCourseSummary, AuthoringStatus, CourseAuthoringResponse } from '@khru/contracts';

export type CourseStatus = AuthoringStatus;
export const COURSE_STATUSES: readonly CourseStatus[] = ['draft', 'published', 'unpublished'];

/** The list's filters: words in either title, the status and the category. */
export interface CourseFilter {
  q?: string;
  status?: CourseStatus;
  categoryId?: string;
}

/** One row of the admin's course list. */
export type AdminCourseRow = AdminCourseSummary;

/** A course as its author sees it: both languages of every text, the price schedule and the whole curriculum. */
export type AdminCourse = CourseAuthoringResponse;

/** The course's title in the admin's language (the other one when it is empty). */
export const courseTitle = (course: Pick<AdminCourseRow, 'title'>, locale: string): string =>
  (locale === 'th' ? course.title.th || course.title.en : course.title.en || course.title.th) || '';
