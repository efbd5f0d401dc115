/** Spec section 3's report constants, shared by the server, the admin app and the learner app. */

/** The report types of the spec (the names the product used); each report path maps to one. */
export const REPORT_TYPES = ['USER_ACTIVATION_REPORT', 'LEARNING_DASHBOARD_REPORT', 'LEARNER_ACTIVITY_REPORT', 'LEARNING_SUMMARY'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** The paths of `POST reportsapi/{report}`. */
export const REPORT_NAMES = ['user-activation', 'learning-dashboard', 'learner-activity', 'learning-summary', 'learning-summary-drill-down'] as const;
export type ReportName = (typeof REPORT_NAMES)[number];
export const isReportName = (value: unknown): value is ReportName => (REPORT_NAMES as readonly unknown[]).includes(value);

export const REPORT_TYPE_OF: Record<ReportName, ReportType> = {
  'user-activation': 'USER_ACTIVATION_REPORT',
  'learning-dashboard': 'LEARNING_DASHBOARD_REPORT',
  'learner-activity': 'LEARNER_ACTIVITY_REPORT',
  'learning-summary': 'LEARNING_SUMMARY',
  'learning-summary-drill-down': 'LEARNING_SUMMARY',
};

/** List: one of the named date ranges; Range: a from-month and a to-month. */
export const FILTER_MODES = ['List', 'Range'] as const;
export type FilterMode = (typeof FILTER_MODES)[number];

export const DATE_RANGES = { ThisMonth: 1, LastMonth: 2, ThisYear: 3, LastYear: 4 } as const;
export type DateRange = (typeof DATE_RANGES)[keyof typeof DATE_RANGES];
export const DATE_RANGE_VALUES: readonly DateRange[] = Object.values(DATE_RANGES);

/** What a summary groups its rows by. */
export const DIMENSIONS = ['CONTRACT', 'COURSE_TYPE', 'DEPARTMENT', 'LEARNING_STAGE'] as const;
export type Dimension = (typeof DIMENSIONS)[number];

/** Whether the organisation assigned the course to the learner, or the learner chose it. */
export const COURSE_KINDS = ['assignment', 'nonAssignment'] as const;
export type CourseKind = (typeof COURSE_KINDS)[number];

export const LEARNING_STAGES = { Enrolled: 1, InProgress: 2, Completed: 3 } as const;
export type LearningStage = (typeof LEARNING_STAGES)[keyof typeof LEARNING_STAGES];
export const LEARNING_STAGE_VALUES: readonly LearningStage[] = Object.values(LEARNING_STAGES);

/**
 * A person's activation in a month (docs/adr/0026): Not-Activated, never logged in by the month's end;
 * Active, logged in during the month; Inactive, logged in before but not during the month.
 */
export const ACTIVATION_STATES = ['Active', 'Inactive', 'NotActivated'] as const;
export type ActivationState = (typeof ACTIVATION_STATES)[number];

/** Active: the organisation's record of the person is active; Expired: it was deactivated. */
export const REPORT_USER_STATUSES = ['Active', 'Expired'] as const;
export type ReportUserStatus = (typeof REPORT_USER_STATUSES)[number];

export const TEST_RESULTS = ['Passed', 'Failed', 'Unspecified'] as const;
export type TestResult = (typeof TEST_RESULTS)[number];

export const REPORT_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ReportExportFormat = (typeof REPORT_EXPORT_FORMATS)[number];

export const SCHEDULE_FREQUENCIES = ['weekly', 'monthly'] as const;
export type ScheduleFrequency = (typeof SCHEDULE_FREQUENCIES)[number];

/** Spec section 9 (page size, top lists) and the limits the API keeps. */
export const REPORT_RULES = {
  pageSize: 10,
  topListSize: 10,
  maxTake: 100,
  /** The longest Range a report answers for. */
  maxRangeMonths: 24,
  /** The largest table an export writes. */
  maxExportRows: 50_000,
  maxScheduleRecipients: 10,
  maxSchedulesPerOrganisation: 20,
  /** Scheduled reports go out at this hour, Bangkok time (Monday for weekly, the 1st for monthly). */
  scheduleHourBangkok: 7,
} as const;

/** Reports count months and days in Bangkok time, as the organisations read them. */
export const REPORT_TIME_ZONE = 'Asia/Bangkok';
