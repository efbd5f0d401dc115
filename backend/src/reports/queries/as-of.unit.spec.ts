import { describe, expect, it } from '@jest/globals';
import { countsInPeriod, latestActivityAt, monthActivity, secondsBy, stageAt } from './as-of.js';
import type { ReportEnrolmentRow } from './organisation-data.js';
import { periodWindow } from './period-window.js';
import { activity, bkk, enrolment } from './report-fixtures.js';

describe('an enrolment row as of an instant', () => {
  const row = enrolment('ann', 'python', {
    assignedAt: bkk('2026-03-01 09:00'),
    startedAt: bkk('2026-03-05 09:00'),
    completedAt: bkk('2026-03-09 09:00'),
    secondsByDay: { '2026-03-05': 100, '2026-03-09': 50 },
  });

  it('takes the furthest stage reached by then, and does not exist before its assignment or enrolment', () => {
    expect([bkk('2026-02-28 09:00'), bkk('2026-03-02 09:00'), bkk('2026-03-06 09:00'), bkk('2026-03-09 09:00')].map((t) => stageAt(row, t))).toEqual([
      null,
      1,
      2,
      3,
    ]);
  });

  it('treats absent instants as not yet reached, as the read model leaves them until their first event', () => {
    const { startedAt: _s, completedAt: _c, ...bare } = row;
    expect(stageAt(bare as ReportEnrolmentRow, bkk('2026-03-30 09:00'))).toBe(1);
  });

  it('counts in a period when it exists at its end and was not completed before its start', () => {
    const window = (from: string, asOf: string) => periodWindow({ from, to: from, months: [from], asOf });
    expect(countsInPeriod(row, window('2026-03', bkk('2026-03-31 23:00')))).toBe(true);
    expect(countsInPeriod(row, window('2026-04', bkk('2026-04-30 23:00')))).toBe(false);
    expect(countsInPeriod(row, window('2026-02', bkk('2026-02-28 23:00')))).toBe(false);
    expect(countsInPeriod(row, periodWindow({ from: '2026-05', to: '2026-05', months: [], asOf: bkk('2026-04-30 23:00') }))).toBe(false);
  });

  it('sums the learning seconds by a day; takes the total of a row read without its days (a period ending now) or last studied by then', () => {
    const at = (day: string) => secondsBy(row, bkk(`${day} 23:00`), day);
    expect([at('2026-03-04'), at('2026-03-05'), at('2026-03-31')]).toEqual([0, 100, 150]);
    const { secondsByDay: _days, ...withoutDays } = row;
    expect(secondsBy(withoutDays, bkk('2026-03-04 23:00'), '2026-03-04')).toBe(150);
    const studiedUntil9th = { ...row, lastActivityAt: bkk('2026-03-09 10:00'), secondsByDay: { '2026-03-05': 1 } };
    expect(secondsBy(studiedUntil9th, bkk('2026-03-10 09:00'), '2026-03-10')).toBe(150);
  });

  it('takes the recorded last activity when it is not later, else the latest instant or day of study by then', () => {
    const studied = { ...row, lastActivityAt: bkk('2026-03-09 10:00') };
    expect(latestActivityAt(studied, bkk('2026-03-10 09:00'), '2026-03-10')).toBe(bkk('2026-03-09 10:00'));
    expect(latestActivityAt(studied, bkk('2026-03-08 09:00'), '2026-03-08')).toBe(bkk('2026-03-05 09:00'));
    expect(latestActivityAt(studied, bkk('2026-03-01 09:00'), '2026-03-01')).toBeNull();
  });
});

describe('a month of activity as of a day', () => {
  const march = activity('ann', '2026-03', { '02': { logins: 1, seconds: 60 }, '20': { logins: 2, seconds: 30 } });

  it('counts the days of the as-of month up to the as-of day, and other months whole', () => {
    expect(monthActivity(march, '2026-03-10')).toEqual({ logins: 1, seconds: 60 });
    expect(monthActivity(march, '2026-04-01')).toEqual({ logins: 3, seconds: 90 });
  });

  it('takes the totals of a month read without its days', () => {
    const { days: _days, ...totals } = march;
    expect(monthActivity(totals, '2026-03-10')).toEqual({ logins: 3, seconds: 90 });
  });
});
