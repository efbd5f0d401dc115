import type { ReportActivityDocument, ReportEnrolmentDocument, ReportPersonDocument } from '@khru/contracts';

/** What a report needs of a course: its titles, category, skill (sub-category) and number of lessons. */
export interface ReportCourse {
  titleEn: string;
  titleTh: string;
  categoryId: string;
  subCategoryId: string | null;
  lessonCount: number;
}

/** A category's or a skill's names. */
export interface CatalogueName {
  nameEn: string;
  nameTh: string;
}

/**
 * An enrolment row as a report loads it: reports that do not need the learning time per day or the
 * lessons leave them out of the read.
 */
export type ReportEnrolmentRow = Omit<ReportEnrolmentDocument, 'secondsByDay' | 'lessonsCompletedAt'> &
  Partial<Pick<ReportEnrolmentDocument, 'secondsByDay' | 'lessonsCompletedAt'>>;

/** A person's month of activity; read without its days when the month's totals are the answer. */
export type ReportActivityRow = Omit<ReportActivityDocument, 'days'> & Partial<Pick<ReportActivityDocument, 'days'>>;

/**
 * One organisation's documents, read once per report request: its people, their enrolment rows, their
 * activity in the period's months, and the catalogue names the rows show.
 */
export interface OrganisationData {
  contractId: string;
  people: ReportPersonDocument[];
  enrolments: ReportEnrolmentRow[];
  activity: ReportActivityRow[];
  courses: Map<string, ReportCourse>;
  categories: Map<string, CatalogueName>;
  skills: Map<string, CatalogueName>;
}
