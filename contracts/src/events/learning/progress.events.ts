import type { DomainEvent } from '../event.js';

/** A watched part of a video, `[from, to]` in seconds from its start. */
export type WatchedInterval = [from: number, to: number];

/** How a lesson was completed: 90% of a video watched, a resource opened, or (from the quiz slice) a quiz finished. */
export type LessonCompletionRule = 'watched-90' | 'opened' | 'quiz';

/**
 * Stream `progress-<userId>-<courseId>`: one learner in one course (ADR 20). `LessonWatched` carries only the
 * newly counted intervals (never any second counted before) and the resume position; empty intervals record
 * the position alone. At most one per lesson per minute; completions are milestones, once each.
 */
export type LessonWatched = DomainEvent<
  'LessonWatched',
  { userId: string; courseId: string; lessonId: string; position: number; intervals: WatchedInterval[]; countedSeconds: number; at: string }
>;
/** `countedSeconds`: the bounded study time credited by the rule itself (a resource opened); 0 for a watched video. */
export type LessonCompleted = DomainEvent<
  'LessonCompleted',
  { userId: string; courseId: string; lessonId: string; rule: LessonCompletionRule; countedSeconds: number; at: string }
>;
export type CourseCompleted = DomainEvent<'CourseCompleted', { userId: string; courseId: string; at: string }>;

export type ProgressEvent = LessonWatched | LessonCompleted | CourseCompleted;

export const PROGRESS_EVENT_TYPES = ['LessonWatched', 'LessonCompleted', 'CourseCompleted'] as const satisfies readonly ProgressEvent['type'][];

export const progressStream = (userId: string, courseId: string): string => `progress-${userId}-${courseId}`;

/** A lesson is completed once this share of its video is watched. */
export const LESSON_COMPLETION_SHARE = 0.9;
/** The event budget: a lesson's reports within this many milliseconds of its last event append nothing (unless they complete it). */
export const PROGRESS_EVENT_INTERVAL_MS = 60_000;
/** Study time credited once when a resource lesson is first opened (we cannot see the reading itself). */
export const RESOURCE_OPEN_SECONDS = 300;
/** At most this many watched intervals in one report. */
export const PROGRESS_MAX_INTERVALS = 100;
/** A player may report a time up to this many seconds past the stated length (rounding of the media's duration). */
export const PROGRESS_LENGTH_TOLERANCE_SECONDS = 1;
