import { describe, expect, it } from '@jest/globals';
import type { ReportQueryBody } from '@khru/contracts';
import { refusalOf } from '../../kernel/errors/refusal-spec.js';
import { resolvePeriod } from '../period/resolve-period.js';
import { activity, bkk, organisationData, person } from './report-fixtures.js';
import { userActivationReport } from './user-activation.query.js';

const NOW = new Date(bkk('2026-03-15 10:00'));

/** Ann logs in in January and March; Ben never; Cy joins on 20 February and logs in on 3 March; Dee logs in in January and leaves on 1 March. */
const data = organisationData({
  people: [
    person('ann', { firstLoginAt: bkk('2026-01-10 09:00'), lastLoginAt: bkk('2026-03-05 09:00') }),
    person('ben'),
    person('cy', { department: 'Sales', addedAt: bkk('2026-02-20 09:00'), firstLoginAt: bkk('2026-03-03 09:00'), lastLoginAt: bkk('2026-03-03 09:00') }),
    person('dee', { firstLoginAt: bkk('2026-01-20 09:00'), lastLoginAt: bkk('2026-01-20 09:00'), deactivatedAt: bkk('2026-03-01 12:00') }),
  ],
  activity: [
    activity('ann', '2026-01', { '10': { logins: 1 } }),
    activity('ann', '2026-03', { '05': { logins: 2 } }),
    activity('cy', '2026-03', { '03': { logins: 1 } }),
    activity('dee', '2026-01', { '20': { logins: 1 } }),
  ],
});

const report = (query: ReportQueryBody, d = data) => userActivationReport(d, query, resolvePeriod(query, NOW));
const THIS_YEAR: ReportQueryBody = { dateRange: 3 };
const rowsOf = (query: ReportQueryBody) => report(query).data.map((r) => `${r.month} ${r.name} ${r.activation} ${r.userStatus}`);

describe('the user activation report', () => {
  it('counts, per month, the people added by its end: active in it, inactive (logged in before), not activated (never by then)', () => {
    expect(report(THIS_YEAR).chart).toEqual([
      { month: '2026-01', Active: 2, Inactive: 0, NotActivated: 1 },
      { month: '2026-02', Active: 0, Inactive: 2, NotActivated: 2 },
      { month: '2026-03', Active: 2, Inactive: 1, NotActivated: 1 },
    ]);
  });

  it('lists each person and month, newest month first and then by name, with the status they had then', () => {
    const answer = report({ ...THIS_YEAR, take: 100 });
    expect(answer.totalCount).toBe(11);
    expect(answer.data.map((r) => `${r.month} ${r.name} ${r.activation} ${r.userStatus}`)).toEqual([
      '2026-03 Ann Siam Active Active',
      '2026-03 Ben Siam NotActivated Active',
      '2026-03 Cy Siam Active Active',
      '2026-03 Dee Siam Inactive Expired',
      '2026-02 Ann Siam Inactive Active',
      '2026-02 Ben Siam NotActivated Active',
      '2026-02 Cy Siam NotActivated Active',
      '2026-02 Dee Siam Inactive Active',
      '2026-01 Ann Siam Active Active',
      '2026-01 Ben Siam NotActivated Active',
      '2026-01 Dee Siam Active Active',
    ]);
    expect(answer.data[0]).toMatchObject({ userId: 'ann', email: 'ann@siam.example', position: 'Planner', department: 'Operations' });
  });

  it('answers as of an earlier day from the days of its month: on 2 March, Ann had not logged in yet that month and Cy never', () => {
    expect(report({ asOf: '2026-03-02' }).chart).toEqual([{ month: '2026-03', Active: 0, Inactive: 2, NotActivated: 2 }]);
    expect(report({ asOf: '2026-03-02' }).period.asOf).toBe('2026-03-02T16:59:59.999Z');
  });

  it('keeps the chart to the chosen departments, and the table also to the searched name and the chosen states', () => {
    expect(report({ ...THIS_YEAR, departments: ['Sales'] }).chart.map((m) => [m.Active, m.Inactive, m.NotActivated])).toEqual([
      [0, 0, 0],
      [0, 0, 1],
      [1, 0, 0],
    ]);
    const searched = report({ ...THIS_YEAR, search: 'ANN@' });
    expect(searched.data.map((r) => r.month)).toEqual(['2026-03', '2026-02', '2026-01']);
    expect(searched.chart[2]).toEqual({ month: '2026-03', Active: 2, Inactive: 1, NotActivated: 1 });
    expect(rowsOf({ ...THIS_YEAR, activationStates: ['NotActivated'] })).toEqual([
      '2026-03 Ben Siam NotActivated Active',
      '2026-02 Ben Siam NotActivated Active',
      '2026-02 Cy Siam NotActivated Active',
      '2026-01 Ben Siam NotActivated Active',
    ]);
  });

  it('shows nothing for a contract the organisation does not have', () => {
    const answer = report({ contracts: ['OTHER'] });
    expect([answer.totalCount, answer.chart]).toEqual([0, [{ month: '2026-03', Active: 0, Inactive: 0, NotActivated: 0 }]]);
    expect(report({ contracts: ['SXL-2026-01'] }).totalCount).toBe(4);
  });

  it('pages the table (10 a page by default) and sorts by an asked field, the report order breaking ties', () => {
    expect(report(THIS_YEAR).data).toHaveLength(10);
    expect(rowsOf({ ...THIS_YEAR, skip: 2, take: 2 })).toEqual(['2026-03 Cy Siam Active Active', '2026-03 Dee Siam Inactive Expired']);
    expect(rowsOf({ ...THIS_YEAR, sort: { field: 'email', order: 'DESC' }, take: 3 })).toEqual([
      '2026-03 Dee Siam Inactive Expired',
      '2026-02 Dee Siam Inactive Active',
      '2026-01 Dee Siam Active Active',
    ]);
  });

  it('refuses to sort by a field the table does not have', () => {
    expect(refusalOf(() => report({ sort: { field: 'salary', order: 'ASC' } }))).toEqual({
      code: 'BAD_REQUEST',
      fields: [{ field: 'sort.field', code: 'IS_IN' }],
    });
  });

  it('answers an organisation without people with an empty table and empty months', () => {
    expect(report(THIS_YEAR, organisationData({}))).toMatchObject({ data: [], totalCount: 0, chart: [{ Active: 0 }, { Active: 0 }, { Active: 0 }] });
  });
});
