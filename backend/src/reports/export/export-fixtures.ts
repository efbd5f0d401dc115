import type { DrillDownResponse, LearningDashboardResponse, LearningSummaryReportResponse, ReportPeriod } from '@khru/contracts';

/** Report answers for the export specs: Thai names, a formula-looking name, hours with many decimals. */

export const period: ReportPeriod = { from: '2026-10', to: '2026-11', months: ['2026-10', '2026-11'], asOf: '2026-11-25T16:59:59.999Z' };

const somchai = {
  userId: 'u1',
  name: 'สมชาย ใจดี',
  email: 'somchai@siam.example',
  position: 'พนักงานขับรถ',
  department: 'ขนส่ง',
  userStatus: 'Active' as const,
};
const ann = { userId: 'u2', name: '=HYPERLINK("x")', email: 'ann@siam.example', position: 'Clerk', department: 'Finance', userStatus: 'Expired' as const };

export const drillDown: DrillDownResponse = {
  period,
  totalCount: 2,
  data: [
    {
      ...somchai,
      courseId: 'c1',
      courseTitleEn: 'Safe driving',
      courseTitleTh: 'การขับขี่อย่างปลอดภัย',
      categoryNameEn: 'Logistics',
      categoryNameTh: 'โลจิสติกส์',
      courseType: 'assignment',
      learningStage: 3,
      // 00:30 Bangkok on 3 November is still the 2nd in UTC: the file says the 3rd.
      enrolledAt: '2026-11-01T16:30:00.000Z',
      latestActivityAt: '2026-11-02T17:30:00.000Z',
      completedAt: '2026-11-02T17:30:00.000Z',
      learningSeconds: 5405,
      learningHours: 1.5,
      progressPercent: 100,
      testResult: 'Passed',
      certificateReceived: true,
    },
    {
      ...ann,
      courseId: 'c2',
      courseTitleEn: 'Spreadsheets',
      courseTitleTh: '',
      categoryNameEn: 'Office',
      categoryNameTh: 'สำนักงาน',
      courseType: 'nonAssignment',
      learningStage: 1,
      enrolledAt: '2026-10-05T03:00:00.000Z',
      latestActivityAt: null,
      completedAt: null,
      learningSeconds: 0,
      learningHours: 0,
      progressPercent: 0,
      testResult: 'Unspecified',
      certificateReceived: false,
    },
  ],
};

export const dashboard: LearningDashboardResponse = {
  period,
  totalCount: 1,
  data: [{ ...somchai, rank: 1, completedCount: 4 }],
  topCourses: [
    { courseId: 'c1', titleEn: 'Safe driving', titleTh: 'การขับขี่อย่างปลอดภัย', completedCount: 4 },
    { courseId: 'c3', titleEn: 'First aid', titleTh: 'การปฐมพยาบาล', completedCount: 2 },
  ],
  topSkills: [{ skillId: 's1', nameEn: 'Driving', nameTh: 'การขับรถ', completedCount: 4 }],
};

const counts = (enrolled: number, inProgress: number, completed: number) => ({ enrolled, inProgress, completed });
export const summary: LearningSummaryReportResponse = {
  period,
  dimension: 'COURSE_TYPE',
  totalCount: 1,
  data: [
    {
      ...somchai,
      assignedCount: 2,
      assignment: counts(0, 1, 1),
      nonAssignment: counts(1, 0, 0),
      totalLearningCourses: 3,
      totalLearningSeconds: 7200,
    },
  ],
  groups: [
    {
      key: 'assignment',
      learners: 1,
      assignedCount: 2,
      assignment: counts(0, 1, 1),
      nonAssignment: counts(0, 0, 0),
      totalLearningCourses: 2,
      totalLearningSeconds: 5400,
    },
    {
      key: 'nonAssignment',
      learners: 1,
      assignedCount: 0,
      assignment: counts(0, 0, 0),
      nonAssignment: counts(1, 0, 0),
      totalLearningCourses: 1,
      totalLearningSeconds: 1800,
    },
  ],
};
