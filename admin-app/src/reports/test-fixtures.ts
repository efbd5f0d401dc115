import type {
  DrillDownResponse,
  LearnerActivityResponse,
  LearningDashboardResponse,
  LearningSummaryReportResponse,
  ReportName,
  ReportPeriod,
  ReportPerson,
  ReportResponse,
  ReportScheduleResponse,
  UserActivationResponse,
} from '@khru/contracts';

/** Answers of a demo organisation's reports for May 2026, as the API gives them. */
export const PERIOD: ReportPeriod = { from: '2026-05', to: '2026-05', months: ['2026-05'], asOf: '2026-05-31T16:59:59.999Z' };

export const SOMCHAI: ReportPerson = {
  userId: 'u-somchai',
  name: 'Somchai Jaidee',
  email: 'somchai@siamfreight.example',
  position: 'Forklift driver',
  department: 'Operations',
  userStatus: 'Active',
};

export const MALEE: ReportPerson = {
  userId: 'u-malee',
  name: 'Malee Srisuk',
  email: 'malee@siamfreight.example',
  position: 'Accountant',
  department: 'Finance',
  userStatus: 'Expired',
};

export const USER_ACTIVATION: UserActivationResponse = {
  period: PERIOD,
  data: [
    { ...SOMCHAI, month: '2026-05', activation: 'Active' },
    { ...MALEE, month: '2026-05', activation: 'NotActivated' },
  ],
  totalCount: 23,
  chart: [{ month: '2026-05', Active: 12, Inactive: 3, NotActivated: 8 }],
};

export const LEARNING_DASHBOARD: LearningDashboardResponse = {
  period: PERIOD,
  data: [{ ...SOMCHAI, rank: 1, completedCount: 4 }],
  totalCount: 1,
  topCourses: [{ courseId: 'forklift-safety', titleEn: 'Forklift safety', titleTh: 'ความปลอดภัยในการขับรถยก', completedCount: 7 }],
  topSkills: [{ skillId: 'safety', nameEn: 'Workplace safety', nameTh: 'ความปลอดภัยในที่ทำงาน', completedCount: 9 }],
};

export const LEARNER_ACTIVITY: LearnerActivityResponse = {
  period: PERIOD,
  data: [
    {
      ...SOMCHAI,
      logins: 14,
      learningSeconds: 5400,
      coursesStarted: 2,
      coursesCompleted: 1,
      lastLoginAt: '2026-05-30T02:00:00.000Z',
      lastActivityAt: '2026-05-30T03:00:00.000Z',
    },
  ],
  totalCount: 1,
  chart: [{ month: '2026-05', activeLearners: 12, logins: 80, learningSeconds: 36000 }],
};

export const LEARNING_SUMMARY: LearningSummaryReportResponse = {
  period: PERIOD,
  dimension: 'DEPARTMENT',
  data: [
    {
      ...SOMCHAI,
      assignedCount: 3,
      assignment: { enrolled: 1, inProgress: 1, completed: 1 },
      nonAssignment: { enrolled: 0, inProgress: 0, completed: 2 },
      totalLearningCourses: 5,
      totalLearningSeconds: 7200,
    },
  ],
  totalCount: 1,
  groups: [
    {
      key: 'Operations',
      learners: 6,
      assignedCount: 10,
      assignment: { enrolled: 2, inProgress: 3, completed: 5 },
      nonAssignment: { enrolled: 1, inProgress: 0, completed: 4 },
      totalLearningCourses: 15,
      totalLearningSeconds: 90000,
    },
  ],
};

export const DRILL_DOWN: DrillDownResponse = {
  period: PERIOD,
  data: [
    {
      userId: SOMCHAI.userId,
      courseId: 'forklift-safety',
      userStatus: 'Active',
      name: SOMCHAI.name,
      email: SOMCHAI.email,
      position: SOMCHAI.position,
      department: SOMCHAI.department,
      courseTitleEn: 'Forklift safety',
      courseTitleTh: 'ความปลอดภัยในการขับรถยก',
      categoryNameEn: 'Safety',
      categoryNameTh: 'ความปลอดภัย',
      courseType: 'assignment',
      learningStage: 3,
      enrolledAt: '2026-05-02T03:00:00.000Z',
      latestActivityAt: '2026-05-20T03:00:00.000Z',
      completedAt: '2026-05-20T03:00:00.000Z',
      learningSeconds: 9000,
      learningHours: 2.5,
      progressPercent: 100,
      testResult: 'Passed',
      certificateReceived: true,
    },
  ],
  totalCount: 1,
};

export const ANSWERS: Record<ReportName, ReportResponse> = {
  'user-activation': USER_ACTIVATION,
  'learning-dashboard': LEARNING_DASHBOARD,
  'learner-activity': LEARNER_ACTIVITY,
  'learning-summary': LEARNING_SUMMARY,
  'learning-summary-drill-down': DRILL_DOWN,
};

export const WEEKLY_SCHEDULE: ReportScheduleResponse = {
  id: 'sched-1',
  organizationId: 'org-siam',
  report: 'learner-activity',
  query: { filterMode: 'List', dateRange: 1 },
  frequency: 'weekly',
  recipients: ['hr@siamfreight.example'],
  locale: 'en',
  createdBy: 'u-admin',
  createdAt: '2026-05-01T03:00:00.000Z',
  nextRunAt: '2026-06-01T00:00:00.000Z',
  lastSentAt: null,
};
