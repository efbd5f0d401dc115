import type { Locale } from '../i18n/locale.js';
import type {
  ActivationState,
  CourseKind,
  DateRange,
  Dimension,
  FilterMode,
  LearningStage,
  ReportName,
  ReportUserStatus,
  ScheduleFrequency,
  TestResult,
} from '../reports/report-constants.js';

/** `sort` of a report table: react-admin's field and order. */
export interface ReportSort {
  field: string;
  order: 'ASC' | 'DESC';
}

/**
 * The body of `POST reportsapi/{report}` (and of its export and schedules). `from` and `to` are months
 * (`YYYY-MM`) in Range mode; `asOf` a day (`YYYY-MM-DD`): the report answers what was true at its end.
 */
export interface ReportQueryBody {
  organizationId?: string;
  filterMode?: FilterMode;
  dateRange?: DateRange;
  from?: string;
  to?: string;
  asOf?: string;
  dimension?: Dimension;
  departments?: string[];
  contracts?: string[];
  courseTypes?: CourseKind[];
  learningStages?: LearningStage[];
  /** User activation only: the states to list in the detail table. */
  activationStates?: ActivationState[];
  /** Drill-down only: one learner's rows. */
  userId?: string;
  /** A name or email contains this text. */
  search?: string;
  skip?: number;
  take?: number;
  sort?: ReportSort;
}

/** The period a report answered for, resolved on the server (Bangkok months), and its as-of instant. */
export interface ReportPeriod {
  from: string;
  to: string;
  months: string[];
  asOf: string;
}

/** Who a row is about: the organisation's record of them. */
export interface ReportPerson {
  userId: string;
  name: string;
  email: string;
  position: string;
  department: string;
  userStatus: ReportUserStatus;
}

export interface ActivationRow extends ReportPerson {
  month: string;
  activation: ActivationState;
}
export interface ActivationMonth {
  month: string;
  Active: number;
  Inactive: number;
  NotActivated: number;
}
export interface UserActivationResponse {
  period: ReportPeriod;
  data: ActivationRow[];
  totalCount: number;
  chart: ActivationMonth[];
}

export interface LeaderboardRow extends ReportPerson {
  rank: number;
  completedCount: number;
}
export interface TopCourse {
  courseId: string;
  titleEn: string;
  titleTh: string;
  completedCount: number;
}
/** A skill is a course's sub-category: completing a course completes its skill once more. */
export interface TopSkill {
  skillId: string;
  nameEn: string;
  nameTh: string;
  completedCount: number;
}
export interface LearningDashboardResponse {
  period: ReportPeriod;
  data: LeaderboardRow[];
  totalCount: number;
  topCourses: TopCourse[];
  topSkills: TopSkill[];
}

export interface LearnerActivityRow extends ReportPerson {
  logins: number;
  learningSeconds: number;
  coursesStarted: number;
  coursesCompleted: number;
  lastLoginAt: string | null;
  lastActivityAt: string | null;
}
export interface ActivityMonth {
  month: string;
  activeLearners: number;
  logins: number;
  learningSeconds: number;
}
export interface LearnerActivityResponse {
  period: ReportPeriod;
  data: LearnerActivityRow[];
  totalCount: number;
  chart: ActivityMonth[];
}

export interface StageCounts {
  enrolled: number;
  inProgress: number;
  completed: number;
}
/** Spec section 3's learner summary row. */
export interface LearnerSummaryRow extends ReportPerson {
  assignedCount: number;
  assignment: StageCounts;
  nonAssignment: StageCounts;
  totalLearningCourses: number;
  totalLearningSeconds: number;
}
/** The same counts for one value of the chosen dimension (a department, a contract, a course type or a stage). */
export interface SummaryGroupRow {
  key: string;
  learners: number;
  assignedCount: number;
  assignment: StageCounts;
  nonAssignment: StageCounts;
  totalLearningCourses: number;
  totalLearningSeconds: number;
}
export interface LearningSummaryReportResponse {
  period: ReportPeriod;
  dimension: Dimension;
  data: LearnerSummaryRow[];
  totalCount: number;
  groups: SummaryGroupRow[];
}

/** Spec section 3's learning drill-down row. */
export interface DrillDownRow {
  userId: string;
  courseId: string;
  userStatus: ReportUserStatus;
  name: string;
  email: string;
  position: string;
  department: string;
  courseTitleEn: string;
  courseTitleTh: string;
  categoryNameEn: string;
  categoryNameTh: string;
  courseType: CourseKind;
  learningStage: LearningStage;
  enrolledAt: string | null;
  latestActivityAt: string | null;
  completedAt: string | null;
  learningSeconds: number;
  learningHours: number;
  progressPercent: number;
  testResult: TestResult;
  certificateReceived: boolean;
}
export interface DrillDownResponse {
  period: ReportPeriod;
  data: DrillDownRow[];
  totalCount: number;
}

export type ReportResponse = UserActivationResponse | LearningDashboardResponse | LearnerActivityResponse | LearningSummaryReportResponse | DrillDownResponse;

/** `POST reportsapi/schedules`: a report mailed as XLSX to the recipients, weekly (Mondays) or monthly (the 1st). */
export interface CreateReportScheduleBody {
  organizationId?: string;
  report: ReportName;
  query: Omit<ReportQueryBody, 'organizationId' | 'skip' | 'take'>;
  frequency: ScheduleFrequency;
  recipients: string[];
  locale: Locale;
}

export interface ReportScheduleResponse {
  id: string;
  organizationId: string;
  report: ReportName;
  query: Omit<ReportQueryBody, 'organizationId' | 'skip' | 'take'>;
  frequency: ScheduleFrequency;
  recipients: string[];
  locale: Locale;
  createdBy: string;
  createdAt: string;
  nextRunAt: string;
  lastSentAt: string | null;
}
