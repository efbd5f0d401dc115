import type {
  ActivationState,
  CourseKind,
  Dimension,
  LearningStage,
  LocalizedText,
  ReportName,
  ReportUserStatus,
  ScheduleFrequency,
  TestResult,
} from '@khru/contracts';

/** The words an exported file (and a scheduled mail) writes, in English and Thai. */

export const REPORT_TITLES: Record<ReportName, LocalizedText> = {
  'user-activation': { en: 'User activation', th: 'การเปิดใช้งานของผู้ใช้' },
  'learning-dashboard': { en: 'Learning dashboard', th: 'แดชบอร์ดการเรียนรู้' },
  'learner-activity': { en: 'Learner activity', th: 'กิจกรรมของผู้เรียน' },
  'learning-summary': { en: 'Learning summary', th: 'สรุปการเรียนรู้' },
  'learning-summary-drill-down': { en: 'Learning summary drill-down', th: 'รายละเอียดสรุปการเรียนรู้' },
};

export const STAGE_WORDS: Record<LearningStage, LocalizedText> = {
  1: { en: 'Enrolled', th: 'ลงทะเบียนแล้ว' },
  2: { en: 'In progress', th: 'กำลังเรียน' },
  3: { en: 'Completed', th: 'เรียนจบแล้ว' },
};

export const USER_STATUS_WORDS: Record<ReportUserStatus, LocalizedText> = {
  Active: { en: 'Active', th: 'ใช้งานอยู่' },
  Expired: { en: 'Expired', th: 'หมดอายุ' },
};

export const ACTIVATION_WORDS: Record<ActivationState, LocalizedText> = {
  Active: { en: 'Active', th: 'ใช้งาน' },
  Inactive: { en: 'Inactive', th: 'ไม่ได้ใช้งาน' },
  NotActivated: { en: 'Not activated', th: 'ยังไม่เปิดใช้งาน' },
};

export const COURSE_KIND_WORDS: Record<CourseKind, LocalizedText> = {
  assignment: { en: 'Assignment', th: 'ได้รับมอบหมาย' },
  nonAssignment: { en: 'Non-assignment', th: 'ไม่ได้รับมอบหมาย' },
};

export const TEST_RESULT_WORDS: Record<TestResult, LocalizedText> = {
  Passed: { en: 'Passed', th: 'ผ่าน' },
  Failed: { en: 'Failed', th: 'ไม่ผ่าน' },
  // No final test taken yet: "Unspecified" read as a result nobody recorded.
  Unspecified: { en: 'Not taken', th: 'ยังไม่ได้สอบ' },
};

export const CERTIFICATE_WORDS: Record<'yes' | 'no', LocalizedText> = {
  yes: { en: 'Yes', th: 'ได้รับ' },
  no: { en: 'No', th: 'ไม่ได้รับ' },
};

export const DIMENSION_WORDS: Record<Dimension, LocalizedText> = {
  CONTRACT: { en: 'Contract', th: 'สัญญา' },
  COURSE_TYPE: { en: 'Course type', th: 'ประเภทคอร์ส' },
  DEPARTMENT: { en: 'Department', th: 'แผนก' },
  LEARNING_STAGE: { en: 'Learning stage', th: 'สถานะการเรียน' },
};

export const FREQUENCY_WORDS: Record<ScheduleFrequency, LocalizedText> = {
  weekly: { en: 'every Monday', th: 'ทุกวันจันทร์' },
  monthly: { en: 'on the 1st of every month', th: 'ทุกวันที่ 1 ของเดือน' },
};

/** The labels of the filter lines written above the tables. */
export const FILTER_LABELS = {
  organisation: { en: 'Organisation', th: 'องค์กร' },
  report: { en: 'Report', th: 'รายงาน' },
  period: { en: 'Period', th: 'ช่วงเวลา' },
  asOf: { en: 'As of', th: 'ข้อมูล ณ วันที่' },
  dimension: { en: 'Dimension', th: 'มิติ' },
  departments: { en: 'Departments', th: 'แผนก' },
  contracts: { en: 'Contracts', th: 'สัญญา' },
  courseTypes: { en: 'Course types', th: 'ประเภทคอร์ส' },
  learningStages: { en: 'Learning stages', th: 'สถานะการเรียน' },
  activationStates: { en: 'Activation', th: 'การเปิดใช้งาน' },
  search: { en: 'Search', th: 'ค้นหา' },
  all: { en: 'All', th: 'ทั้งหมด' },
} as const satisfies Record<string, LocalizedText>;
