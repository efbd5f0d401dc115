import { describe, expect, it } from '@jest/globals';
import type { ReportQueryBody } from '@khru/contracts';
import { refusalOf } from '../../kernel/errors/refusal-spec.js';
import { resolvePeriod } from '../period/resolve-period.js';
import { learningDashboardReport } from './learning-dashboard.query.js';
import { bkk, enrolment, organisationData, person } from './report-fixtures.js';

const NOW = new Date(bkk('2026-03-15 10:00'));

const data = organisationData({
  people: [person('ann'), person('ben'), person('cy', { department: 'Sales' }), person('dee')],
  enrolments: [
    enrolment('ann', 'python', { assignedAt: bkk('2026-02-01 09:00'), enrolledAt: bkk('2026-02-01 09:00'), completedAt: bkk('2026-03-03 10:00') }),
    enrolment('ann', 'excel', { enrolledAt: bkk('2026-03-01 09:00'), completedAt: bkk('2026-03-10 10:00') }),
    enrolment('ben', 'python', { enrolledAt: bkk('2026-03-01 09:00'), completedAt: bkk('2026-03-05 10:00') }),
    enrolment('cy', 'excel', { assignedAt: bkk('2026-03-11 09:00'), completedAt: bkk('2026-03-12 10:00') }),
    enrolment('cy', 'pdpa', { enrolledAt: bkk('2026-02-01 09:00'), completedAt: bkk('2026-02-20 10:00') }),
    enrolment('dee', 'python', { enrolledAt: bkk('2026-03-01 09:00'), completedAt: bkk('2026-03-08 10:00') }),
    enrolment('dee', 'excel', { enrolledAt: bkk('2026-03-01 09:00'), startedAt: bkk('2026-03-02 09:00') }),
  ],
});

const report = (query: ReportQueryBody, d = data) => learningDashboardReport(d, query, resolvePeriod(query, NOW));
const counted = (query: ReportQueryBody) => {
  const answer = report(query);
  return {
    courses: answer.topCourses.map((c) => `${c.titleEn} ${c.completedCount}`),
    skills: answer.topSkills.map((s) => `${s.nameEn} ${s.completedCount}`),
    leaders: answer.data.map((r) => `${r.rank} ${r.name} ${r.completedCount}`),
  };
};

describe('the learning dashboard', () => {
  it('counts the courses completed in the period per course, per skill and per learner, ranking the learners', () => {
    expect(counted({})).toEqual({
      courses: ['Python 3', 'Excel 2'],
      skills: ['Programming 3', 'Spreadsheets 2'],
      leaders: ['1 Ann Siam 2', '2 Ben Siam 1', '3 Cy Siam 1', '4 Dee Siam 1'],
    });
    const answer = report({});
    expect(answer.totalCount).toBe(4);
    expect(answer.topCourses[0]).toEqual({ courseId: 'python', titleEn: 'Python', titleTh: 'ไพทอน', completedCount: 3 });
    expect(answer.topSkills[0]).toEqual({ skillId: 'programming', nameEn: 'Programming', nameTh: 'การเขียนโปรแกรม', completedCount: 3 });
    expect(answer.data[0]).toMatchObject({ userId: 'ann', email: 'ann@siam.example', position: 'Planner', department: 'Operations', userStatus: 'Active' });
  });

  it('answers as of an earlier day with the completions by then only', () => {
    expect(counted({ asOf: '2026-03-07' })).toEqual({ courses: ['Python 2'], skills: ['Programming 2'], leaders: ['1 Ann Siam 1', '2 Ben Siam 1'] });
  });

  it('counts last month its own completions; a course without a sub-category counts for no skill', () => {
    expect(counted({ dateRange: 2 })).toEqual({ courses: ['PDPA 1'], skills: [], leaders: ['1 Cy Siam 1'] });
  });

  it('keeps to the chosen course types, stages and departments; the search narrows the leaderboard only', () => {
    expect(counted({ courseTypes: ['assignment'] })).toEqual({
      courses: ['Excel 1', 'Python 1'],
      skills: ['Programming 1', 'Spreadsheets 1'],
      leaders: ['1 Ann Siam 1', '2 Cy Siam 1'],
    });
    expect(counted({ learningStages: [1, 2] })).toEqual({ courses: [], skills: [], leaders: [] });
    expect(counted({ learningStages: [3] })).toEqual(counted({}));
    expect(counted({ departments: ['Sales'] })).toEqual({ courses: ['Excel 1'], skills: ['Spreadsheets 1'], leaders: ['1 Cy Siam 1'] });
    expect(counted({ search: 'ben' })).toEqual({ ...counted({}), leaders: ['1 Ben Siam 1'] });
  });

  it('keeps ten of each list, ranked 1 to 10', () => {
    const ids = Array.from({ length: 12 }, (_, i) => `p${String(i + 1).padStart(2, '0')}`);
    const many = organisationData({
      people: ids.map((id) => person(id)),
      enrolments: ids.map((id) => enrolment(id, `course-${id}`, { enrolledAt: bkk('2026-03-01 09:00'), completedAt: bkk('2026-03-02 09:00') })),
    });
    const answer = report({}, many);
    expect(answer.topCourses.map((c) => c.titleEn)).toEqual(ids.slice(0, 10).map((id) => `course-${id}`));
    expect(answer.data.map((r) => [r.rank, r.userId])).toEqual(ids.slice(0, 10).map((id, i) => [i + 1, id]));
    expect(answer.totalCount).toBe(10);
  });

  it('sorts the leaderboard by an asked field, each learner keeping their rank, and refuses an unknown field', () => {
    expect(report({ sort: { field: 'name', order: 'DESC' } }).data.map((r) => `${r.rank} ${r.userId}`)).toEqual(['4 dee', '3 cy', '2 ben', '1 ann']);
    expect(refusalOf(() => report({ sort: { field: 'titleEn', order: 'ASC' } }))).toEqual({
      code: 'BAD_REQUEST',
      fields: [{ field: 'sort.field', code: 'IS_IN' }],
    });
  });

  it('answers an organisation without completions with empty lists', () => {
    expect(report({}, organisationData({ people: [person('ann')] }))).toMatchObject({ data: [], totalCount: 0, topCourses: [], topSkills: [] });
  });
});
