import { describe, expect, it } from '@jest/globals';
import { reportDayOf, reportMonthOf } from '@khru/contracts';
import { plannedLogins, type LoginHabits } from './login-plan.js';

const now = new Date('2026-11-18T06:00:00.000Z');
const DAY_MS = 24 * 3600 * 1000;
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
const habits: LoginHabits = {
  loginsPerMonth: { fewest: 1, most: 3 },
  neverLoggedIn: ['never@example.com'],
  lastLoginDaysAgo: { 'stopped@example.com': 100 },
  departures: [{ email: 'left@example.com', daysAgo: 60 }],
};
const person = (email: string, joinedDaysAgo = 365) => ({ userId: `user-${email}`, email, joinedAt: daysAgo(joinedDaysAgo) });
const bangkokMinutes = (at: string) => {
  const t = new Date(Date.parse(at) + 7 * 3600 * 1000);
  return t.getUTCHours() * 60 + t.getUTCMinutes();
};

describe('the demo organisation’s logins over the year', () => {
  it('logs a regular person in every month from the day after they joined to now, on working-day mornings, one to three times', () => {
    const logins = plannedLogins(person('regular@example.com'), habits, now);
    const months = new Set(logins.map((l) => reportMonthOf(l.at)));
    expect(months.size).toBe(13);
    for (const month of months) expect(logins.filter((l) => reportMonthOf(l.at) === month).length).toBeLessThanOrEqual(3);
    for (const { at } of logins) {
      expect(Date.parse(at)).toBeGreaterThan(Date.parse(daysAgo(364)));
      expect(Date.parse(at)).toBeLessThan(now.getTime());
      expect([0, 6]).not.toContain(new Date(`${reportDayOf(at)}T00:00:00Z`).getUTCDay());
      expect(bangkokMinutes(at)).toBeGreaterThanOrEqual(7 * 60 + 30);
      expect(bangkokMinutes(at)).toBeLessThanOrEqual(10 * 60);
    }
    expect(new Set(logins.map((l) => l.key)).size).toBe(logins.length);
  });

  it('plans the same logins, under the same keys, every time', () => {
    expect(plannedLogins(person('regular@example.com'), habits, now)).toEqual(plannedLogins(person('regular@example.com'), habits, now));
  });

  it('starts a late hire after they joined', () => {
    const logins = plannedLogins(person('hire@example.com', 40), habits, now);
    expect(logins.length).toBeGreaterThan(0);
    expect(logins.every((l) => Date.parse(l.at) > Date.parse(daysAgo(39)))).toBe(true);
  });

  it('never logs in someone who never did, and stops those who stopped or left', () => {
    expect(plannedLogins(person('never@example.com'), habits, now)).toEqual([]);
    const stopped = plannedLogins(person('stopped@example.com'), habits, now);
    expect(stopped.length).toBeGreaterThan(0);
    expect(stopped.every((l) => Date.parse(l.at) <= Date.parse(daysAgo(100)))).toBe(true);
    expect(plannedLogins(person('left@example.com'), habits, now).every((l) => Date.parse(l.at) <= Date.parse(daysAgo(61)))).toBe(true);
  });

  it('leaves some months without a login when a person may log in no times a month', () => {
    const logins = plannedLogins(person('regular@example.com'), { ...habits, loginsPerMonth: { fewest: 0, most: 1 } }, now);
    expect(new Set(logins.map((l) => reportMonthOf(l.at))).size).toBeLessThan(13);
  });
});
