import { startOfReportDay, type CourseKind, type LearningStage, type TestResult } from '@khru/contracts';
import type { ReportActivityRow, ReportEnrolmentRow } from './organisation-data.js';
import type { PeriodWindow } from './period-window.js';

/*
 * What an enrolment row was at an instant T (ADR 26): every stage carries its instant, so nothing is
 * guessed. Instants the read model has not seen yet are absent or null; both mean "not yet".
 */

/** Whether `instant` happened by `t` (ISO instants compare as text). */
export const by = (instant: string | null | undefined, t: string): boolean => instant != null && instant <= t;

/** The instant when it happened by `t`, else null. */
export const seenBy = (instant: string | null | undefined, t: string): string | null => (instant != null && instant <= t ? instant : null);

/** Whether `instant` falls within `[start, end]`. */
export const within = (instant: string | null | undefined, start: string, end: string): boolean => instant != null && instant >= start && instant <= end;

/** Completed (3) once completed, In progress (2) once started, Enrolled (1) once enrolled or assigned; null before. */
export function stageAt(row: ReportEnrolmentRow, t: string): LearningStage | null {
  if (by(row.completedAt, t)) return 3;
  if (by(row.startedAt, t)) return 2;
  if (by(row.enrolledAt, t) || by(row.assignedAt, t)) return 1;
  return null;
}

export const courseTypeAt = (row: ReportEnrolmentRow, t: string): CourseKind => (by(row.assignedAt, t) ? 'assignment' : 'nonAssignment');

/** A row counts in a period when it exists at the period's end and was not completed before its start. */
export const countsInPeriod = (row: ReportEnrolmentRow, window: PeriodWindow): boolean =>
  window.months.length > 0 && stageAt(row, window.end) !== null && !(row.completedAt != null && row.completedAt < window.start);

/**
 * The learning seconds by the end of `day` (a Bangkok day, that of `t`). A row read without its days was read
 * for a period ending now, and a row whose last study came by `t` has all its time by then: its total is the answer.
 */
export function secondsBy(row: ReportEnrolmentRow, t: string, day: string): number {
  if (!row.secondsByDay || by(row.lastActivityAt, t)) return row.learningSeconds;
  let seconds = 0;
  for (const d in row.secondsByDay) if (d <= day) seconds += row.secondsByDay[d]!;
  return seconds;
}

/** Lessons completed by `t` over the course's lessons, in whole percent. */
export function progressAt(row: ReportEnrolmentRow, t: string, lessonCount: number): number {
  if (lessonCount <= 0) return by(row.completedAt, t) ? 100 : 0;
  let done = 0;
  for (const instant of row.lessonsCompletedAt ?? []) if (instant <= t) done += 1;
  return Math.min(100, Math.round((done / lessonCount) * 100));
}

export function testResultAt(row: ReportEnrolmentRow, t: string): TestResult {
  if (by(row.testPassedAt, t)) return 'Passed';
  if (by(row.testFirstFailedAt, t)) return 'Failed';
  return 'Unspecified';
}

export const certificateHeldAt = (row: ReportEnrolmentRow, t: string): boolean => by(row.certificateAt, t) && !by(row.certificateRevokedAt, t);

/**
 * The last study in the course by `t`: the recorded last activity when it is not later, else the latest
 * stage or lesson instant by then, or the start of the latest day with learning time.
 */
export function latestActivityAt(row: ReportEnrolmentRow, t: string, day: string): string | null {
  if (row.lastActivityAt != null && row.lastActivityAt <= t) return row.lastActivityAt;
  let latest: string | null = null;
  const consider = (instant: string | null | undefined) => {
    if (instant != null && instant <= t && (latest === null || instant > latest)) latest = instant;
  };
  consider(row.startedAt);
  consider(row.completedAt);
  consider(row.testFirstFailedAt);
  consider(row.testPassedAt);
  for (const instant of row.lessonsCompletedAt ?? []) consider(instant);
  let latestDay: string | null = null;
  const days = row.secondsByDay ?? {};
  for (const d in days) if (days[d]! > 0 && d <= day && (latestDay === null || d > latestDay)) latestDay = d;
  if (latestDay !== null) consider(startOfReportDay(latestDay).toISOString());
  return latest;
}

/**
 * A person's logins and learning seconds in one month's document, up to the as-of day when the document
 * is of the as-of month and carries its days (it is read without them when the month's totals are the answer).
 */
export function monthActivity(doc: ReportActivityRow, asOfDay: string): { logins: number; seconds: number } {
  if (!doc.days || doc.month !== asOfDay.slice(0, 7)) return { logins: doc.logins, seconds: doc.learningSeconds };
  const lastDay = asOfDay.slice(8, 10);
  let logins = 0;
  let seconds = 0;
  for (const [d, figures] of Object.entries(doc.days)) {
    if (d > lastDay) continue;
    logins += figures.logins ?? 0;
    seconds += figures.seconds ?? 0;
  }
  return { logins, seconds };
}
