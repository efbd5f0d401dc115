import { reportDayOf, type LessonData, type WatchedInterval } from '@khru/contracts';
import { between, onReportDay, seededRandom } from '../../kernel/seed/demo-history.js';

/** One report of the learning page: a lesson watched to `position` (a resource opened), or the closing quiz answered. */
export type StudyStep =
  | { kind: 'lesson'; lessonId: string; position: number; watched: WatchedInterval[]; at: string }
  | { kind: 'quiz'; lessonId: string; startedAt: string; answers: { questionId: string; optionIds: string[]; at: string }[] };

/** How the demo organisation's courses go: some never started, some left part-way, the rest completed. */
const SHARE = { untouched: 0.2, partial: 0.35 } as const;
/** Not every day someone logs in do they study. */
const SKIPPED_LOGIN_SHARE = 0.3;
/** A study session starts between 10:00 and 15:00 Bangkok time (after the morning's login) and goes through two to four lessons. */
const SESSION = { from: 10 * 60, to: 15 * 60, fewestLessons: 2, mostLessons: 4 } as const;
const PAUSE_MS = 60_000;
const SECONDS_PER_QUIZ_ANSWER = 30;

/**
 * One person's study of one course of their organisation, from the day after it was assigned or paid for, on the days
 * they logged in (oldest first): each video watched through (a resource opened) in order and the closing quiz answered
 * right, which completes the course; or part of the course, the next video half watched. Decided by the person and
 * course alone, and never later than `now`.
 */
export function studyPlan(row: { userId: string; courseId: string; availableAt: string }, lessons: LessonData[], days: string[], now: Date): StudyStep[] {
  const random = seededRandom(`study:${row.userId}:${row.courseId}`);
  const fate = random();
  if (fate < SHARE.untouched || lessons.length === 0) return [];
  const partial = fate < SHARE.untouched + SHARE.partial;
  const reach = partial ? between(random, 1, Math.max(1, lessons.length - 2)) : lessons.length;
  const latest = now.getTime() - PAUSE_MS;
  const steps: StudyStep[] = [];
  let next = 0;
  for (const day of days.filter((d) => d > reportDayOf(row.availableAt))) {
    if (next >= reach) break;
    if (random() < SKIPPED_LOGIN_SHARE) continue;
    let t = Date.parse(onReportDay(day, between(random, SESSION.from, SESSION.to)));
    const session = between(random, SESSION.fewestLessons, SESSION.mostLessons);
    for (let done = 0; done < session && next < reach; done++, next++) {
      const step = stepOf(lessons[next]!, t, 1);
      if (!step || Date.parse(endOf(step)) > latest) return steps;
      steps.push(step);
      t = Date.parse(endOf(step)) + PAUSE_MS;
    }
    // Left part-way: the next video begun at the end of the last session.
    const begun = partial && next === reach && lessons[next]?.kind === 'video' ? stepOf(lessons[next]!, t, 0.4) : null;
    if (begun && Date.parse(endOf(begun)) <= latest) steps.push(begun);
  }
  return steps;
}

/** The report of a lesson started at `t`: a video watched to `share` of its length, a resource opened, a quiz answered right. */
function stepOf(lesson: LessonData, t: number, share: number): StudyStep | null {
  switch (lesson.kind) {
    case 'video': {
      const seconds = Math.floor(lesson.durationSeconds * share);
      return { kind: 'lesson', lessonId: lesson.id, position: seconds, watched: [[0, seconds]], at: new Date(t + seconds * 1000).toISOString() };
    }
    case 'resource':
      return { kind: 'lesson', lessonId: lesson.id, position: 0, watched: [], at: new Date(t).toISOString() };
    case 'quiz': {
      // A quiz without questions cannot be passed: the course stays in progress.
      if (lesson.questions.length === 0) return null;
      const answers = lesson.questions.map((q, index) => ({
        questionId: q.id,
        optionIds: q.correctOptionIds,
        at: new Date(t + (index + 1) * SECONDS_PER_QUIZ_ANSWER * 1000).toISOString(),
      }));
      return { kind: 'quiz', lessonId: lesson.id, startedAt: new Date(t).toISOString(), answers };
    }
    default: {
      const _exhaustive: never = lesson;
      return null;
    }
  }
}

const endOf = (step: StudyStep): string => (step.kind === 'lesson' ? step.at : step.answers.at(-1)!.at);
