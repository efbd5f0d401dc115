import {
  startOfReportDay,
  type ActivityMonth,
  type LearnerActivityResponse,
  type LearnerActivityRow,
  type ReportPeriod,
  type ReportPersonDocument,
  type ReportQueryBody,
} from '@khru/contracts';
import { by, courseTypeAt, latestActivityAt, monthActivity, seenBy, within } from './as-of.js';
import type { OrganisationData, ReportActivityRow } from './organisation-data.js';
import { monthWindow, periodWindow, type PeriodWindow } from './period-window.js';
import { reportPeople, userStatusAt } from './report-person.js';
import { askedSort, byName, instantValue, orderRows, pageOf, personSortFields, type SortFields } from './sort-rows.js';

const FIELDS: SortFields<LearnerActivityRow> = {
  ...personSortFields<LearnerActivityRow>(),
  logins: (r) => r.logins,
  learningSeconds: (r) => r.learningSeconds,
  coursesStarted: (r) => r.coursesStarted,
  coursesCompleted: (r) => r.coursesCompleted,
  lastLoginAt: (r) => instantValue(r.lastLoginAt),
  lastActivityAt: (r) => instantValue(r.lastActivityAt),
};

const later = (a: string | null, b: string | null): string | null => (a === null ? b : b === null || a >= b ? a : b);
const dayStart = (day: string | null): string | null => (day === null ? null : startOfReportDay(day).toISOString());

/** A person's activity documents of the period: their months, and the latest day (by the as-of day) they logged in or studied. */
interface PersonActivity {
  months: Map<string, { logins: number; seconds: number }>;
  lastLoginDay: string | null;
  lastStudyDay: string | null;
  lastActivity: string | null;
}

function activityOf(docs: ReportActivityRow[], window: PeriodWindow): Map<string, PersonActivity> {
  const byPerson = new Map<string, PersonActivity>();
  for (const doc of docs) {
    const activity = byPerson.get(doc.userId) ?? { months: new Map(), lastLoginDay: null, lastStudyDay: null, lastActivity: null };
    activity.months.set(doc.month, monthActivity(doc, window.asOfDay));
    if (by(doc.lastActivityAt, window.asOf)) activity.lastActivity = later(activity.lastActivity, doc.lastActivityAt);
    for (const [d, figures] of Object.entries(doc.days ?? {})) {
      const day = `${doc.month}-${d}`;
      if (day > window.asOfDay) continue;
      if ((figures.logins ?? 0) > 0) activity.lastLoginDay = later(activity.lastLoginDay, day);
      if ((figures.seconds ?? 0) > 0) activity.lastStudyDay = later(activity.lastStudyDay, day);
    }
    byPerson.set(doc.userId, activity);
  }
  return byPerson;
}

/**
 * The last login as of the as-of instant: the recorded one when it is not later; else the latest day with
 * a login in the period (read with its days for an earlier as-of day); else the first login, a lower bound.
 */
function lastLoginAsOf(person: ReportPersonDocument, activity: PersonActivity | undefined, asOf: string): string | null {
  if (by(person.lastLoginAt, asOf)) return person.lastLoginAt;
  return dayStart(activity?.lastLoginDay ?? null) ?? seenBy(person.firstLoginAt, asOf);
}

/**
 * Learner Activity (ADR 26): per person added by the period's end, the logins and learning time in the
 * period, the courses started and completed in it, the last login and last activity as of the as-of instant;
 * per month, the learners active in it (a login or learning time), their logins and learning time.
 */
export function learnerActivityReport(data: OrganisationData, query: ReportQueryBody, period: ReportPeriod): LearnerActivityResponse {
  const asked = askedSort(query.sort, FIELDS);
  const window = periodWindow(period);
  const people = reportPeople(data.people, query, data.contractId);
  const types = query.courseTypes && query.courseTypes.length > 0 ? new Set(query.courseTypes) : null;
  const activity = activityOf(data.activity, window);
  const monthEnds = window.months.map((month) => monthWindow(month, window).end);

  const started = new Map<string, number>();
  const completed = new Map<string, number>();
  // Today the people's own last activity is the answer; an earlier as-of day takes it from the rows' instants.
  const lastStudy = new Map<string, string>();
  for (const row of data.enrolments) {
    if (types !== null && !types.has(courseTypeAt(row, window.end))) continue;
    if (within(row.startedAt, window.start, window.end)) started.set(row.userId, (started.get(row.userId) ?? 0) + 1);
    if (within(row.completedAt, window.start, window.end)) completed.set(row.userId, (completed.get(row.userId) ?? 0) + 1);
    const latest = window.pastAsOf ? latestActivityAt(row, window.asOf, window.asOfDay) : null;
    if (latest !== null) lastStudy.set(row.userId, later(lastStudy.get(row.userId) ?? null, latest)!);
  }

  const chart: ActivityMonth[] = window.months.map((month) => ({ month, activeLearners: 0, logins: 0, learningSeconds: 0 }));
  const rows: LearnerActivityRow[] = [];
  for (const person of window.months.length > 0 ? people.slice : []) {
    if (person.addedAt > window.end) continue;
    const own = activity.get(person._id);
    let logins = 0;
    let learningSeconds = 0;
    window.months.forEach((month, i) => {
      const figures = own?.months.get(month);
      if (!figures || person.addedAt > monthEnds[i]!) return;
      logins += figures.logins;
      learningSeconds += figures.seconds;
      const point = chart[i]!;
      point.logins += figures.logins;
      point.learningSeconds += figures.seconds;
      if (figures.logins > 0 || figures.seconds > 0) point.activeLearners += 1;
    });
    if (!people.inTable(person)) continue;
    const lastActivityAt = by(person.lastActivityAt, window.asOf)
      ? person.lastActivityAt
      : later(later(own?.lastActivity ?? null, dayStart(own?.lastStudyDay ?? null)), lastStudy.get(person._id) ?? null);
    const fields = people.fields(person);
    rows.push({
      userId: fields.userId,
      name: fields.name,
      email: fields.email,
      position: fields.position,
      department: fields.department,
      userStatus: userStatusAt(person, window.end),
      logins,
      learningSeconds,
      coursesStarted: started.get(person._id) ?? 0,
      coursesCompleted: completed.get(person._id) ?? 0,
      lastLoginAt: lastLoginAsOf(person, own, window.asOf),
      lastActivityAt,
    });
  }
  const order = orderRows(rows, asked, [{ value: (r) => r.learningSeconds, descending: true }, ...byName<LearnerActivityRow>()]);
  return { period, data: pageOf(order, query), totalCount: rows.length, chart };
}
