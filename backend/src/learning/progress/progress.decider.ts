import {
  LESSON_COMPLETION_SHARE,
  PROGRESS_EVENT_INTERVAL_MS,
  PROGRESS_LENGTH_TOLERANCE_SECONDS,
  RESOURCE_OPEN_SECONDS,
  type LessonData,
  type ProgressEvent,
  type WatchedInterval,
} from '@khru/contracts';
import type { Decider } from '../../kernel/commands/decider.js';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { mergeIntervals, totalSeconds, uncovered } from './watched-intervals.js';

/** A lesson of the course as the report is judged against it (the handler reads the curriculum). */
export interface CourseLesson {
  id: string;
  kind: LessonData['kind'];
  /** The video's length; 0 for other lessons. */
  durationSeconds: number;
}

export interface ReportProgress {
  type: 'ReportProgress';
  userId: string;
  courseId: string;
  lessonId: string;
  position: number;
  watched: WatchedInterval[];
  lessons: CourseLesson[];
  at: string;
}
/** From the quiz-progress workflow: a passed attempt completes the quiz lesson, crediting its bounded study time. */
export interface CompleteQuizLesson {
  type: 'CompleteQuizLesson';
  userId: string;
  courseId: string;
  lessonId: string;
  countedSeconds: number;
  lessons: CourseLesson[];
  at: string;
}
export type ProgressCommand = ReportProgress | CompleteQuizLesson;

interface LessonState {
  watched: WatchedInterval[];
  position: number;
  completed: boolean;
  lastEventAt: number | null;
}

export interface ProgressState {
  lessons: ReadonlyMap<string, LessonState>;
  courseCompleted: boolean;
}

const fresh: LessonState = { watched: [], position: 0, completed: false, lastEventAt: null };

const outside = (field: string, n: number) => DomainError.badRequest([{ field, code: 'BAD_REQUEST', rule: 'outsideLesson', n }]);

/**
 * One learner in one course (ADR 20). A video report counts only seconds never counted before (clamped to the
 * video), completes the lesson at 90% watched; a resource lesson completes when opened (a report without
 * intervals) and credits a bounded study time once; a quiz lesson completes, once, by `CompleteQuizLesson` (sent
 * by the quiz-progress workflow when an attempt passes) with the attempt's bounded study time.
 * The budget: within a minute of a lesson's last event a report appends nothing unless it completes the lesson
 * (the player re-sends its intervals, so the next report counts them). The course completes, once, when every
 * lesson of its current curriculum is completed; nothing is ever un-completed.
 */
export const progressDecider: Decider<ProgressCommand, ProgressEvent, ProgressState> = {
  initialState: () => ({ lessons: new Map(), courseCompleted: false }),

  evolve(state, event) {
    if (event.type === 'CourseCompleted') return { ...state, courseCompleted: true };
    const lessons = new Map(state.lessons);
    const lesson = lessons.get(event.data.lessonId) ?? fresh;
    const at = Date.parse(event.data.at);
    if (event.type === 'LessonWatched')
      lessons.set(event.data.lessonId, {
        ...lesson,
        watched: mergeIntervals([...lesson.watched, ...event.data.intervals], Number.POSITIVE_INFINITY),
        position: event.data.position,
        lastEventAt: at,
      });
    else lessons.set(event.data.lessonId, { ...lesson, completed: true, lastEventAt: at });
    return { ...state, lessons };
  },

  decide(command, state) {
    return command.type === 'CompleteQuizLesson' ? completeQuiz(command, state) : report(command, state);
  },
};

/** A lesson's completion, and the course's once every lesson of its curriculum is completed. */
function withCourseCompletion(events: ProgressEvent[], lessons: CourseLesson[], state: ProgressState, userId: string, courseId: string, at: string) {
  const completedNow = new Set(events.flatMap((e) => (e.type === 'LessonCompleted' ? [e.data.lessonId] : [])));
  const allDone = lessons.every((l) => completedNow.has(l.id) || state.lessons.get(l.id)?.completed);
  if (completedNow.size > 0 && !state.courseCompleted && allDone) events.push({ type: 'CourseCompleted', data: { userId, courseId, at } });
  return events;
}

function completeQuiz(command: CompleteQuizLesson, state: ProgressState): ProgressEvent[] | DomainError {
  const { userId, courseId, lessonId, countedSeconds, lessons, at } = command;
  const lesson = lessons.find((l) => l.id === lessonId);
  if (lesson?.kind !== 'quiz') return DomainError.badRequest([{ field: 'lessonId', code: 'BAD_REQUEST', rule: 'notAQuiz' }]);
  if (state.lessons.get(lessonId)?.completed) return [];
  return withCourseCompletion(
    [{ type: 'LessonCompleted', data: { userId, courseId, lessonId, rule: 'quiz', countedSeconds, at } }],
    lessons,
    state,
    userId,
    courseId,
    at,
  );
}

function report(command: ReportProgress, state: ProgressState): ProgressEvent[] | DomainError {
  const { userId, courseId, lessonId, at } = command;
  const lesson = command.lessons.find((l) => l.id === lessonId);
  if (!lesson) return DomainError.badRequest([{ field: 'lessonId', code: 'BAD_REQUEST', rule: 'unknownLesson' }]);
  if (lesson.kind !== 'video' && command.watched.length > 0)
    return DomainError.badRequest([{ field: 'watched', code: 'BAD_REQUEST', rule: 'notAVideoLesson' }]);
  const limit = lesson.durationSeconds + PROGRESS_LENGTH_TOLERANCE_SECONDS;
  if (lesson.kind === 'video' && command.position > limit) return outside('position', lesson.durationSeconds);
  if (command.watched.some(([, to]) => to > limit)) return outside('watched', lesson.durationSeconds);

  const current = state.lessons.get(lessonId) ?? fresh;
  const events: ProgressEvent[] = [];
  if (lesson.kind === 'resource') {
    if (!current.completed)
      events.push({ type: 'LessonCompleted', data: { userId, courseId, lessonId, rule: 'opened', countedSeconds: RESOURCE_OPEN_SECONDS, at } });
  } else if (lesson.kind === 'video') {
    const intervals = uncovered(mergeIntervals(command.watched, lesson.durationSeconds), current.watched);
    const countedSeconds = totalSeconds(intervals);
    const position = Math.min(command.position, lesson.durationSeconds);
    const completes = !current.completed && totalSeconds(current.watched) + countedSeconds >= LESSON_COMPLETION_SHARE * lesson.durationSeconds;
    const withinBudget = current.lastEventAt !== null && Date.parse(at) - current.lastEventAt < PROGRESS_EVENT_INTERVAL_MS;
    const somethingNew = countedSeconds > 0 || position !== current.position;
    if (completes || (somethingNew && !withinBudget)) {
      events.push({ type: 'LessonWatched', data: { userId, courseId, lessonId, position, intervals, countedSeconds, at } });
      if (completes) events.push({ type: 'LessonCompleted', data: { userId, courseId, lessonId, rule: 'watched-90', countedSeconds: 0, at } });
    }
  }
  return withCourseCompletion(events, command.lessons, state, userId, courseId, at);
}
