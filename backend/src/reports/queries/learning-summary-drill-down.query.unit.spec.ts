import { describe, expect, it } from '@jest/globals';
import type { ReportQueryBody } from '@khru/contracts';
import { refusalOf } from '../../kernel/errors/refusal-spec.js';
import { resolvePeriod } from '../period/resolve-period.js';
import { learningSummaryDrillDownReport } from './learning-summary-drill-down.query.js';
import { bkk, enrolment, organisationData, person } from './report-fixtures.js';

const NOW = new Date(bkk('2026-03-15 10:00'));

const data = organisationData({
  people: [person('ann'), person('ben', { department: 'Sales' })],
  enrolments: [
    enrolment('ann', 'python', {
      assignedAt: bkk('2026-02-01 09:00'),
      enrolledAt: bkk('2026-02-01 09:00'),
      startedAt: bkk('2026-03-02 09:00'),
      lessonsCompletedAt: ['2026-03-02 10:00', '2026-03-04 10:00', '2026-03-06 10:00', '2026-03-08 10:00'].map(bkk),
      completedAt: bkk('2026-03-08 10:00'),
      testFirstFailedAt: bkk('2026-03-09 10:00'),
      testPassedAt: bkk('2026-03-11 10:00'),
      certificateAt: bkk('2026-03-11 10:05'),
      lastActivityAt: bkk('2026-03-11 10:00'),
      secondsByDay: { '2026-03-02': 1800, '2026-03-08': 1800 },
    }),
    enrolment('ann', 'excel', { enrolledAt: bkk('2026-03-05 09:00') }),
    enrolment('ben', 'pdpa', {
      enrolledAt: bkk('2026-03-01 09:00'),
      startedAt: bkk('2026-03-03 09:00'),
      lessonsCompletedAt: [bkk('2026-03-04 10:00')],
      completedAt: bkk('2026-03-04 10:00'),
      testPassedAt: bkk('2026-03-04 11:00'),
      certificateAt: bkk('2026-03-04 11:05'),
      certificateRevokedAt: bkk('2026-03-06 09:00'),
      lastActivityAt: bkk('2026-03-04 11:00'),
      secondsByDay: { '2026-03-03': 5400 },
    }),
  ],
});

const report = (query: ReportQueryBody) => learningSummaryDrillDownReport(data, query, resolvePeriod(query, NOW));
const keys = (query: ReportQueryBody) => report(query).data.map((r) => `${r.userId}:${r.courseId}`);

describe('the learning summary drill-down', () => {
  it('lists each row live in the period with spec section 3’s columns, as it stood at the period’s end, newest activity first', () => {
    const answer = report({});
    expect(answer.totalCount).toBe(3);
    expect(answer.data[0]).toEqual({
      userId: 'ann',
      courseId: 'python',
      userStatus: 'Active',
      name: 'Ann Siam',
      email: 'ann@siam.example',
      position: 'Planner',
      department: 'Operations',
      courseTitleEn: 'Python',
      courseTitleTh: 'ไพทอน',
      categoryNameEn: 'Technology',
      categoryNameTh: 'เทคโนโลยี',
      courseType: 'assignment',
      learningStage: 3,
      enrolledAt: bkk('2026-02-01 09:00'),
      latestActivityAt: bkk('2026-03-11 10:00'),
      completedAt: bkk('2026-03-08 10:00'),
      learningSeconds: 3600,
      learningHours: 1,
      progressPercent: 100,
      testResult: 'Passed',
      certificateReceived: true,
    });
    expect(keys({})).toEqual(['ann:python', 'ben:pdpa', 'ann:excel']);
    expect(answer.data[1]).toMatchObject({ learningHours: 1.5, certificateReceived: false, courseType: 'nonAssignment' });
    expect(answer.data[2]).toMatchObject({ learningStage: 1, latestActivityAt: null, progressPercent: 0, testResult: 'Unspecified', completedAt: null });
  });

  it('derives every column as of an earlier day from the instants the row carries', () => {
    const onThe7th = report({ asOf: '2026-03-07' }).data.find((r) => r.courseId === 'python')!;
    expect(onThe7th).toMatchObject({
      learningStage: 2,
      completedAt: null,
      progressPercent: 75,
      learningSeconds: 1800,
      learningHours: 0.5,
      testResult: 'Unspecified',
      certificateReceived: false,
      latestActivityAt: bkk('2026-03-06 10:00'),
    });
    expect(report({ asOf: '2026-03-10' }).data.find((r) => r.courseId === 'python')!.testResult).toBe('Failed');
    expect(report({ asOf: '2026-03-05' }).data.find((r) => r.courseId === 'pdpa')!.certificateReceived).toBe(true);
  });

  it('shows last month only the rows that existed by its end', () => {
    expect(report({ dateRange: 2 }).data.map((r) => [r.courseId, r.learningStage, r.courseType, r.learningSeconds])).toEqual([['python', 1, 'assignment', 0]]);
  });

  it('keeps to one learner, the searched text, the chosen course types and stages', () => {
    expect(keys({ userId: 'ben' })).toEqual(['ben:pdpa']);
    expect(keys({ search: 'ann@' })).toEqual(['ann:python', 'ann:excel']);
    expect(keys({ departments: ['Sales'] })).toEqual(['ben:pdpa']);
    expect(keys({ courseTypes: ['assignment'] })).toEqual(['ann:python']);
    expect(keys({ learningStages: [1] })).toEqual(['ann:excel']);
  });

  it('sorts by an asked column, pages, and refuses an unknown column', () => {
    expect(keys({ sort: { field: 'progressPercent', order: 'ASC' } })).toEqual(['ann:excel', 'ann:python', 'ben:pdpa']);
    expect(keys({ sort: { field: 'courseTitleEn', order: 'DESC' } })).toEqual(['ann:python', 'ben:pdpa', 'ann:excel']);
    expect(keys({ skip: 1, take: 1 })).toEqual(['ben:pdpa']);
    expect(refusalOf(() => report({ sort: { field: 'secondsByDay', order: 'ASC' } }))).toEqual({
      code: 'BAD_REQUEST',
      fields: [{ field: 'sort.field', code: 'IS_IN' }],
    });
  });
});
