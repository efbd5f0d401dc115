import type { Locale } from '../i18n/locale.js';
import type { ReportName, ScheduleFrequency } from '../reports/report-constants.js';
import type { ReportQueryBody } from '../http/report.types.js';

/**
 * Collection `report-people` (`_id`: user id): each person an organisation added, with the instants the
 * reports need. Kept to a fixed size whatever the number of events, so a report's cost follows the
 * organisation's size (ADR 26).
 */
export interface ReportPersonDocument {
  _id: string;
  orgId: string;
  email: string;
  firstName: string;
  lastName: string;
  position: string;
  department: string;
  addedAt: string;
  deactivatedAt: string | null;
  /** Absent until the first login: MongoDB's `$min` keeps a stored null, so the earliest-of instants start absent. */
  firstLoginAt?: string | null;
  lastLoginAt: string | null;
  lastActivityAt: string | null;
}
export const REPORT_PEOPLE_COLLECTION = 'report-people';

/**
 * Collection `report-enrolments` (`_id`: `<userId>:<courseId>`): one organisation member in one course,
 * from its assignment or enrolment on. Every stage carries its instant, so the stage as of any date is
 * derived; `secondsByDay` (Bangkok days, `YYYY-MM-DD`) gives the learning time as of a date. The optional
 * instants are the earliest of their events (`$min`, which keeps a stored null), so they are absent until then.
 */
export interface ReportEnrolmentDocument {
  _id: string;
  orgId: string;
  userId: string;
  courseId: string;
  /** The first assignment of the course (or of a bundle holding it) to the person. */
  assignedAt?: string | null;
  /** The earliest due date its assignments gave (absent: none gave one). */
  dueDate?: string | null;
  enrolledAt?: string | null;
  /** The first study (a lesson watched or completed). */
  startedAt?: string | null;
  completedAt?: string | null;
  lastActivityAt: string | null;
  learningSeconds: number;
  secondsByDay: Record<string, number>;
  /** When each lesson was completed (one instant per lesson). */
  lessonsCompletedAt: string[];
  testFirstFailedAt?: string | null;
  testPassedAt?: string | null;
  certificateAt?: string | null;
  /** The course certificate's id, so its revocation finds the row. */
  certificateId?: string;
  certificateRevokedAt: string | null;
}
export const REPORT_ENROLMENTS_COLLECTION = 'report-enrolments';

/**
 * Collection `report-activity` (`_id`: `<userId>:<YYYY-MM>`): one person's logins and learning time in one
 * Bangkok month, with the same per day (`days`, keyed by day of month `01`..`31`) for as-of dates.
 * Login events do not name an organisation, so every account has these; reports keep their organisation's.
 */
export interface ReportActivityDocument {
  _id: string;
  userId: string;
  month: string;
  logins: number;
  learningSeconds: number;
  days: Record<string, { logins?: number; seconds?: number }>;
  lastActivityAt: string | null;
}
export const REPORT_ACTIVITY_COLLECTION = 'report-activity';

/** Collection `report-schedules`: the organisation's scheduled report mails (`_id`: schedule id). */
export interface ReportScheduleDocument {
  _id: string;
  orgId: string;
  report: ReportName;
  query: Omit<ReportQueryBody, 'organizationId' | 'skip' | 'take'>;
  frequency: ScheduleFrequency;
  recipients: string[];
  locale: Locale;
  createdBy: string;
  createdAt: string;
  nextRunAt: string;
  lastSentAt: string | null;
  cancelledAt: string | null;
}
export const REPORT_SCHEDULES_COLLECTION = 'report-schedules';
