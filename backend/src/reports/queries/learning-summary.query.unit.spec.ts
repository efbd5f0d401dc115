import { describe, expect, it } from '@jest/globals';
import type { ReportQueryBody } from '@khru/contracts';
import { refusalOf } from '../../kernel/errors/refusal-spec.js';
import { resolvePeriod } from '../period/resolve-period.js';
import { learningSummaryReport } from './learning-summary.query.js';
import { bkk, enrolment, organisationData, person } from './report-fixtures.js';

const NOW = new Date(bkk('2026-03-15 10:00'));

const data = organisationData({
  people: [person('ann'), person('ben'), person('cy', { department: 'Sales' }), person('dee', { deactivatedAt: bkk('2026-03-10 12:00') })],
  enrolments: [
    enrolment('ann', 'python', {
      assignedAt: bkk('2026-02-01 09:00'),
      enrolledAt: bkk('2026-02-01 09:00'),
      startedAt: bkk('2026-02-03 09:00'),
      completedAt: bkk('2026-03-05 09:00'),
      secondsByDay: { '2026-02-03': 600, '2026-03-05': 900 },
    }),
    enrolment('ann', 'excel', { enrolledAt: bkk('2026-03-02 09:00'), startedAt: bkk('2026-03-04 09:00'), secondsByDay: { '2026-03-04': 300 } }),
    enrolment('ann', 'pdpa', { enrolledAt: bkk('2026-01-05 09:00'), startedAt: bkk('2026-01-05 09:00'), completedAt: bkk('2026-02-10 09:00') }),
    enrolment('ben', 'python', { assignedAt: bkk('2026-03-01 09:00') }),
    enrolment('ben', 'excel', { enrolledAt: bkk('2026-02-01 09:00') }),
    enrolment('cy', 'python', {
      enrolledAt: bkk('2026-03-03 09:00'),
      startedAt: bkk('2026-03-03 09:30'),
      assignedAt: bkk('2026-03-12 09:00'),
      secondsByDay: { '2026-03-03': 1000, '2026-03-14': 200 },
    }),
    enrolment('dee', 'excel', { enrolledAt: bkk('2026-02-01 09:00'), startedAt: bkk('2026-02-02 09:00'), completedAt: bkk('2026-03-08 09:00') }),
  ],
});

const report = (query: ReportQueryBody, d = data) => learningSummaryReport(d, query, resolvePeriod(query, NOW));
const stages = (c: { enrolled: number; inProgress: number; completed: number }) => [c.enrolled, c.inProgress, c.completed];
const learnerRows = (query: ReportQueryBody) =>
  report(query).data.map((r) => [
    r.userId,
    r.userStatus,
    r.assignedCount,
    stages(r.assignment),
    stages(r.nonAssignment),
    r.totalLearningCourses,
    r.totalLearningSeconds,
  ]);
const groupRows = (query: ReportQueryBody) =>
  report(query).groups.map((g) => [
    g.key,
    g.learners,
    g.assignedCount,
    stages(g.assignment),
    stages(g.nonAssignment),
    g.totalLearningCourses,
    g.totalLearningSeconds,
  ]);

describe('the learning summary', () => {
  it('counts per learner the rows live in the period at their stage and type at its end, with their learning time by then', () => {
    expect(learnerRows({})).toEqual([
      ['ann', 'Active', 1, [0, 0, 1], [0, 1, 0], 2, 1800],
      ['ben', 'Active', 1, [1, 0, 0], [1, 0, 0], 2, 0],
      ['cy', 'Active', 1, [0, 1, 0], [0, 0, 0], 1, 1200],
      ['dee', 'Expired', 0, [0, 0, 0], [0, 0, 1], 1, 0],
    ]);
    expect(report({}).data[0]).toMatchObject({ name: 'Ann Siam', email: 'ann@siam.example', position: 'Planner', department: 'Operations' });
  });

  it('groups by department by default, and by contract, course type or stage when asked', () => {
    expect(report({}).dimension).toBe('DEPARTMENT');
    expect(groupRows({})).toEqual([
      ['Operations', 3, 2, [1, 0, 1], [1, 1, 1], 5, 1800],
      ['Sales', 1, 1, [0, 1, 0], [0, 0, 0], 1, 1200],
    ]);
    expect(groupRows({ dimension: 'CONTRACT' })).toEqual([['SXL-2026-01', 4, 3, [1, 1, 1], [1, 1, 1], 6, 3000]]);
    expect(groupRows({ dimension: 'COURSE_TYPE' })).toEqual([
      ['assignment', 3, 3, [1, 1, 1], [0, 0, 0], 3, 2700],
      ['nonAssignment', 3, 0, [0, 0, 0], [1, 1, 1], 3, 300],
    ]);
    expect(groupRows({ dimension: 'LEARNING_STAGE' }).map(([key, learners, , , , courses, seconds]) => [key, learners, courses, seconds])).toEqual([
      ['1', 1, 2, 0],
      ['2', 2, 2, 1500],
      ['3', 2, 2, 1500],
    ]);
  });

  it('answers as of an earlier day: a later assignment is not yet one, learning time stops at that day, a leaver has left', () => {
    expect(learnerRows({ asOf: '2026-03-10' })).toEqual([
      ['ann', 'Active', 1, [0, 0, 1], [0, 1, 0], 2, 1800],
      ['ben', 'Active', 1, [1, 0, 0], [1, 0, 0], 2, 0],
      ['cy', 'Active', 0, [0, 0, 0], [0, 1, 0], 1, 1000],
      ['dee', 'Expired', 0, [0, 0, 0], [0, 0, 1], 1, 0],
    ]);
  });

  it('counts last month’s rows as they were at its end; a course completed in it counts, later enrolments do not', () => {
    expect(learnerRows({ dateRange: 2 })).toEqual([
      ['ann', 'Active', 1, [0, 1, 0], [0, 0, 1], 2, 600],
      ['ben', 'Active', 0, [0, 0, 0], [1, 0, 0], 1, 0],
      ['dee', 'Active', 0, [0, 0, 0], [0, 1, 0], 1, 0],
    ]);
  });

  it('keeps to the chosen course types, stages and departments; the search narrows the learners, not the groups', () => {
    expect(learnerRows({ courseTypes: ['nonAssignment'] }).map(([id, , , , , courses]) => [id, courses])).toEqual([
      ['ann', 1],
      ['ben', 1],
      ['dee', 1],
    ]);
    expect(learnerRows({ learningStages: [3] }).map(([id]) => id)).toEqual(['ann', 'dee']);
    expect(report({ departments: ['Sales'] }).groups.map((g) => g.key)).toEqual(['Sales']);
    const searched = report({ search: 'dee', dimension: 'CONTRACT' });
    expect([searched.data.map((r) => r.userId), searched.totalCount, searched.groups[0]!.learners]).toEqual([['dee'], 1, 4]);
  });

  it('sorts by an asked field, nested counts included, by name on ties; pages; refuses an unknown field', () => {
    expect(report({ sort: { field: 'totalLearningSeconds', order: 'DESC' } }).data.map((r) => r.userId)).toEqual(['ann', 'cy', 'ben', 'dee']);
    expect(report({ sort: { field: 'assignment.enrolled', order: 'DESC' } }).data.map((r) => r.userId)).toEqual(['ben', 'ann', 'cy', 'dee']);
    expect(report({ skip: 3, take: 10 }).data.map((r) => r.userId)).toEqual(['dee']);
    expect(refusalOf(() => report({ sort: { field: 'assignment', order: 'ASC' } }))).toEqual({
      code: 'BAD_REQUEST',
      fields: [{ field: 'sort.field', code: 'IS_IN' }],
    });
  });

  it('answers an organisation without enrolments with no learners and no groups', () => {
    expect(report({}, organisationData({ people: [person('ann')] }))).toMatchObject({ data: [], totalCount: 0, groups: [] });
  });
});
