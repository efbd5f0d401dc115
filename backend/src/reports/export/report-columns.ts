import {
  pickLocalized,
  reportDayOf,
  type ActivationRow,
  type Dimension,
  type DrillDownResponse,
  type DrillDownRow,
  type LeaderboardRow,
  type LearnerActivityResponse,
  type LearnerActivityRow,
  type LearnerSummaryRow,
  type LearningDashboardResponse,
  type LearningStage,
  type LearningSummaryReportResponse,
  type Locale,
  type LocalizedText,
  type ReportName,
  type ReportPerson,
  type ReportResponse,
  type StageCounts,
  type SummaryGroupRow,
  type TopCourse,
  type TopSkill,
  type UserActivationResponse,
} from '@khru/contracts';
import type { Cell, ColumnKind, ExportTable } from './export-document.js';
import { ACTIVATION_WORDS, CERTIFICATE_WORDS, COURSE_KIND_WORDS, DIMENSION_WORDS, STAGE_WORDS, TEST_RESULT_WORDS, USER_STATUS_WORDS } from './export-words.js';

/** One column of an exported table: its header in both languages, its kind, and how a row gives its cell. */
export interface ReportColumn<Row> {
  key: string;
  header: LocalizedText;
  kind: ColumnKind;
  value(row: Row, locale: Locale): Cell;
}

const column = <Row>(key: string, header: LocalizedText, kind: ColumnKind, value: (row: Row, locale: Locale) => Cell): ReportColumn<Row> => ({
  key,
  header,
  kind,
  value,
});

/** An instant as its Bangkok day, the way the reports count days. */
const day = (instant: string | null): string | null => (instant ? reportDayOf(instant) : null);
const hours = (seconds: number): number => Math.round((seconds / 3600) * 100) / 100;

// ---- People -----------------------------------------------------------------------------------

const name = column<ReportPerson>('name', { en: 'Name', th: 'ชื่อ' }, 'text', (r) => r.name);
const email = column<ReportPerson>('email', { en: 'Email', th: 'อีเมล' }, 'text', (r) => r.email);
const position = column<ReportPerson>('position', { en: 'Position', th: 'ตำแหน่ง' }, 'text', (r) => r.position);
const department = column<ReportPerson>('department', { en: 'Department', th: 'แผนก' }, 'text', (r) => r.department);
const userStatus = column<Pick<ReportPerson, 'userStatus'>>(
  'userStatus',
  { en: 'User status', th: 'สถานะผู้ใช้' },
  'text',
  (r, l) => USER_STATUS_WORDS[r.userStatus][l],
);
const person = [name, email, position, department] as const;

// ---- User activation --------------------------------------------------------------------------

export const ACTIVATION_COLUMNS: ReportColumn<ActivationRow>[] = [
  column('month', { en: 'Month', th: 'เดือน' }, 'text', (r) => r.month),
  userStatus,
  column('activation', { en: 'Activation', th: 'การเปิดใช้งาน' }, 'text', (r, l) => ACTIVATION_WORDS[r.activation][l]),
  email,
  name,
  position,
  department,
];

// ---- Learning dashboard -----------------------------------------------------------------------

export const LEADERBOARD_COLUMNS: ReportColumn<LeaderboardRow>[] = [
  column('rank', { en: 'Rank', th: 'อันดับ' }, 'integer', (r) => r.rank),
  ...person,
  column('completedCount', { en: 'Completed courses', th: 'จำนวนคอร์สที่เรียนจบ' }, 'integer', (r) => r.completedCount),
];

const completions = { en: 'Completions', th: 'จำนวนครั้งที่เรียนจบ' };
type Ranked<T> = T & { rank: number };
const rank = column<{ rank: number }>('rank', { en: 'Rank', th: 'อันดับ' }, 'integer', (r) => r.rank);

export const TOP_COURSE_COLUMNS: ReportColumn<Ranked<TopCourse>>[] = [
  rank,
  column('course', { en: 'Course', th: 'คอร์ส' }, 'text', (r, l) => pickLocalized({ en: r.titleEn, th: r.titleTh }, l)),
  column('completedCount', completions, 'integer', (r) => r.completedCount),
];

export const TOP_SKILL_COLUMNS: ReportColumn<Ranked<TopSkill>>[] = [
  rank,
  column('skill', { en: 'Skill', th: 'ทักษะ' }, 'text', (r, l) => pickLocalized({ en: r.nameEn, th: r.nameTh }, l)),
  column('completedCount', completions, 'integer', (r) => r.completedCount),
];

// ---- Learner activity -------------------------------------------------------------------------

export const LEARNER_ACTIVITY_COLUMNS: ReportColumn<LearnerActivityRow>[] = [
  ...person,
  userStatus,
  column('logins', { en: 'Logins', th: 'จำนวนครั้งที่เข้าสู่ระบบ' }, 'integer', (r) => r.logins),
  column('learningHours', { en: 'Learning hours', th: 'ชั่วโมงเรียน' }, 'hours', (r) => hours(r.learningSeconds)),
  column('coursesStarted', { en: 'Courses started', th: 'คอร์สที่เริ่มเรียน' }, 'integer', (r) => r.coursesStarted),
  column('coursesCompleted', { en: 'Courses completed', th: 'คอร์สที่เรียนจบ' }, 'integer', (r) => r.coursesCompleted),
  column('lastLoginAt', { en: 'Last login', th: 'เข้าสู่ระบบล่าสุด' }, 'date', (r) => day(r.lastLoginAt)),
  column('lastActivityAt', { en: 'Last activity', th: 'กิจกรรมล่าสุด' }, 'date', (r) => day(r.lastActivityAt)),
];

// ---- Learning summary -------------------------------------------------------------------------

type SummaryCounts = Omit<SummaryGroupRow, 'key' | 'learners'>;
const STAGE_KEYS: [keyof StageCounts, LearningStage][] = [
  ['enrolled', 1],
  ['inProgress', 2],
  ['completed', 3],
];
const KIND_PREFIX = { assignment: { en: 'Assignment', th: 'มอบหมาย' }, nonAssignment: { en: 'Non-assignment', th: 'ไม่ได้มอบหมาย' } };
const summaryCounts: ReportColumn<SummaryCounts>[] = [
  column('assignedCount', { en: 'Assigned', th: 'ได้รับมอบหมาย' }, 'integer', (r) => r.assignedCount),
  ...(['assignment', 'nonAssignment'] as const).flatMap((kind) =>
    STAGE_KEYS.map(([stage, value]) =>
      column<SummaryCounts>(
        `${kind}.${stage}`,
        { en: `${KIND_PREFIX[kind].en}: ${STAGE_WORDS[value].en.toLowerCase()}`, th: `${KIND_PREFIX[kind].th}: ${STAGE_WORDS[value].th}` },
        'integer',
        (r) => r[kind][stage],
      ),
    ),
  ),
  column('totalLearningCourses', { en: 'Total courses', th: 'คอร์สทั้งหมด' }, 'integer', (r) => r.totalLearningCourses),
  column('learningHours', { en: 'Learning hours', th: 'ชั่วโมงเรียน' }, 'hours', (r) => hours(r.totalLearningSeconds)),
];

export const LEARNER_SUMMARY_COLUMNS: ReportColumn<LearnerSummaryRow>[] = [...person, userStatus, ...summaryCounts];

/** A group's key in words: a course type or a stage is named; a department or contract is itself. */
function groupKey(dimension: Dimension, key: string, locale: Locale): string {
  if (dimension === 'COURSE_TYPE' && (key === 'assignment' || key === 'nonAssignment')) return COURSE_KIND_WORDS[key][locale];
  if (dimension === 'LEARNING_STAGE' && (key === '1' || key === '2' || key === '3')) return STAGE_WORDS[Number(key) as LearningStage][locale];
  return key;
}

export const summaryGroupColumns = (dimension: Dimension): ReportColumn<SummaryGroupRow>[] => [
  column('key', DIMENSION_WORDS[dimension], 'text', (r, l) => groupKey(dimension, r.key, l)),
  column('learners', { en: 'Learners', th: 'จำนวนผู้เรียน' }, 'integer', (r) => r.learners),
  ...summaryCounts,
];

// ---- Drill-down -------------------------------------------------------------------------------

export const DRILL_DOWN_COLUMNS: ReportColumn<DrillDownRow>[] = [
  userStatus,
  ...person,
  column('course', { en: 'Course', th: 'คอร์ส' }, 'text', (r, l) => pickLocalized({ en: r.courseTitleEn, th: r.courseTitleTh }, l)),
  column('category', { en: 'Category', th: 'หมวดหมู่' }, 'text', (r, l) => pickLocalized({ en: r.categoryNameEn, th: r.categoryNameTh }, l)),
  column('courseType', { en: 'Course type', th: 'ประเภทคอร์ส' }, 'text', (r, l) => COURSE_KIND_WORDS[r.courseType][l]),
  column('learningStage', { en: 'Learning stage', th: 'สถานะการเรียน' }, 'text', (r, l) => STAGE_WORDS[r.learningStage][l]),
  column('enrolledAt', { en: 'Enrolment date', th: 'วันที่ลงทะเบียน' }, 'date', (r) => day(r.enrolledAt)),
  column('latestActivityAt', { en: 'Latest activity date', th: 'วันที่มีกิจกรรมล่าสุด' }, 'date', (r) => day(r.latestActivityAt)),
  column('completedAt', { en: 'Completed date', th: 'วันที่เรียนจบ' }, 'date', (r) => day(r.completedAt)),
  column('learningHours', { en: 'Learning hours', th: 'ชั่วโมงเรียน' }, 'hours', (r) => hours(r.learningSeconds)),
  column('progressPercent', { en: 'Progress (%)', th: 'ความคืบหน้า (%)' }, 'percent', (r) => r.progressPercent),
  column('testResult', { en: 'Test result', th: 'ผลการทดสอบ' }, 'text', (r, l) => TEST_RESULT_WORDS[r.testResult][l]),
  column(
    'certificateReceived',
    { en: 'Certificate received', th: 'ได้รับใบประกาศนียบัตร' },
    'text',
    (r, l) => CERTIFICATE_WORDS[r.certificateReceived ? 'yes' : 'no'][l],
  ),
];

// ---- Tables of each report --------------------------------------------------------------------

const TABLE_TITLES = {
  activation: { en: 'Users by month', th: 'ผู้ใช้รายเดือน' },
  leaderboard: { en: 'Leaderboard', th: 'ผู้เรียนดีเด่น' },
  topCourses: { en: 'Top completed courses', th: 'คอร์สที่เรียนจบมากที่สุด' },
  topSkills: { en: 'Top completed skills', th: 'ทักษะที่เรียนจบมากที่สุด' },
  learnerActivity: { en: 'Learners', th: 'ผู้เรียน' },
  learners: { en: 'By learner', th: 'รายผู้เรียน' },
  drillDown: { en: 'Enrolments', th: 'รายการเรียน' },
} as const satisfies Record<string, LocalizedText>;

function table<Row>(title: string, columns: readonly ReportColumn<Row>[], rows: readonly Row[], locale: Locale): ExportTable {
  return {
    title,
    columns: columns.map((c) => ({ header: c.header[locale], kind: c.kind })),
    rows: rows.map((row) => columns.map((c) => c.value(row, locale))),
  };
}

const ranked = <T>(rows: readonly T[]): Ranked<T>[] => rows.map((row, index) => ({ ...row, rank: index + 1 }));

/** The tables a report exports, with headers and words in `locale`. */
export function reportTables(report: ReportName, response: ReportResponse, locale: Locale): ExportTable[] {
  const t = (title: LocalizedText) => title[locale];
  switch (report) {
    case 'user-activation':
      return [table(t(TABLE_TITLES.activation), ACTIVATION_COLUMNS, (response as UserActivationResponse).data, locale)];
    case 'learning-dashboard': {
      const dashboard = response as LearningDashboardResponse;
      return [
        table(t(TABLE_TITLES.leaderboard), LEADERBOARD_COLUMNS, dashboard.data, locale),
        table(t(TABLE_TITLES.topCourses), TOP_COURSE_COLUMNS, ranked(dashboard.topCourses), locale),
        table(t(TABLE_TITLES.topSkills), TOP_SKILL_COLUMNS, ranked(dashboard.topSkills), locale),
      ];
    }
    case 'learner-activity':
      return [table(t(TABLE_TITLES.learnerActivity), LEARNER_ACTIVITY_COLUMNS, (response as LearnerActivityResponse).data, locale)];
    case 'learning-summary': {
      const summary = response as LearningSummaryReportResponse;
      const by = DIMENSION_WORDS[summary.dimension];
      const groupsTitle = locale === 'th' ? `ตาม${by.th}` : `By ${by.en.toLowerCase()}`;
      return [
        table(t(TABLE_TITLES.learners), LEARNER_SUMMARY_COLUMNS, summary.data, locale),
        table(groupsTitle, summaryGroupColumns(summary.dimension), summary.groups, locale),
      ];
    }
    case 'learning-summary-drill-down':
      return [table(t(TABLE_TITLES.drillDown), DRILL_DOWN_COLUMNS, (response as DrillDownResponse).data, locale)];
    default: {
      const _exhaustive: never = report;
      return [];
    }
  }
}
