import { nextReportMonth, reportDayOf, reportMonthOf, reportMonthsBetween, startOfReportMonth } from '@khru/contracts';
import { between, onReportDay, seededRandom } from '../../../kernel/seed/demo-history.js';

/** `activity` of `infra/seed/organisation.json`: how often its people log in, who never did, who stopped, who left. */
export interface LoginHabits {
  loginsPerMonth: { fewest: number; most: number };
  neverLoggedIn: string[];
  /** By email: the person stopped logging in this many days before the first start. */
  lastLoginDaysAgo: Record<string, number>;
  departures: { email: string; daysAgo: number }[];
}

export interface PlannedLogin {
  /** Stable across runs: months back from the first start's month, and the login's number in that month. */
  key: string;
  at: string;
}

const DAY_MS = 24 * 3600 * 1000;
/** People log in as their working day starts, between 07:30 and 10:00 Bangkok time (minutes after midnight); they study later. */
const LOGIN_HOURS = { from: 7 * 60 + 30, to: 10 * 60 };

const monthNumber = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7));
const isWorkingDay = (day: string) => ![0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());

/** The working days of a month a person may log in on: from `from` to `until`, both instants included. */
function workingDays(month: string, from: number, until: number): string[] {
  const days: string[] = [];
  const end = Math.min(startOfReportMonth(nextReportMonth(month)).getTime() - 1, until);
  for (let t = Math.max(startOfReportMonth(month).getTime(), from); t <= end; t += DAY_MS) {
    const day = reportDayOf(new Date(t));
    if (isWorkingDay(day) && days.at(-1) !== day) days.push(day);
  }
  return days;
}

/**
 * A person's logins from the day after they joined until they stopped, left (the day before) or now: in each Bangkok
 * month a few, on working days in the morning, or none (a month they were inactive). Someone who never logged in has none.
 */
export function plannedLogins(person: { userId: string; email: string; joinedAt: string }, habits: LoginHabits, now: Date): PlannedLogin[] {
  if (habits.neverLoggedIn.includes(person.email)) return [];
  const stoppedDaysAgo = habits.lastLoginDaysAgo[person.email];
  const leftDaysAgo = habits.departures.find((d) => d.email === person.email)?.daysAgo;
  const from = Date.parse(person.joinedAt) + DAY_MS;
  const until = Math.min(
    now.getTime() - 60_000,
    stoppedDaysAgo === undefined ? Infinity : now.getTime() - stoppedDaysAgo * DAY_MS,
    leftDaysAgo === undefined ? Infinity : now.getTime() - (leftDaysAgo + 1) * DAY_MS,
  );
  if (from > until) return [];
  const logins: PlannedLogin[] = [];
  for (const month of reportMonthsBetween(reportMonthOf(new Date(from)), reportMonthOf(new Date(until)))) {
    const monthsBack = monthNumber(reportMonthOf(now)) - monthNumber(month);
    const random = seededRandom(`login:${person.userId}:${monthsBack}`);
    const days = workingDays(month, from, until);
    const count = Math.min(days.length, between(random, habits.loginsPerMonth.fewest, habits.loginsPerMonth.most));
    const chosen = new Set<string>();
    while (chosen.size < count) chosen.add(days[Math.floor(random() * days.length)]!);
    [...chosen].sort().forEach((day, index) => {
      const at = onReportDay(day, between(random, LOGIN_HOURS.from, LOGIN_HOURS.to));
      if (Date.parse(at) >= from && Date.parse(at) <= until) logins.push({ key: `${monthsBack}:${index}`, at });
    });
  }
  return logins;
}
