import type { ReportActivityDocument, ReportEnrolmentDocument, ReportPersonDocument } from '@khru/contracts';
import type { CatalogueName, OrganisationData, ReportCourse } from './organisation-data.js';

/*
 * Hand-built report documents for the queries' unit specs. Instants are Bangkok wall times written as
 * `YYYY-MM-DD HH:mm` and turned into the ISO instants the read models hold.
 */

/** `2026-03-05 10:00` in Bangkok as an ISO instant. */
export const bkk = (wallTime: string): string => new Date(`${wallTime.replace(' ', 'T')}:00.000+07:00`).toISOString();

export function person(id: string, overrides: Partial<ReportPersonDocument> = {}): ReportPersonDocument {
  return {
    _id: id,
    orgId: 'org-1',
    email: `${id}@siam.example`,
    firstName: id[0]!.toUpperCase() + id.slice(1),
    lastName: 'Siam',
    position: 'Planner',
    department: 'Operations',
    addedAt: bkk('2025-12-01 09:00'),
    deactivatedAt: null,
    lastLoginAt: null,
    lastActivityAt: null,
    ...overrides,
  };
}

export function enrolment(userId: string, courseId: string, overrides: Partial<ReportEnrolmentDocument> = {}): ReportEnrolmentDocument {
  return {
    _id: `${userId}:${courseId}`,
    orgId: 'org-1',
    userId,
    courseId,
    lastActivityAt: null,
    learningSeconds: Object.values(overrides.secondsByDay ?? {}).reduce((a, b) => a + b, 0),
    secondsByDay: {},
    lessonsCompletedAt: [],
    certificateRevokedAt: null,
    ...overrides,
  };
}

/** A person's month of activity from its days (`{ '05': { logins: 2 } }`), with the month's totals. */
export function activity(userId: string, month: string, days: ReportActivityDocument['days'], lastActivityAt: string | null = null): ReportActivityDocument {
  const figures = Object.values(days);
  return {
    _id: `${userId}:${month}`,
    userId,
    month,
    logins: figures.reduce((n, d) => n + (d.logins ?? 0), 0),
    learningSeconds: figures.reduce((n, d) => n + (d.seconds ?? 0), 0),
    days,
    lastActivityAt,
  };
}

export const COURSES: Record<string, ReportCourse> = {
  python: { titleEn: 'Python', titleTh: 'ไพทอน', categoryId: 'tech', subCategoryId: 'programming', lessonCount: 4 },
  excel: { titleEn: 'Excel', titleTh: 'เอ็กเซล', categoryId: 'office', subCategoryId: 'spreadsheets', lessonCount: 2 },
  pdpa: { titleEn: 'PDPA', titleTh: 'พีดีพีเอ', categoryId: 'law', subCategoryId: null, lessonCount: 1 },
};

const CATEGORIES: Record<string, CatalogueName> = {
  tech: { nameEn: 'Technology', nameTh: 'เทคโนโลยี' },
  office: { nameEn: 'Office', nameTh: 'สำนักงาน' },
  law: { nameEn: 'Law', nameTh: 'กฎหมาย' },
};

const SKILLS: Record<string, CatalogueName> = {
  programming: { nameEn: 'Programming', nameTh: 'การเขียนโปรแกรม' },
  spreadsheets: { nameEn: 'Spreadsheets', nameTh: 'สเปรดชีต' },
};

export function organisationData(parts: Partial<Pick<OrganisationData, 'people' | 'enrolments' | 'activity'>>): OrganisationData {
  return {
    contractId: 'SXL-2026-01',
    people: parts.people ?? [],
    enrolments: parts.enrolments ?? [],
    activity: parts.activity ?? [],
    courses: new Map(Object.entries(COURSES)),
    categories: new Map(Object.entries(CATEGORIES)),
    skills: new Map(Object.entries(SKILLS)),
  };
}
