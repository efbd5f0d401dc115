import type { WatchedInterval } from '../events/learning/progress.events.js';

export interface LessonProgress {
  position: number;
  /** Merged, sorted, disjoint watched intervals. */
  watched: WatchedInterval[];
  watchedSeconds: number;
  completed: boolean;
}

/** Collection `progress`: one learner in one course (`_id` = the stream id), with its lessons and learning time. */
export interface ProgressDocument {
  _id: string;
  userId: string;
  courseId: string;
  lessons: Record<string, LessonProgress>;
  lastLessonId: string | null;
  /** Counted video seconds plus the bounded time on non-video lessons. */
  learningSeconds: number;
  completedAt: string | null;
  updatedAt: string;
}

export const PROGRESS_COLLECTION = 'progress';
