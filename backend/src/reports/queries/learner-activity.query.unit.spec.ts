import { describe, expect, it } from '@jest/globals';
import type { ReportQueryBody } from '@khru/contracts';
import { refusalOf } from '../../kernel/errors/refusal-spec.js';
import { resolvePeriod } from '../period/resolve-period.js';
import { learnerActivityReport } from './learner-activity.query.js';
import { activity, bkk, enrolment, organisationData, person } from './report-fixtures.js';

const NOW = new Date(bkk('2026-03-15 10:00'));

const data = organisationData({
  people: [
    person('ann', { firstLoginAt: bkk('2026-01-10 09:00'), lastLoginAt: bkk('2026-03-12 10:00'), lastActivityAt: bkk('2026-03-12 11:00') }),
    person('ben', { firstLoginAt: bkk('2026-02-02 09:00'), lastLoginAt: bkk('2026-02-02 09:00') }),
    person('cy', {
      department: 'Sales',
      addedAt: bkk('2026-02-20 09:00'),
      firstLoginAt: bkk('2026-02-10 09:00'),
      lastLoginAt: bkk('2026-03-03 09:00'),
      lastActivityAt: bkk('2026-03-03 09:30'),
    }),
  ],
  activity: [
    activity('ann', '2026-01', { '10': { logins: 1, seconds: 600 } }, bkk('2026-01-10 10:00')),
    activity('ann', '2026-03', { '05': { logins: 2, seconds: 1200 }, '12': { logins: 1, seconds: 300 } }, bkk('2026-03-12 11:00')),
    activity('ben', '2026-02', { '02': { logins: 1 } }),
    activity('cy', '2026-02', { '10': { logins: 1, seconds: 100 } }, bkk('2026-02-10 09:30')),
    activity('cy', '2026-03', { '03': { logins: 1, seconds: 500 } }, bkk('2026-03-03 09:30')),
  ],
  enrolments: [
    enrolment('ann', 'python', { enrolledAt: bkk('2026-01-09 09:00'), startedAt: bkk('2026-03-05 09:30'), completedAt: bkk('2026-03-12 11:00') }),
    enrolment('ann', 'excel', { assignedAt: bkk('2026-01-09 09:00'), startedAt: bkk('2026-01-10 09:30') }),
    enrolment('cy', 'pdpa', { enrolledAt: bkk('2026-03-01 09:00'), startedAt: bkk('2026-03-03 09:30') }),
  ],
});

const report = (query: ReportQueryBody, d = data) => learnerActivityReport(d, query, resolvePeriod(query, NOW));
const THIS_YEAR: ReportQueryBody = { dateRange: 3 };
const figures = (query: ReportQueryBody) =>
  report(query).data.map((r) => [r.userId, r.logins, r.learningSeconds, r.coursesStarted, r.coursesCompleted, r.lastLoginAt, r.lastActivityAt]);

describe('the learner activity report', () => {
  it('gives each person the period’s logins, learning time, courses started and completed, and their last login and activity, most learning first', () => {
    expect(figures(THIS_YEAR)).toEqual([
      ['ann', 4, 2100, 2, 1, bkk('2026-03-12 10:00'), bkk('2026-03-12 11:00')],
      ['cy', 2, 600, 1, 0, bkk('2026-03-03 09:00'), bkk('2026-03-03 09:30')],
      ['ben', 1, 0, 0, 0, bkk('2026-02-02 09:00'), null],
    ]);
    expect(report(THIS_YEAR).data[0]).toMatchObject({ name: 'Ann Siam', email: 'ann@siam.example', department: 'Operations', userStatus: 'Active' });
  });

  it('charts each month’s active learners, logins and learning time, adding up to the table', () => {
    const answer = report(THIS_YEAR);
    expect(answer.chart).toEqual([
      { month: '2026-01', activeLearners: 1, logins: 1, learningSeconds: 600 },
      { month: '2026-02', activeLearners: 2, logins: 2, learningSeconds: 100 },
      { month: '2026-03', activeLearners: 2, logins: 4, learningSeconds: 2000 },
    ]);
    const sum = (f: (x: { logins: number; learningSeconds: number }) => number, xs: { logins: number; learningSeconds: number }[]) =>
      xs.reduce((n, x) => n + f(x), 0);
    expect(sum((x) => x.logins, answer.chart)).toBe(sum((x) => x.logins, answer.data));
    expect(sum((x) => x.learningSeconds, answer.chart)).toBe(sum((x) => x.learningSeconds, answer.data));
  });

  it('answers as of an earlier day: the month’s days up to it, the last login and activity known by then', () => {
    expect(figures({ asOf: '2026-03-07' })).toEqual([
      ['ann', 2, 1200, 1, 0, bkk('2026-03-05 00:00'), bkk('2026-03-05 09:30')],
      ['cy', 1, 500, 1, 0, bkk('2026-03-03 09:00'), bkk('2026-03-03 09:30')],
      ['ben', 0, 0, 0, 0, bkk('2026-02-02 09:00'), null],
    ]);
  });

  it('counts the chosen course types only, keeps to the chosen departments, and searches the table only', () => {
    expect(figures({ ...THIS_YEAR, courseTypes: ['assignment'] }).map(([id, , , started, done]) => [id, started, done])).toEqual([
      ['ann', 1, 0],
      ['cy', 0, 0],
      ['ben', 0, 0],
    ]);
    const sales = report({ ...THIS_YEAR, departments: ['Sales'] });
    expect(sales.data.map((r) => r.userId)).toEqual(['cy']);
    expect(sales.chart.map((m) => m.logins)).toEqual([0, 1, 1]);
    const searched = report({ ...THIS_YEAR, search: 'Ben S' });
    expect([searched.data.map((r) => r.userId), searched.totalCount, searched.chart[2]!.logins]).toEqual([['ben'], 1, 4]);
  });

  it('sorts by an asked field and refuses an unknown one', () => {
    expect(report({ ...THIS_YEAR, sort: { field: 'lastLoginAt', order: 'ASC' } }).data.map((r) => r.userId)).toEqual(['ben', 'cy', 'ann']);
    expect(report({ ...THIS_YEAR, take: 1, skip: 1 }).data.map((r) => r.userId)).toEqual(['cy']);
    expect(refusalOf(() => report({ sort: { field: 'password', order: 'ASC' } }))).toEqual({
      code: 'BAD_REQUEST',
      fields: [{ field: 'sort.field', code: 'IS_IN' }],
    });
  });

  it('answers a period that has not begun with nothing', () => {
    expect(report({ filterMode: 'Range', from: '2026-05', to: '2026-06' })).toMatchObject({ data: [], totalCount: 0, chart: [] });
  });
});
